/** The page screen's widgets: "No widgets yet", or each widget's row with its state, results and menu. */
import { getLocalTimeZone } from '@internationalized/date';
import { useNow } from '../reports/useNow';
import { resultOf, type PageRow, type RowResultsLoad } from '../rules/pageRows';
import { hrefOf } from '../rules/studioRoute';
import { widgetStatus } from '../rules/widgetStatus';
import { WidgetActions, type WidgetAction } from './WidgetActions';
import { WidgetList } from './WidgetList';
import { WidgetRow } from './WidgetRow';

export interface PageWidgetsProps {
  pageId: string;
  rows: readonly PageRow[];
  busy: boolean;
  results: RowResultsLoad;
  onRetryResults: () => void;
  onAction: (row: PageRow, action: WidgetAction) => void;
}

export function PageWidgets({ pageId, rows, busy, results, onRetryResults, onAction }: PageWidgetsProps) {
  const now = useNow();
  const localZone = getLocalTimeZone();
  if (rows.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <p className="text-sm font-medium text-slate-900">No widgets yet</p>
        <p className="mt-1 text-sm text-slate-500">Start with a bar, a slide-in or any other kind: “New widget”.</p>
      </div>
    );
  }
  return (
    <WidgetList pageId={pageId} busy={busy} resultsFailure={results.kind === 'failed' ? results.message : null} onRetryResults={onRetryResults}>
      {rows.map((row, index) => (
        <WidgetRow
          key={row.id}
          position={index + 1}
          id={row.id}
          name={row.name}
          type={row.type}
          channel={row.channel}
          href={hrefOf({ screen: 'widget', pageId, widgetId: row.id })}
          resultsHref={hrefOf({ screen: 'widget-results', pageId, widgetId: row.id })}
          status={widgetStatus(row.widget, now, localZone)}
          result={resultOf(results, row.id)}
          actions={<WidgetActions name={row.name} first={index === 0} last={index === rows.length - 1} busy={busy} onAction={(action) => onAction(row, action)} />}
        />
      ))}
    </WidgetList>
  );
}
