/**
 * The pages screen's list under its filter: "No pages yet", "nothing matches", or each page's card, with
 * the filter's count said to screen readers.
 */
import type { StudioPageSummary } from '../../bridge-protocol/studio/studioApi';
import { PageCard } from '../parts/PageCard';

export interface PageCardListProps {
  pages: readonly StudioPageSummary[];
  shown: readonly StudioPageSummary[];
  query: string;
  onSessionLost: (notice: string) => void;
}

export function PageCardList({ pages, shown, query, onSessionLost }: PageCardListProps) {
  if (pages.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <p className="text-sm font-medium text-slate-900">No pages yet</p>
        <p className="mt-1 text-sm text-slate-500">“New page” makes one for your site; the admin API can save one too.</p>
      </div>
    );
  }
  const filter = query.trim();
  return (
    <>
      <p role="status" className="sr-only">
        {filter === '' ? '' : `${shown.length} of ${pages.length} pages shown`}
      </p>
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-sm text-slate-500">No page or widget matches “{filter}”.</p>
      ) : (
        <ul className="flex flex-col gap-4 sm:gap-5" aria-label="Pages">
          {shown.map((page) => (
            <li key={page.id}>
              <PageCard page={page} onSessionLost={onSessionLost} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
