/** The page screen's head: the page's id, how many widgets, and its actions (the demo site, Reports, New widget). */
import type { RefObject } from 'react';
import { Button, Link } from 'react-aria-components';
import { hrefOf } from '../rules/studioRoute';

export interface PageHeadingProps {
  pageId: string;
  heading: RefObject<HTMLHeadingElement | null>;
  /** The widget count once loaded, else null. */
  widgets: number | null;
  demoUrl: string | null;
  onNewWidget: (() => void) | null;
}

function DemoSiteLink({ href }: { href: string }) {
  return (
    <a
      href={href}
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
  );
}

export function PageHeading({ pageId, heading, widgets, demoUrl, onNewWidget }: PageHeadingProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 ref={heading} tabIndex={-1} className="truncate text-2xl font-semibold tracking-tight text-slate-900 outline-none">
          {pageId}
        </h1>
        <p className="mt-1 text-sm text-slate-500">
          {widgets !== null ? `${widgets} ${widgets === 1 ? 'widget' : 'widgets'}, in the order the page builds them; results of the last 30 days` : 'The page’s widgets'}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {demoUrl !== null && <DemoSiteLink href={demoUrl} />}
        <Link
          href={hrefOf({ screen: 'reports', pageId })}
          className="inline-flex h-9 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 shadow-xs outline-none data-hovered:bg-slate-50 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40"
        >
          Reports
        </Link>
        <Button
          onPress={() => onNewWidget?.()}
          isDisabled={onNewWidget === null}
          className="inline-flex h-9 items-center gap-1.5 rounded-lg bg-accent-600 px-3.5 text-sm font-semibold text-white shadow-xs outline-none data-disabled:opacity-50 data-hovered:bg-accent-700 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40"
        >
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
            <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
          </svg>
          New widget
        </Button>
      </div>
    </div>
  );
}
