/**
 * `/studio/pages/:pageId`: one page's widgets in the order the loader builds them, each with its menu
 * (move up, move down, duplicate, delete after a confirm), "New widget", the page's reports, the
 * demo site's page that embeds it, its "Brand and legal" settings (pageSettings/PageSettingsSection.tsx) and
 * its webhooks (webhooks/WebhooksSection.tsx) and the page's embed code (embed/EmbedCodeSection.tsx). Every change answers with the page as stored, which replaces the
 * list: what is shown is always what visitors get.
 */
import { getLocalTimeZone } from '@internationalized/date';
import { errorText } from '../../bridge-protocol/errorText';
import type { WidgetResult } from '../../bridge-protocol/studio/widgetResults';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { withWidgetAliases } from '../../bridge-protocol/config';
import type { StudioPage } from '../../bridge-protocol/studio/studioApi';
import { isPlainObject } from '../../bridge-protocol/validate';
import type { WidgetStarter } from '../../bridge-protocol/studio/widgetStarters';
import { isSessionLost, studioApi } from '../api/client';
import { useStudioLoad } from '../api/useStudioLoad';
import { useConfirm } from '../controls/useConfirm';
import { navigate } from '../navigation/useStudioRoute';
import { EmbedCodeSection } from '../embed/EmbedCodeSection';
import { NewWidgetDialog } from '../pages/NewWidgetDialog';
import { PageSettingsSection } from '../pageSettings/PageSettingsSection';
import { OverlayCapSection } from '../pageSettings/OverlayCapSection';
import { StackingSection } from '../pageSettings/StackingSection';
import { WebhooksSection } from '../webhooks/WebhooksSection';
import { PrivacySection } from '../pageSettings/PrivacySection';
import { WidgetActions, type WidgetAction } from '../pages/WidgetActions';
import { Breadcrumbs } from '../parts/Breadcrumbs';
import { LoadFailure, LoadingNote } from '../parts/LoadStates';
import { typeLabel } from '../parts/widgetLabels';
import { useNow } from '../reports/useNow';
import { widgetStatus } from '../rules/widgetStatus';
import { useWidgetResults, type WidgetResultsLoad } from '../pages/useWidgetResults';
import { WidgetList } from '../pages/WidgetList';
import { WidgetRow } from '../pages/WidgetRow';
import { moveInOrder } from '../rules/moveInOrder';
import { hrefOf } from '../rules/studioRoute';

export interface PageScreenProps {
  pageId: string;
  onSessionLost: (notice: string) => void;
}

/** The page as stored, and where the demo site shows it (null: not the reference server). */
interface Loaded {
  page: StudioPage;
  demoUrl: string | null;
}

interface Row {
  id: string;
  type: string;
  channel: string;
  name: string;
  /** The widget as stored, for its state (rules/widgetStatus.ts). */
  widget: Record<string, unknown>;
}

function rowsOf(page: StudioPage): Row[] {
  const widgets = Array.isArray(page.config.widgets) ? page.config.widgets.filter(isPlainObject) : [];
  return widgets.map((raw) => {
    const w = withWidgetAliases(raw) as Record<string, unknown>;
    const main = isPlainObject(w.data) && isPlainObject(w.data.main) ? w.data.main : {};
    const type = typeof w.widget_type === 'string' ? w.widget_type : '';
    const name = typeof w.name === 'string' && w.name.trim() !== '' ? w.name : typeof main.title === 'string' && main.title !== '' ? main.title : '';
    return { id: String(w.widget_id), type, channel: typeof w.channel === 'string' ? w.channel : '', name: name || `${typeLabel(type)} ${String(w.widget_id)}`, widget: raw };
  });
}

/** A row's results as WidgetRow takes them: not known yet, known (undefined: none), or not loadable (null). */
function resultOf(results: WidgetResultsLoad, id: string): WidgetResult | undefined | 'loading' | null {
  if (results.kind === 'loading') return 'loading';
  return results.kind === 'failed' ? null : results.byWidget.get(id);
}

