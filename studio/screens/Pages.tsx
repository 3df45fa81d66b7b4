/**
 * The first signed-in screen: every page with its widgets (GET /studio/api/pages), a filter, and the
 * header with "Sign out". A 401 on the way (the session ended) hands back to the sign-in screen with
 * the server's reason; any other failure is said here with "Try again".
 */
import { errorText } from '../../bridge-protocol/errorText';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { navigate } from '../navigation/useStudioRoute';
import { NewPageDialog } from '../pages/NewPageDialog';
import { hrefOf } from '../rules/studioRoute';
import type { StudioPageSummary } from '../../bridge-protocol/studio/studioApi';
import { isSessionLost, studioApi } from '../api/client';
import { useStudioLoad } from '../api/useStudioLoad';
import { Breadcrumbs } from '../parts/Breadcrumbs';
import { PageCard } from '../parts/PageCard';
import { LoadFailure, LoadingNote } from '../parts/LoadStates';
import { typeLabel } from '../parts/widgetLabels';

export interface PagesProps {
  /** The session ended (a 401): the shell shows the sign-in screen with this reason. */
  onSessionLost: (notice: string) => void;
}

/** Every page with its widgets; a module function, so the load hook sees one stable fetch. */
const fetchPageList = () => studioApi.pages().then((answer) => answer.pages);

/** Whether a page matches the filter: its id, or any widget's id, name or type. */
function matches(page: StudioPageSummary, query: string): boolean {
  if (query === '') return true;
  if (page.id.toLowerCase().includes(query)) return true;
  return page.widgetList.some(
    (w) => String(w.id).toLowerCase() === query || w.name.toLowerCase().includes(query) || typeLabel(w.type).toLowerCase().includes(query),
  );
}

export function Pages({ onSessionLost }: PagesProps) {
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const { load, reload } = useStudioLoad(fetchPageList, onSessionLost);

  useEffect(() => {
    document.title = 'Pages · Studio';
    // After signing in, focus moves to the screen's heading, so a screen reader starts here.
    heading.current?.focus();
  }, []);

  async function createPage(pageId: string) {
    try {
      await studioApi.createPage(pageId);
      navigate(hrefOf({ screen: 'page', pageId }));
    } catch (error) {
      if (isSessionLost(error)) onSessionLost(errorText(error));
      throw error;
    }
  }

  const normalized = query.trim().toLowerCase();
  const pages = load.kind === 'loaded' ? load.value : [];
  const shown = useMemo(() => pages.filter((p) => matches(p, normalized)), [pages, normalized]);
  const widgetCount = pages.reduce((sum, p) => sum + p.widgets, 0);

  return (
    <>
      <Breadcrumbs trail={[{ label: 'Pages' }]} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold tracking-tight text-slate-900 outline-none">
            Pages
          </h1>
          <p className="mt-1 text-sm text-slate-500">
            {load.kind === 'loaded'
              ? `${pages.length} ${pages.length === 1 ? 'page' : 'pages'} · ${widgetCount} ${widgetCount === 1 ? 'widget' : 'widgets'}`
              : 'Every page that embeds the loader, with its widgets.'}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          {load.kind === 'loaded' && pages.length > 0 && (
            <SearchField value={query} onChange={setQuery} className="group flex w-full flex-col gap-1 sm:w-72">
              <Label className="sr-only">Filter pages</Label>
              <div className="relative">
                <svg
                  viewBox="0 0 20 20"
                  fill="currentColor"
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
                >
                  <path
                    fillRule="evenodd"
                    d="M9 3.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM2 9a7 7 0 1 1 12.45 4.39l3.08 3.08a.75.75 0 1 1-1.06 1.06l-3.08-3.08A7 7 0 0 1 2 9Z"
                    clipRule="evenodd"
                  />
                </svg>
                <Input
                  placeholder="Filter by page, widget or type"
                  className="w-full rounded-lg border border-slate-300 bg-white py-2 pr-9 pl-9 text-sm text-slate-900 shadow-xs outline-none placeholder:text-slate-500 data-focused:border-accent-600 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/30 [&::-webkit-search-cancel-button]:hidden"
                />
                <Button
                  aria-label="Clear filter"
                  className="absolute top-1/2 right-1.5 grid size-7 -translate-y-1/2 place-items-center rounded-md text-slate-500 outline-none group-data-empty:hidden data-hovered:bg-slate-100 data-hovered:text-slate-700 data-focus-visible:ring-2 data-focus-visible:ring-accent-500/50"
                >
                  <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
                    <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
                  </svg>
                </Button>
              </div>
            </SearchField>
          )}
          <Button
            onPress={() => setCreating(true)}
            className="inline-flex h-9 shrink-0 items-center justify-center gap-1.5 rounded-lg bg-accent-600 px-3.5 text-sm font-semibold text-white shadow-xs outline-none data-hovered:bg-accent-700 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40"
          >
            <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
              <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
            </svg>
            New page
          </Button>
        </div>
      </div>

      <div className="mt-6 sm:mt-8">
        {load.kind === 'loading' && <LoadingNote>Loading pages…</LoadingNote>}
        {load.kind === 'failed' && <LoadFailure what="The pages" message={load.message} onRetry={reload} />}
        {load.kind === 'loaded' && pages.length === 0 && (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <p className="text-sm font-medium text-slate-900">No pages yet</p>
            <p className="mt-1 text-sm text-slate-500">
              Pages are seeded from <code className="font-mono">demo/config/*.json</code> at start, or saved through the admin API.
            </p>
          </div>
        )}
        {load.kind === 'loaded' && pages.length > 0 && (
          <>
            <p role="status" className="sr-only">
              {normalized === '' ? '' : `${shown.length} of ${pages.length} pages shown`}
            </p>
            {shown.length === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-sm text-slate-500">
                No page or widget matches “{query.trim()}”.
              </p>
            ) : (
              <ul className="flex flex-col gap-4 sm:gap-5" aria-label="Pages">
                {shown.map((page) => (
                  <li key={page.id}>
                    <PageCard page={page} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      {creating && <NewPageDialog onClose={() => setCreating(false)} onCreate={createPage} />}
    </>
  );
}
