/**
 * One page of the pages screen: its id, where its configuration comes from, how many widgets it has and
 * when it last changed, then each widget (id, name, type, channel). A list, not a table: at 375 px a
 * widget's type and channel go under its name. Every value carries its name for screen readers, so the
 * column heads over the list (wide screens only) are decoration.
 */
import { useState } from 'react';
import { Button, Link } from 'react-aria-components';
import type { StudioPageSummary, StudioWidgetSummary } from '../../bridge-protocol/studio/studioApi';
import { hrefOf } from '../rules/studioRoute';
import { channelLabel, typeLabel, type ChannelTone } from './widgetLabels';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A long page (seven widgets or more, such as the gallery's nine) shows its first widgets and a button for the rest. */
const COLLAPSED_COUNT = 5;
const COLLAPSE_ABOVE = 7;

const TONE_DOT: Readonly<Record<ChannelTone, string>> = {
  messenger: 'bg-sky-500',
  sms: 'bg-emerald-500',
  omni: 'bg-violet-500',
  none: 'bg-slate-400',
  other: 'bg-amber-500',
};

function WidgetRow({ widget, pageId }: { widget: StudioWidgetSummary; pageId: string }) {
  const channel = channelLabel(widget.channel);
  return (
    <li className="grid grid-cols-[3.5rem_minmax(0,1fr)] items-center gap-x-3 gap-y-1.5 px-4 py-3 sm:grid-cols-[4.5rem_minmax(0,1fr)_9rem_8.5rem] sm:px-5">
      <span className="text-xs font-medium text-slate-500 tabular-nums">
        <span className="sr-only">Widget </span>#{String(widget.id)}
      </span>
      <Link
        href={hrefOf({ screen: 'widget', pageId, widgetId: String(widget.id) })}
        className={`truncate rounded text-sm outline-none data-hovered:text-accent-700 data-hovered:underline data-focus-visible:ring-2 data-focus-visible:ring-accent-500/60 ${widget.name === '' ? 'text-slate-500 italic' : 'font-medium text-slate-800'}`}
      >
        {widget.name === '' ? 'Untitled' : widget.name}
      </Link>
      <span className="col-start-2 flex flex-wrap items-center gap-1.5 sm:contents">
        <span className="inline-flex w-fit items-center rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
          <span className="sr-only">Type: </span>
          {typeLabel(widget.type)}
        </span>
        <span className="inline-flex w-fit items-center gap-1.5 rounded-md px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200 ring-inset">
          <span className={`size-1.5 rounded-full ${TONE_DOT[channel.tone]}`} aria-hidden="true" />
          <span className="sr-only">Channel: </span>
          {channel.label}
        </span>
      </span>
    </li>
  );
}

export function PageCard({ page }: { page: StudioPageSummary }) {
  const headingId = `page-${page.id}`;
  const listId = `widgets-${page.id}`;
  const updated = new Date(page.updatedAt);
  const collapsible = page.widgetList.length >= COLLAPSE_ABOVE;
  const [expanded, setExpanded] = useState(false);
  const shown = collapsible && !expanded ? page.widgetList.slice(0, COLLAPSED_COUNT) : page.widgetList;
  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 bg-white px-4 py-3.5 sm:px-5">
        <h2 id={headingId} className="text-[0.9375rem] font-semibold text-slate-900">
          <Link
            href={hrefOf({ screen: 'page', pageId: page.id })}
            className="rounded outline-none data-hovered:text-accent-700 data-hovered:underline data-focus-visible:ring-2 data-focus-visible:ring-accent-500/60"
          >
            {page.id}
          </Link>
        </h2>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${
            page.source === 'admin' ? 'bg-accent-50 text-accent-700 ring-accent-600/20' : 'bg-slate-50 text-slate-600 ring-slate-500/20'
          }`}
        >
          {page.source === 'admin' ? 'Edited' : 'Demo file'}
        </span>
        {/* Right of the title on a phone; last, after the counts, on wider screens. */}
        <Link
          href={hrefOf({ screen: 'reports', pageId: page.id })}
          className="ml-auto inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-accent-700 outline-none data-hovered:bg-accent-50 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40 sm:order-last sm:ml-0"
        >
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
            <path d="M15.5 2A1.5 1.5 0 0 0 14 3.5v13a1.5 1.5 0 0 0 1.5 1.5h1a1.5 1.5 0 0 0 1.5-1.5v-13A1.5 1.5 0 0 0 16.5 2h-1ZM9.5 6A1.5 1.5 0 0 0 8 7.5v9A1.5 1.5 0 0 0 9.5 18h1a1.5 1.5 0 0 0 1.5-1.5v-9A1.5 1.5 0 0 0 10.5 6h-1ZM3.5 10A1.5 1.5 0 0 0 2 11.5v5A1.5 1.5 0 0 0 3.5 18h1A1.5 1.5 0 0 0 6 16.5v-5A1.5 1.5 0 0 0 4.5 10h-1Z" />
          </svg>
          Reports<span className="sr-only"> of {page.id}</span>
        </Link>
        <dl className="flex w-full items-center gap-x-4 text-sm text-slate-500 sm:ml-auto sm:w-auto">
          <div className="flex gap-1">
            <dt className="sr-only">Widgets</dt>
            <dd>
              <span className="font-medium text-slate-700 tabular-nums">{page.widgets}</span> {page.widgets === 1 ? 'widget' : 'widgets'}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>Updated</dt>
            <dd>{Number.isNaN(updated.getTime()) ? page.updatedAt : <time dateTime={page.updatedAt}>{dateFormat.format(updated)}</time>}</dd>
          </div>
        </dl>
      </header>
      {page.widgetList.length === 0 ? (
        <p className="px-4 py-4 text-sm text-slate-500 sm:px-5">No widgets on this page.</p>
      ) : (
        <>
          <div
            aria-hidden="true"
            className="hidden grid-cols-[4.5rem_minmax(0,1fr)_9rem_8.5rem] gap-x-3 bg-slate-50 px-5 py-2 text-[0.6875rem] font-semibold tracking-wide text-slate-500 uppercase sm:grid"
          >
            <span>ID</span>
            <span>Name</span>
            <span>Type</span>
            <span>Channel</span>
          </div>
          <ul id={listId} className="divide-y divide-slate-100" aria-label={`Widgets of ${page.id}`}>
            {shown.map((widget, index) => (
              // Ids are unique per page in a good configuration; the index keeps a duplicate from breaking the list.
              <WidgetRow key={`${String(widget.id)}-${index}`} widget={widget} pageId={page.id} />
            ))}
          </ul>
          {collapsible && (
            <div className="border-t border-slate-100 px-4 py-2 sm:px-5">
              <Button
                onPress={() => setExpanded((v) => !v)}
                aria-expanded={expanded}
                aria-controls={listId}
                className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 -ml-2 text-sm font-medium text-accent-700 outline-none data-hovered:bg-accent-50 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40"
              >
                {expanded ? 'Show fewer' : `Show all ${page.widgetList.length} widgets`}
                <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`}>
                  <path fillRule="evenodd" d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z" clipRule="evenodd" />
                </svg>
              </Button>
            </div>
          )}
        </>
      )}
    </article>
  );
}
