/**
 * Loading a page's reports for a query: the newest request wins (an answer for a range the person has
 * already left is dropped), a reload keeps the previous answer on screen until the new one arrives (no
 * jump), a 401 hands over to `onSessionLost`, and any other failure is kept with its message.
 */
import { errorText } from '../../bridge-protocol/errorText';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReportQuery, StudioReportsResponse } from '../../bridge-protocol/studio/studioReports';
import { isSessionLost, StudioApiError } from '../api/client';
import { reportsApi } from '../api/reports';

type ReportsLoad =
  | { kind: 'idle' }
  | { kind: 'loading'; previous: StudioReportsResponse | null }
  | { kind: 'loaded'; answer: StudioReportsResponse }
  | { kind: 'failed'; message: string; status: number };

/** `query` null: nothing to ask (the range cannot be shown), and nothing is asked. */
export function useReportsLoad(pageId: string, query: ReportQuery | null, onSessionLost: (notice: string) => void) {
  const [load, setLoad] = useState<ReportsLoad>({ kind: 'idle' });
  const latest = useRef(0);
  const key = query === null ? null : `${query.from}|${query.to}|${query.tz}`;

  const fetchReports = useCallback(() => {
    if (query === null) {
      latest.current++;
      setLoad({ kind: 'idle' });
      return;
    }
    const ticket = ++latest.current;
    setLoad((previous) => ({
      kind: 'loading',
      previous: previous.kind === 'loaded' ? previous.answer : previous.kind === 'loading' ? previous.previous : null,
    }));
    reportsApi.load(pageId, query).then(
      (answer) => ticket === latest.current && setLoad({ kind: 'loaded', answer }),
      (error: unknown) => {
        if (ticket !== latest.current) return;
        if (isSessionLost(error)) onSessionLost(errorText(error));
        else setLoad({ kind: 'failed', message: errorText(error), status: error instanceof StudioApiError ? error.status : 0 });
      },
    );
    // `query` is read through its key: a new object for the same range asks nothing again.
  }, [pageId, key, onSessionLost]);

  useEffect(() => {
    fetchReports();
    // Leaving the screen: an answer still on its way must not set the state of an unmounted screen.
    return () => {
      latest.current++;
    };
  }, [fetchReports]);

  return { load, retry: fetchReports };
}
