/**
 * Loading a widget's funnel for a query, as the reports load (reports/useReportsLoad.ts): the newest
 * request wins, a reload keeps the previous answer on screen until the new one comes, a 401 hands over to
 * `onSessionLost`, any other failure is kept with its message and status.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '../../bridge-protocol/errorText';
import type { ReportQuery } from '../../bridge-protocol/studio/studioReports';
import type { WidgetFunnelResponse } from '../../bridge-protocol/studio/widgetFunnel';
import { isSessionLost, StudioApiError } from '../api/client';
import { widgetFunnelApi } from '../api/widgetFunnel';

export type FunnelLoad =
  | { kind: 'idle' }
  | { kind: 'loading'; previous: WidgetFunnelResponse | null }
  | { kind: 'loaded'; answer: WidgetFunnelResponse }
  | { kind: 'failed'; message: string; status: number };

const previousOf = (load: FunnelLoad): WidgetFunnelResponse | null => (load.kind === 'loaded' ? load.answer : load.kind === 'loading' ? load.previous : null);

/** `query` null: nothing to ask (the range cannot be shown). */
export function useFunnelLoad(pageId: string, widgetId: string, query: ReportQuery | null, onSessionLost: (notice: string) => void) {
  const [load, setLoad] = useState<FunnelLoad>({ kind: 'idle' });
  const latest = useRef(0);
  const key = query === null ? null : `${query.from}|${query.to}|${query.tz}`;

  const fetchFunnel = useCallback(() => {
    const ticket = ++latest.current;
    if (query === null) {
      setLoad({ kind: 'idle' });
      return;
    }
    setLoad((previous) => ({ kind: 'loading', previous: previousOf(previous) }));
    widgetFunnelApi.load(pageId, widgetId, query).then(
      (answer) => ticket === latest.current && setLoad({ kind: 'loaded', answer }),
      (error: unknown) => {
        if (ticket !== latest.current) return;
        if (isSessionLost(error)) onSessionLost(errorText(error));
        else setLoad({ kind: 'failed', message: errorText(error), status: error instanceof StudioApiError ? error.status : 0 });
      },
    );
    // `query` is read through its key: a new object for the same range asks nothing again.
  }, [pageId, widgetId, key, onSessionLost]);

  useEffect(() => {
    fetchFunnel();
    return () => {
      latest.current++;
    };
  }, [fetchFunnel]);

  return { load, retry: fetchFunnel };
}
