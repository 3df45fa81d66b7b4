/**
 * `/studio/pages/:pageId/widgets/:widgetId`: loads the page and shows its widget in the screen of its
 * kind: the editor with the live preview for a widget visitors see, or a configuration-only kind's own
 * screen (a link, a code, an ad's JSON, comment replies). A widget that is not there (deleted in another
 * tab, a mistyped address) is said plainly, with the way back.
 */
import { useCallback } from 'react';
import { Link } from 'react-aria-components';
import { CONFIG_ONLY_WIDGET_TYPES, withWidgetAliases } from '../../bridge-protocol/config';
import type { StudioPage, StudioWidgetResponse } from '../../bridge-protocol/studio/studioApi';
import { isPlainObject } from '../../bridge-protocol/validate';
import { studioApi } from '../api/client';
import { useStudioLoad } from '../api/useStudioLoad';
import { ConfigOnlyScreen } from '../configOnly/ConfigOnlyScreen';
import { WidgetEditor } from '../editor/WidgetEditor';
import { Breadcrumbs } from '../parts/Breadcrumbs';
import { LoadFailure, LoadingNote } from '../parts/LoadStates';
import { hrefOf } from '../rules/studioRoute';

export interface WidgetScreenProps {
  pageId: string;
  widgetId: string;
  onSessionLost: (notice: string) => void;
}

/** The page as stored, its widget (null: not there), and the studio's pages (a field names one). */
interface Loaded {
  page: StudioPage;
  widget: Record<string, unknown> | null;
  pageIds: readonly string[];
}

/** The widget of the page whose `widget_id` (or `id`) reads as `widgetId`. */
function widgetOfPage(page: StudioPage, widgetId: string): Record<string, unknown> | null {
  const widgets = Array.isArray(page.config.widgets) ? page.config.widgets : [];
  const found = widgets.find((w) => isPlainObject(w) && String(w.widget_id ?? w.id) === widgetId);
  return isPlainObject(found) ? found : null;
}

export function WidgetScreen({ pageId, widgetId, onSessionLost }: WidgetScreenProps) {
  const fetchWidget = useCallback((): Promise<Loaded> => {
    // The studio's pages come with it, so the form draws once, complete; without that list (it
    // failed) the field still shows what is stored.
    const pageIds = studioApi.pages().then(
      (answer) => answer.pages.map((p) => p.id),
      () => [] as string[],
    );
    return Promise.all([studioApi.page(pageId), pageIds]).then(([{ page }, ids]) => ({ page, widget: widgetOfPage(page, widgetId), pageIds: ids }));
  }, [pageId, widgetId]);
  const { load, reload, setLoad } = useStudioLoad(fetchWidget, onSessionLost);

  const onSaved = useCallback(
    ({ page }: StudioWidgetResponse) => {
      const widget = widgetOfPage(page, widgetId);
      if (widget) setLoad((l) => ({ kind: 'loaded', value: { page, widget, pageIds: l.kind === 'loaded' ? l.value.pageIds : [] } }));
    },
    [widgetId, setLoad],
  );

  const back = hrefOf({ screen: 'page', pageId });
  if (load.kind === 'loading') return <LoadingNote>Loading the widget…</LoadingNote>;
  if (load.kind === 'failed') return <LoadFailure what="The widget" message={load.message} onRetry={reload} />;
  const { page, widget, pageIds } = load.value;
  if (widget === null) {
    return (
      <>
        <Breadcrumbs trail={[{ label: 'Pages', href: hrefOf({ screen: 'pages' }) }, { label: pageId, href: back }, { label: `Widget ${widgetId}` }]} />
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <h1 className="text-lg font-semibold text-slate-900">
          Page {pageId} has no widget {widgetId}
        </h1>
        <p className="mt-1 text-sm text-slate-500">It may have been deleted, or the address is mistyped.</p>
        <Link href={back} className="mt-4 inline-flex rounded-lg bg-accent-600 px-3 py-2 text-sm font-medium text-white outline-none data-hovered:bg-accent-700 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40">
          Back to page {pageId}
        </Link>
      </div>
      </>
    );
  }
  const type = String((withWidgetAliases(widget) as Record<string, unknown>).widget_type);
  // Keyed by the widget: another widget's screen starts from its own saved state.
  return (CONFIG_ONLY_WIDGET_TYPES as readonly string[]).includes(type) ? (
    <ConfigOnlyScreen key={`${pageId}/${widgetId}`} page={page} widget={widget} onSaved={onSaved} onSessionLost={onSessionLost} />
  ) : (
    <WidgetEditor key={`${pageId}/${widgetId}`} page={page} widget={widget} pageIds={pageIds} onSaved={onSaved} onSessionLost={onSessionLost} />
  );
}
