/**
 * The first signed-in screen: every page with its widgets, state and 30-day opt-ins (GET
 * /studio/api/pages), a filter, and the demo brand's banner while its demo data is there (issue 49). A 401
 * on the way (the session ended) hands back to the sign-in screen with the server's reason; any other
 * failure is said here with "Try again".
 */
import { errorText } from '../../bridge-protocol/errorText';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { navigate } from '../navigation/useStudioRoute';
import { NewPageDialog } from '../pages/NewPageDialog';
import { PageCardList } from '../pages/PageCardList';
import { PageFilter } from '../pages/PageFilter';
import { hrefOf } from '../rules/studioRoute';
import type { StudioPageSummary } from '../../bridge-protocol/studio/studioApi';
import { isSessionLost, studioApi } from '../api/client';
import { useStudioLoad } from '../api/useStudioLoad';
import { Breadcrumbs } from '../parts/Breadcrumbs';
import { DemoDataBanner } from '../parts/DemoDataBanner';
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

const countText = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function NewPageButton({ onPress }: { onPress: () => void }) {
  return (
    <Button
      onPress={onPress}
      className="inline-flex h-9 shrink-0 items-center justify-center gap-1.5 rounded-lg bg-accent-600 px-3.5 text-sm font-semibold text-white shadow-xs outline-none data-hovered:bg-accent-700 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40"
    >
      <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
        <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
      </svg>
      New page
    </Button>
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
            {load.kind === 'loaded' ? `${countText(pages.length, 'page', 'pages')} · ${countText(widgetCount, 'widget', 'widgets')}` : 'Every page that embeds the loader, with its widgets.'}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          {load.kind === 'loaded' && pages.length > 0 && <PageFilter value={query} onChange={setQuery} />}
          <NewPageButton onPress={() => setCreating(true)} />
        </div>
      </div>

      <div className="mt-6 sm:mt-8">
        {load.kind === 'loaded' && pages.some((p) => p.demo === true) && <DemoDataBanner onRemoved={reload} onSessionLost={onSessionLost} />}
        {load.kind === 'loading' && <LoadingNote>Loading pages…</LoadingNote>}
        {load.kind === 'failed' && <LoadFailure what="The pages" message={load.message} onRetry={reload} />}
        {load.kind === 'loaded' && <PageCardList pages={pages} shown={shown} query={query} onSessionLost={onSessionLost} />}
      </div>
      {creating && <NewPageDialog onClose={() => setCreating(false)} onCreate={createPage} />}
    </>
  );
}
