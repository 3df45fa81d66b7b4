/**
 * `/studio/pages/:pageId`: one page's widgets in the order the loader builds them, each with its menu
 * (pages/usePageChanges.ts), "New widget", the page's reports, the demo site's page that embeds it, and
 * its parts (pages/PageSections.tsx: "Brand and legal", the overlay cap, webhooks, privacy, embed code). A
 * demo brand's page says so, with "Remove demo data" (issue 49). Every change answers with the page as
 * stored, which replaces the list: what is shown is always what visitors get.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StudioPage } from '../../bridge-protocol/studio/studioApi';
import { studioApi } from '../api/client';
import { useStudioLoad } from '../api/useStudioLoad';
import { navigate } from '../navigation/useStudioRoute';
import { NewWidgetDialog } from '../pages/NewWidgetDialog';
import { PageHeading } from '../pages/PageHeading';
import { PageSections } from '../pages/PageSections';
import { PageWidgets } from '../pages/PageWidgets';
import { usePageChanges } from '../pages/usePageChanges';
import { useWidgetResults } from '../pages/useWidgetResults';
import { Breadcrumbs } from '../parts/Breadcrumbs';
import { DemoDataBanner } from '../parts/DemoDataBanner';
import { LoadFailure, LoadingNote } from '../parts/LoadStates';
import { rowsOf } from '../rules/pageRows';
import { hrefOf } from '../rules/studioRoute';

export interface PageScreenProps {
  pageId: string;
  onSessionLost: (notice: string) => void;
}

/** The page as stored, where the demo site shows it (null: not the reference server), and whether it is demo data. */
interface Loaded {
  page: StudioPage;
  demoUrl: string | null;
  demo: boolean;
}

export function PageScreen({ pageId, onSessionLost }: PageScreenProps) {
  const [creating, setCreating] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const fetchPage = useCallback(
    (): Promise<Loaded> => studioApi.page(pageId).then((answer) => ({ page: answer.page, demoUrl: answer.demoUrl ?? null, demo: answer.demo === true })),
    [pageId],
  );
  const { load, reload, setLoad } = useStudioLoad(fetchPage, onSessionLost);
  const { results, retryResults } = useWidgetResults(pageId, onSessionLost);
  const onPage = useCallback((page: StudioPage) => setLoad((l) => (l.kind === 'loaded' ? { kind: 'loaded', value: { ...l.value, page } } : l)), [setLoad]);
  const changes = usePageChanges(pageId, onPage, onSessionLost);
  useEffect(() => {
    document.title = `${pageId} · Studio`;
    heading.current?.focus();
  }, [pageId]);

  const rows = load.kind === 'loaded' ? rowsOf(load.value.page) : [];
  return (
    <>
      <Breadcrumbs trail={[{ label: 'Pages', href: hrefOf({ screen: 'pages' }) }, { label: pageId }]} />
      {load.kind === 'loaded' && load.value.demo && <DemoDataBanner onRemoved={() => navigate(hrefOf({ screen: 'pages' }))} onSessionLost={onSessionLost} />}
      <PageHeading
        pageId={pageId}
        heading={heading}
        widgets={load.kind === 'loaded' ? rows.length : null}
        demoUrl={load.kind === 'loaded' ? load.value.demoUrl : null}
        onNewWidget={load.kind === 'loaded' ? () => setCreating(true) : null}
      />
      <p role="status" className="sr-only">
        {changes.notice}
      </p>
      {changes.failure !== null && (
        <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {changes.failure}
        </p>
      )}
      <div className="mt-6 sm:mt-8">
        {load.kind === 'loading' && <LoadingNote>Loading the page…</LoadingNote>}
        {load.kind === 'failed' && <LoadFailure what="The page" message={load.message} onRetry={reload} />}
        {load.kind === 'loaded' && (
          <PageWidgets
            pageId={pageId}
            rows={rows}
            busy={changes.busy}
            results={results}
            onRetryResults={retryResults}
            onAction={(row, action) => void changes.act(row, action, rows.map((r) => r.id))}
          />
        )}
      </div>
      {load.kind === 'loaded' && <PageSections pageId={pageId} page={load.value.page} rows={rows} onSaved={onPage} onSessionLost={onSessionLost} />}
      {/* Mounted only while open: each opening starts from the first kind and an empty name. */}
      {creating && load.kind === 'loaded' && (
        <NewWidgetDialog isOpen onClose={() => setCreating(false)} onCreate={changes.createWidget} pageId={pageId} pageConfig={load.value.page.config} />
      )}
      {changes.confirmDialog}
    </>
  );
}
