/**
 * The head of a page card: the page's id (a link to it), its state, "Demo data" on the demo brand's pages,
 * its widget count and 30-day opt-ins, and its reports. On a phone, Reports sits right of the title; on
 * wider screens, last, after the numbers.
 */
import { Link } from 'react-aria-components';
import type { StudioPageSummary } from '../../bridge-protocol/studio/studioApi';
import type { PageStatus } from '../rules/pageStatus';
import { hrefOf } from '../rules/studioRoute';
import { DemoBadge } from './DemoBadge';
import { PageOptIns } from './PageOptIns';
import { PageStatusBadge } from './PageStatusBadge';

export interface PageCardHeaderProps {
  page: StudioPageSummary;
  headingId: string;
  status: PageStatus;
  onSessionLost: (notice: string) => void;
}

export function PageCardHeader({ page, headingId, status, onSessionLost }: PageCardHeaderProps) {
  return (
    <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 bg-white px-4 py-3.5 sm:px-5">
      <h2 id={headingId} className="text-[0.9375rem] font-semibold text-slate-900">
        <Link
          href={hrefOf({ screen: 'page', pageId: page.id })}
          className="rounded outline-none data-hovered:text-accent-700 data-hovered:underline data-focus-visible:ring-2 data-focus-visible:ring-accent-500/60"
        >
          {page.id}
        </Link>
      </h2>
      <PageStatusBadge status={status} />
      {page.demo === true && <DemoBadge />}
      <Link
        href={hrefOf({ screen: 'reports', pageId: page.id })}
        className="ml-auto inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-accent-700 outline-none data-hovered:bg-accent-50 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40 sm:order-last sm:ml-0"
      >
        <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
          <path d="M15.5 2A1.5 1.5 0 0 0 14 3.5v13a1.5 1.5 0 0 0 1.5 1.5h1a1.5 1.5 0 0 0 1.5-1.5v-13A1.5 1.5 0 0 0 16.5 2h-1ZM9.5 6A1.5 1.5 0 0 0 8 7.5v9A1.5 1.5 0 0 0 9.5 18h1a1.5 1.5 0 0 0 1.5-1.5v-9A1.5 1.5 0 0 0 10.5 6h-1ZM3.5 10A1.5 1.5 0 0 0 2 11.5v5A1.5 1.5 0 0 0 3.5 18h1A1.5 1.5 0 0 0 6 16.5v-5A1.5 1.5 0 0 0 4.5 10h-1Z" />
        </svg>
        Reports<span className="sr-only"> of {page.id}</span>
      </Link>
      <dl className="flex w-full flex-wrap items-center gap-x-4 text-sm text-slate-500 sm:ml-auto sm:w-auto">
        <div className="flex gap-1">
          <dt className="sr-only">Widgets</dt>
          <dd>
            <span className="font-medium text-slate-700 tabular-nums">{page.widgets}</span> {page.widgets === 1 ? 'widget' : 'widgets'}
          </dd>
        </div>
        <PageOptIns pageId={page.id} onSessionLost={onSessionLost} />
      </dl>
    </header>
  );
}
