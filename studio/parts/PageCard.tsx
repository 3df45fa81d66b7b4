/**
 * One page of the pages screen: its head (id, state, demo mark, widgets, 30-day opt-ins, reports;
 * PageCardHeader.tsx), then each widget (PageWidgetLine.tsx). A list, not a table: at 375 px a widget's
 * type and channel go under its name.
 */
import { getLocalTimeZone } from '@internationalized/date';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import type { StudioPageSummary } from '../../bridge-protocol/studio/studioApi';
import { useNow } from '../reports/useNow';
import { pageStatus } from '../rules/pageStatus';
import { PageCardHeader } from './PageCardHeader';
import { PageWidgetLine, WIDGET_LINE_COLUMNS } from './PageWidgetLine';

/** A long page (seven widgets or more, such as the gallery's nine) shows its first widgets and a button for the rest. */
const COLLAPSED_COUNT = 5;
const COLLAPSE_ABOVE = 7;

function ShowAllButton({ expanded, count, listId, onToggle }: { expanded: boolean; count: number; listId: string; onToggle: () => void }) {
  return (
    <div className="border-t border-slate-100 px-4 py-2 sm:px-5">
      <Button
        onPress={onToggle}
        aria-expanded={expanded}
        aria-controls={listId}
        className="-ml-2 inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-accent-700 outline-none data-hovered:bg-accent-50 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40"
      >
        {expanded ? 'Show fewer' : `Show all ${count} widgets`}
        <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`}>
          <path fillRule="evenodd" d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z" clipRule="evenodd" />
        </svg>
      </Button>
    </div>
  );
}

export function PageCard({ page, onSessionLost }: { page: StudioPageSummary; onSessionLost: (notice: string) => void }) {
  const headingId = `page-${page.id}`;
  const listId = `widgets-${page.id}`;
  const now = useNow();
  const collapsible = page.widgetList.length >= COLLAPSE_ABOVE;
  const [expanded, setExpanded] = useState(false);
  const shown = collapsible && !expanded ? page.widgetList.slice(0, COLLAPSED_COUNT) : page.widgetList;
  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs">
      <PageCardHeader page={page} headingId={headingId} status={pageStatus(page.widgetList, now, getLocalTimeZone())} onSessionLost={onSessionLost} />
      {page.widgetList.length === 0 ? (
        <p className="px-4 py-4 text-sm text-slate-500 sm:px-5">No widgets on this page.</p>
      ) : (
        <>
          <div aria-hidden="true" className={`hidden gap-x-3 bg-slate-50 px-5 py-2 text-[0.6875rem] font-semibold tracking-wide text-slate-500 uppercase sm:grid ${WIDGET_LINE_COLUMNS}`}>
            <span>ID</span>
            <span>Name</span>
            <span>Type</span>
            <span>Channel</span>
          </div>
          <ul id={listId} className="divide-y divide-slate-100" aria-label={`Widgets of ${page.id}`}>
            {shown.map((widget, index) => (
              // Ids are unique per page in a good configuration; the index keeps a duplicate from breaking the list.
              <PageWidgetLine key={`${String(widget.id)}-${index}`} widget={widget} pageId={page.id} />
            ))}
          </ul>
          {collapsible && <ShowAllButton expanded={expanded} count={page.widgetList.length} listId={listId} onToggle={() => setExpanded((v) => !v)} />}
        </>
      )}
    </article>
  );
}
