/** An address under /studio/ that names no screen (a mistyped link): say so and lead back to the pages. */
import { useEffect } from 'react';
import { Link } from 'react-aria-components';
import { hrefOf } from '../rules/studioRoute';

export function NotFound() {
  useEffect(() => {
    document.title = 'Not found · Studio';
  }, []);
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <h1 className="text-lg font-semibold text-slate-900">There is no such screen</h1>
      <p className="mt-1 text-sm text-slate-500">The address may be mistyped, or the page it named was deleted.</p>
      <Link
        href={hrefOf({ screen: 'pages' })}
        className="mt-4 inline-flex rounded-lg bg-accent-600 px-3 py-2 text-sm font-medium text-white outline-none data-hovered:bg-accent-700 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40"
      >
        Back to pages
      </Link>
    </div>
  );
}
