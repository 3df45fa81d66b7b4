import type { ReactNode } from 'react';

export interface GallerySectionProps {
  title: string;
  /** What the section's controls last reported through their callbacks, for the tester to check. */
  reported?: string;
  children: ReactNode;
}

/** One block of the controls gallery: a heading, the controls, and the value they reported. */
export function GallerySection({ title, reported, children }: GallerySectionProps) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-medium text-slate-800">{title}</h2>
      {children}
      {reported !== undefined && <p className="text-xs text-slate-500">Reported: {reported}</p>}
    </section>
  );
}
