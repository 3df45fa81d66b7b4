/** The product's mark: a speech bubble with a check, in the accent colour. Decorative. */
export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <span className={`inline-grid shrink-0 place-items-center rounded-lg bg-accent-600 text-white shadow-sm ${className}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" className="size-[60%]" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4h0A1.5 1.5 0 0 1 4 14.5z" />
        <path d="m8.5 9.5 2.3 2.3 4.7-4.6" />
      </svg>
    </span>
  );
}
