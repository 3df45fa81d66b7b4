/**
 * The page screen's widgets in build order, each a WidgetRow, with the heads of the columns from 1024 px
 * (decoration: every value carries its own name for screen readers) and, when the results could not be
 * loaded, one note above the list with "Try again": the list, its links and menus stay as they are.
 */
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { WIDGET_ROW_COLUMNS } from './WidgetRow';

export interface WidgetListProps {
  pageId: string;
  busy: boolean;
  /** The results' failure, or null. */
  resultsFailure: string | null;
  onRetryResults: () => void;
  children: ReactNode;
}

export function WidgetList({ pageId, busy, resultsFailure, onRetryResults, children }: WidgetListProps) {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs">
      {resultsFailure !== null && (
        <div role="alert" className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-900 sm:px-5">
          <p className="min-w-0 flex-1">The last 30 days’ results could not be loaded: {resultsFailure}</p>
          <Button
            onPress={onRetryResults}
            className="rounded-lg border border-amber-300 bg-white px-3 py-1 font-medium text-amber-900 outline-none data-hovered:bg-amber-100 data-focus-visible:ring-3 data-focus-visible:ring-amber-500/40"
          >
            Try again
          </Button>
        </div>
      )}
      <div
        aria-hidden="true"
        className={`hidden gap-x-3 bg-slate-50 px-5 py-2 text-[0.6875rem] font-semibold tracking-wide text-slate-600 uppercase lg:grid ${WIDGET_ROW_COLUMNS}`}
      >
        <span>#</span>
        <span>Widget</span>
        <span>Status</span>
        <span className="text-right">Impressions</span>
        <span className="text-right">Opt-ins</span>
        <span className="text-right">Rate</span>
        <span className="text-right">Revenue</span>
        <span />
      </div>
      <ol aria-label={`Widgets of ${pageId}`} aria-busy={busy || undefined} className="divide-y divide-slate-100">
        {children}
      </ol>
    </div>
  );
}
