/**
 * A country's flag beside its name or dial code, in the country button and in every row of the list.
 * The SVG comes from its own lazy chunk (lazyCountryFlagIcon.ts); the 24×16 box (3:2) is there from
 * the start, grey until the flag arrives (or when a code has none), so nothing moves.
 *
 * Decorative: the country's name (or "Country code: …") is always next to it in text, so the whole
 * box is aria-hidden and the SVG carries no title.
 */
import { Suspense } from 'react';
import { LazyCountryFlagIcon } from './lazyCountryFlagIcon';

export function CountryFlag({ iso }: { iso: string | null }) {
  return (
    <span aria-hidden="true" data-flag={iso ?? undefined} className="inline-flex h-4 w-6 shrink-0 overflow-hidden rounded-[3px] bg-slate-200 ring-1 ring-slate-900/15">
      <Suspense fallback={null}>
        <LazyCountryFlagIcon iso={iso} className="block size-full" />
      </Suspense>
    </span>
  );
}
