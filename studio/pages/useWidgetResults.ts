/**
 * The page screen's results: each widget's impressions and opt-ins over the last 30 days (today counted,
 * the reports' own preset, rules/dateRange.ts) in this browser's zone. Loaded once per page, beside the
 * page itself, so the list shows at once and the numbers fill in; a failure is kept with its message and
 * `retry`, the list staying usable; a 401 hands over to `onSessionLost`.
 */
import { getLocalTimeZone, today as localToday } from '@internationalized/date';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '../../bridge-protocol/errorText';
import type { WidgetResult } from '../../bridge-protocol/studio/widgetResults';
import { isSessionLost } from '../api/client';
import { widgetResultsApi } from '../api/widgetResults';
import { DATE_RANGE_PRESETS, presetRange } from '../rules/dateRange';

export type WidgetResultsLoad =
  | { kind: 'loading' }
  | { kind: 'loaded'; byWidget: ReadonlyMap<string, WidgetResult> }
  | { kind: 'failed'; message: string };

const LAST_30_DAYS = DATE_RANGE_PRESETS.find((preset) => preset.id === 'last30Days');

export function useWidgetResults(pageId: string, onSessionLost: (notice: string) => void) {
  const [load, setLoad] = useState<WidgetResultsLoad>({ kind: 'loading' });
  const latest = useRef(0);

  const fetchResults = useCallback(() => {
    if (LAST_30_DAYS === undefined) return;
    const ticket = ++latest.current;
    const tz = getLocalTimeZone();
    const range = presetRange(LAST_30_DAYS, localToday(tz));
    setLoad({ kind: 'loading' });
    widgetResultsApi.load(pageId, { from: range.start.toString(), to: range.end.toString(), tz }).then(
      (answer) => ticket === latest.current && setLoad({ kind: 'loaded', byWidget: new Map(answer.widgets.map((w) => [w.widgetId, w])) }),
      (error: unknown) => {
        if (ticket !== latest.current) return;
        if (isSessionLost(error)) onSessionLost(errorText(error));
        else setLoad({ kind: 'failed', message: errorText(error) });
      },
    );
  }, [pageId, onSessionLost]);

  useEffect(() => {
    fetchResults();
    // Leaving the screen: an answer still on its way must not set the state of an unmounted screen.
    return () => {
      latest.current++;
    };
  }, [fetchResults]);

  return { results: load, retryResults: fetchResults };
}
