/**
 * `/studio/pages/:pageId/widgets/:widgetId`: loads the page and shows its widget in the screen of its
 * kind: the editor with the live preview for a widget visitors see, or a configuration-only kind's own
 * screen (a link, a code, an ad's JSON, comment replies). A widget that is not there (deleted in another
 * tab, a mistyped address) is said plainly, with the way back.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-aria-components';
import { CONFIG_ONLY_WIDGET_TYPES, withWidgetAliases } from '../../bridge-protocol/config';
import type { StudioPage, StudioWidgetResponse } from '../../bridge-protocol/studioApi';
import { isPlainObject } from '../../bridge-protocol/validate';
import { isSessionLost, studioApi } from '../api/client';
import { ConfigOnlyScreen } from '../configOnly/ConfigOnlyScreen';
import { WidgetEditor } from '../editor/WidgetEditor';
import { LoadFailure, LoadingNote } from '../parts/LoadStates';
import { hrefOf } from '../rules/studioRoute';

export interface WidgetScreenProps {
  pageId: string;
  widgetId: string;
  onSessionLost: (notice: string) => void;
}

type Load =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'missing' }
  | { kind: 'loaded'; page: StudioPage; widget: Record<string, unknown>; pageIds: readonly string[] };

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The widget of the page whose `widget_id` (or `id`) reads as `widgetId`. */
export function widgetOfPage(page: StudioPage, widgetId: string): Record<string, unknown> | null {
  const widgets = Array.isArray(page.config.widgets) ? page.config.widgets : [];
  const found = widgets.find((w) => isPlainObject(w) && String(w.widget_id ?? w.id) === widgetId);
  return isPlainObject(found) ? found : null;
}

export function WidgetScreen({ pageId, widgetId, onSessionLost }: WidgetScreenProps) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });

  const fetchPage = useCallback(() => {
    let current = true;
    setLoad({ kind: 'loading' });
    // The studio's pages come with it (a field names one), so the form draws once, complete; without
    // that list (it failed) the field still shows what is stored.
    const pageIds = studioApi.pages().then(
      (answer) => answer.pages.map((p) => p.id),
      () => [] as string[],
    );
    Promise.all([studioApi.page(pageId), pageIds]).then(
      ([{ page }, ids]) => {
        if (!current) return;
        const widget = widgetOfPage(page, widgetId);
        setLoad(widget ? { kind: 'loaded', page, widget, pageIds: ids } : { kind: 'missing' });
      },
      (error: unknown) => {
        if (!current) return;
        if (isSessionLost(error)) onSessionLost(messageOf(error));
        else setLoad({ kind: 'failed', message: messageOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [pageId, widgetId, onSessionLost]);
  useEffect(fetchPage, [fetchPage]);

  const onSaved = useCallback(
    ({ page }: StudioWidgetResponse) => {
      const widget = widgetOfPage(page, widgetId);
      if (widget) setLoad((l) => ({ kind: 'loaded', page, widget, pageIds: l.kind === 'loaded' ? l.pageIds : [] }));
    },
    [widgetId],
  );

  const back = hrefOf({ screen: 'page', pageId });
  switch (load.kind) {
    case 'loading':
      return <LoadingNote>Loading the widget…</LoadingNote>;
    case 'failed':
      return <LoadFailure what="The widget" message={load.message} onRetry={fetchPage} />;
    case 'missing':
      return (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <h1 className="text-lg font-semibold text-slate-900">Page {pageId} has no widget {widgetId}</h1>
          <p className="mt-1 text-sm text-slate-500">It may have been deleted, or the address is mistyped.</p>
          <Link href={back} className="mt-4 inline-flex rounded-lg bg-accent-600 px-3 py-2 text-sm font-medium text-white outline-none data-hovered:bg-accent-700 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40">
            Back to page {pageId}
          </Link>
        </div>
      );
    case 'loaded': {
      const type = String((withWidgetAliases(load.widget) as Record<string, unknown>).widget_type);
      // Keyed by the widget: another widget's screen starts from its own saved state.
      return (CONFIG_ONLY_WIDGET_TYPES as readonly string[]).includes(type) ? (
        <ConfigOnlyScreen key={`${pageId}/${widgetId}`} page={load.page} widget={load.widget} onSaved={onSaved} onSessionLost={onSessionLost} />
      ) : (
        <WidgetEditor key={`${pageId}/${widgetId}`} page={load.page} widget={load.widget} pageIds={load.pageIds} onSaved={onSaved} onSessionLost={onSessionLost} />
      );
    }
  }
}
