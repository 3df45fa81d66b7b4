/**
 * The trail above every signed-in screen's heading, one look everywhere: Pages / <page> / <widget or
 * Reports>. Every step but the last is a link (React Aria's, so the router takes it and it still opens in
 * a new tab); the last is the screen itself (`aria-current="page"`), cut with an ellipsis when long.
 */
import { Link } from 'react-aria-components';

export interface Crumb {
  label: string;
  /** Absent on the last step: the screen itself. */
  href?: string;
}

export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-2">
      <ol className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-slate-500">
        {trail.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} className="flex min-w-0 items-center gap-1.5">
            {index > 0 && (
              <span aria-hidden="true" className="text-slate-300">
                /
              </span>
            )}
            {crumb.href === undefined ? (
              <span aria-current="page" className="max-w-[16rem] truncate text-slate-600">
                {crumb.label}
              </span>
            ) : (
              <Link
                href={crumb.href}
                className="max-w-[16rem] truncate rounded-sm font-medium text-slate-600 outline-none data-hovered:text-accent-700 data-hovered:underline data-focus-visible:ring-2 data-focus-visible:ring-accent-500/50"
              >
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
