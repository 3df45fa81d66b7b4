/**
 * A page's opt-ins over the last 30 days on the pages screen (issue 49): the sum of its widgets' opt-ins as
 * the page screen counts them (pages/useWidgetResults.ts, the same call), a placeholder while they load,
 * "—" when they could not be read.
 */
import { useMemo } from 'react';
import { useWidgetResults } from '../pages/useWidgetResults';
import { NO_RESULT } from '../rules/widgetResultText';

const count = new Intl.NumberFormat();

export function PageOptIns({ pageId, onSessionLost }: { pageId: string; onSessionLost: (notice: string) => void }) {
  const { results } = useWidgetResults(pageId, onSessionLost);
  const total = useMemo(() => (results.kind === 'loaded' ? [...results.byWidget.values()].reduce((sum, w) => sum + w.optIns, 0) : null), [results]);
  return (
    <div className="flex gap-1">
      <dt>Opt-ins, last 30 days</dt>
      <dd className="font-medium text-slate-700 tabular-nums">
        {results.kind === 'loading' ? (
          <>
            <span className="inline-block h-4 w-8 animate-pulse rounded bg-slate-200 align-middle motion-reduce:animate-none" aria-hidden="true" />
            <span className="sr-only">Loading</span>
          </>
        ) : total === null ? (
          NO_RESULT
        ) : (
          count.format(total)
        )}
      </dd>
    </div>
  );
}
