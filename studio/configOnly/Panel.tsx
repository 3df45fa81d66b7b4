import { useId, type ReactNode } from 'react';

export interface PanelProps {
  title: string;
  description?: ReactNode;
  /** Right of the title: a badge or an action. */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One card of a configuration-only screen: a titled section of settings or of what they produce. */
export function Panel({ title, description, aside, children, className = '' }: PanelProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`rounded-xl border border-slate-200 bg-white shadow-xs ${className}`}>
      <header className="flex items-start justify-between gap-3 border-b border-slate-100 px-4 py-3.5 sm:px-5">
        <div className="min-w-0">
          <h2 id={headingId} className="text-[0.9375rem] font-semibold text-slate-900">
            {title}
          </h2>
          {description !== undefined && <p className="mt-0.5 text-sm text-slate-500">{description}</p>}
        </div>
        {aside}
      </header>
      <div className="flex flex-col gap-5 px-4 py-4 sm:px-5 sm:py-5">{children}</div>
    </section>
  );
}