export function PageScreen({ pageId, onSessionLost }: PageScreenProps) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { confirm, confirmDialog } = useConfirm();

  const fetchPage = useCallback(
    (): Promise<Loaded> => studioApi.page(pageId).then((answer) => ({ page: answer.page, demoUrl: answer.demoUrl ?? null })),
    [pageId],
  );
  const { load, reload, setLoad } = useStudioLoad(fetchPage, onSessionLost);
  const { results, retryResults } = useWidgetResults(pageId, onSessionLost);
  const now = useNow();
  const localZone = getLocalTimeZone();
  useEffect(() => {
    document.title = `${pageId} · Studio`;
    heading.current?.focus();
  }, [pageId]);

  /** Runs one change; its answer (the stored page) replaces the list, a failure is said above it. */
  async function run(change: () => Promise<{ page: StudioPage }>, done: string): Promise<boolean> {
    setBusy(true);
    setFailure(null);
    try {
      const { page } = await change();
      setLoad((l) => ({ kind: 'loaded', value: { page, demoUrl: l.kind === 'loaded' ? l.value.demoUrl : null } }));
      setNotice(done);
      return true;
    } catch (error) {
      if (isSessionLost(error)) onSessionLost(errorText(error));
      else setFailure(errorText(error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function act(row: Row, action: WidgetAction, order: string[]) {
    switch (action) {
      case 'up':
      case 'down':
        await run(() => studioApi.reorderWidgets(pageId, moveInOrder(order, row.id, action === 'up' ? -1 : 1)), `${row.name} moved ${action}.`);
        return;
      case 'duplicate':
        await run(() => studioApi.createWidget(pageId, { duplicateOf: row.id }), `${row.name} duplicated.`);
        return;
      case 'delete':
        if (
          await confirm({
            title: 'Delete this widget?',
            message: `“${row.name}” will be removed from page ${pageId}. Visitors stop seeing it at their next page view. This cannot be undone.`,
            confirmLabel: 'Delete widget',
            destructive: true,
          })
        ) {
          await run(() => studioApi.deleteWidget(pageId, row.id), `${row.name} deleted.`);
        }
    }
  }

  async function createWidget(starter: WidgetStarter, name: string, template: string | undefined) {
    try {
      const answer = await studioApi.createWidget(pageId, { widget_type: starter.widget_type, channel: starter.channel, ...(name ? { name } : {}), ...(template ? { template } : {}) });
      setCreating(false);
      navigate(hrefOf({ screen: 'widget', pageId, widgetId: answer.widgetId }));
    } catch (error) {
      if (isSessionLost(error)) onSessionLost(errorText(error));
      throw error;
    }
  }

  const rows = load.kind === 'loaded' ? rowsOf(load.value.page) : [];
  const order = rows.map((r) => r.id);
  return (
    <>
      <Breadcrumbs trail={[{ label: 'Pages', href: hrefOf({ screen: 'pages' }) }, { label: pageId }]} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 ref={heading} tabIndex={-1} className="truncate text-2xl font-semibold tracking-tight text-slate-900 outline-none">
            {pageId}
          </h1>
          <p className="mt-1 text-sm text-slate-500">
            {load.kind === 'loaded'
              ? `${rows.length} ${rows.length === 1 ? 'widget' : 'widgets'}, in the order the page builds them; results of the last 30 days`
              : 'The page’s widgets'}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {load.kind === 'loaded' && load.value.demoUrl !== null && (
            <a
              href={load.value.demoUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-700 outline-none hover:bg-slate-100 focus-visible:ring-3 focus-visible:ring-accent-500/40"
            >
              View on the demo site
              <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4 text-slate-400">
                <path d="M11 3a1 1 0 1 0 0 2h2.59l-6.3 6.3a1 1 0 1 0 1.42 1.4L15 6.42V9a1 1 0 1 0 2 0V4a1 1 0 0 0-1-1h-5ZM5 5a2 2 0 0 0-2 2v8c0 1.1.9 2 2 2h8a2 2 0 0 0 2-2v-3a1 1 0 1 0-2 0v3H5V7h3a1 1 0 0 0 0-2H5Z" />
              </svg>
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
          <Link
            href={hrefOf({ screen: 'reports', pageId })}
            className="inline-flex h-9 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 shadow-xs outline-none data-hovered:bg-slate-50 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40"
          >
            Reports
          </Link>
          <Button
            onPress={() => setCreating(true)}
            isDisabled={load.kind !== 'loaded'}
            className="inline-flex h-9 items-center gap-1.5 rounded-lg bg-accent-600 px-3.5 text-sm font-semibold text-white shadow-xs outline-none data-disabled:opacity-50 data-hovered:bg-accent-700 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40"
          >
            <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
              <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
            </svg>
            New widget
          </Button>
        </div>
      </div>

      <p role="status" className="sr-only">
        {notice}
      </p>
      {failure !== null && (
        <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      )}

      <div className="mt-6 sm:mt-8">
        {load.kind === 'loading' && <LoadingNote>Loading the page…</LoadingNote>}
        {load.kind === 'failed' && <LoadFailure what="The page" message={load.message} onRetry={reload} />}
        {load.kind === 'loaded' && rows.length === 0 && (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <p className="text-sm font-medium text-slate-900">No widgets yet</p>
            <p className="mt-1 text-sm text-slate-500">Start with a bar, a slide-in or any other kind: “New widget”.</p>
          </div>
        )}
        {load.kind === 'loaded' && rows.length > 0 && (
          <WidgetList pageId={pageId} busy={busy} resultsFailure={results.kind === 'failed' ? results.message : null} onRetryResults={retryResults}>
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
                actions={<WidgetActions name={row.name} first={index === 0} last={index === rows.length - 1} busy={busy} onAction={(action) => void act(row, action, order)} />}
              />
            ))}
          </WidgetList>
        )}
      </div>
      {load.kind === 'loaded' && (
        <PageSettingsSection
          pageId={pageId}
          config={load.value.page.config}
          onSaved={(page) => setLoad((l) => ({ kind: 'loaded', value: { page, demoUrl: l.kind === 'loaded' ? l.value.demoUrl : null } }))}
          onSessionLost={onSessionLost}
        />
      )}
      {load.kind === 'loaded' && (
        <OverlayCapSection
          pageId={pageId}
          config={load.value.page.config}
          onSaved={(page) => setLoad((l) => ({ kind: 'loaded', value: { page, demoUrl: l.kind === 'loaded' ? l.value.demoUrl : null } }))}
          onSessionLost={onSessionLost}
        />
      )}
      {load.kind === 'loaded' && (
        <StackingSection
          pageId={pageId}
          config={load.value.page.config}
          onSaved={(page) => setLoad((l) => ({ kind: 'loaded', value: { page, demoUrl: l.kind === 'loaded' ? l.value.demoUrl : null } }))}
          onSessionLost={onSessionLost}
        />
      )}
      {load.kind === 'loaded' && <WebhooksSection pageId={pageId} onSessionLost={onSessionLost} />}
      {load.kind === 'loaded' && (
        <PrivacySection
          pageId={pageId}
          config={load.value.page.config}
          onSaved={(page) => setLoad((l) => ({ kind: 'loaded', value: { page, demoUrl: l.kind === 'loaded' ? l.value.demoUrl : null } }))}
          onSessionLost={onSessionLost}
        />
      )}
      {load.kind === 'loaded' && (
        <EmbedCodeSection pageId={pageId} pageConfig={load.value.page.config} nameOf={(id) => rows.find((row) => row.id === id)?.name ?? `Widget ${id}`} />
      )}
      {/* Mounted only while open: each opening starts from the first kind and an empty name. */}
      {creating && load.kind === 'loaded' && (
        <NewWidgetDialog isOpen onClose={() => setCreating(false)} onCreate={createWidget} pageId={pageId} pageConfig={load.value.page.config} />
      )}
      {confirmDialog}
    </>
  );
}
