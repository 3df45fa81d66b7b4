/**
 * A widget's impressions, opt-ins, rate and revenue over the last 30 days (rules/widgetResultText.ts), as a
 * description list: each number carries its name for screen readers, and is labelled on narrow screens; from
 * 1024 px the column heads over the list say it (WidgetList.tsx), so the labels are visually hidden.
 * While the results load, each number is a placeholder of the same size, so nothing moves when they come.
 */
import type { WidgetResult } from '../../bridge-protocol/studio/widgetResults';
import { widgetResultText } from '../rules/widgetResultText';

export interface WidgetResultNumbersProps {
  /** undefined: nothing recorded in the range; 'loading': not known yet. */
  result: WidgetResult | undefined | 'loading';
}

const CELLS = [
  ['impressions', 'Impressions'],
  ['optIns', 'Opt-ins'],
  ['rate', 'Rate'],
  ['revenue', 'Revenue'],
] as const;

export function WidgetResultNumbers({ result }: WidgetResultNumbersProps) {
  const text = result === 'loading' ? null : widgetResultText(result);
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm min-[480px]:grid-cols-4 lg:contents">
      {CELLS.map(([key, label]) => (
        <div key={key} className="flex flex-col lg:items-end">
          <dt className="text-xs text-slate-500 lg:sr-only">{label}</dt>
          <dd className="truncate font-medium text-slate-900 tabular-nums">
            {text === null ? (
              <>
                <span className="inline-block h-4 w-12 animate-pulse rounded bg-slate-200 align-middle motion-reduce:animate-none" aria-hidden="true" />
                <span className="sr-only">Loading</span>
              </>
            ) : (
              text[key]
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
