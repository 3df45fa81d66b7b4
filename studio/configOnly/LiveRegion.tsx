import type { ReactNode } from 'react';

/**
 * A polite live region that is always in the document, so what appears in it later (a contrast warning,
 * "Copied") is announced: screen readers announce changes of a region, not regions that arrive. Empty,
 * it is taken out of the layout's flow (not hidden: a hidden region is not watched), so it adds no gap.
 */
export function LiveRegion({ children, className = '' }: { children?: ReactNode; className?: string }) {
  return (
    <div role="status" className={`empty:absolute ${className}`}>
      {children}
    </div>
  );
}
