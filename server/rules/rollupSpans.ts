/**
 * Which roll-up rows a range of time is read from (migration 008, server/stores/widgetResults.ts). Pure.
 * A range of days in any zone is one interval of UTC time, [start, end): its whole UTC days come from the
 * daily roll-up, and what is left at either end (less than a day each, none when the zone is UTC) from
 * the quarter-hour one. Both ends fall on a quarter-hour (every zone's offset since 1972 is whole
 * quarter-hours, and reports start in 2016), so a quarter-hour row lies wholly inside the range or outside.
 * Times are epoch milliseconds: a range may end in the year 10000, which ISO day strings do not spell.
 */
const DAY_MS = 86_400_000;

/** [from, to): `to` excluded, empty when from === to. */
export type Span = readonly [from: number, to: number];

export interface RollupSpans {
  /** The whole UTC days (midnights). */
  days: Span;
  /** The part before the whole days. */
  head: Span;
  /** The part after them. */
  tail: Span;
}

export function rollupSpans(start: number, end: number): RollupSpans {
  const firstWhole = Math.ceil(start / DAY_MS) * DAY_MS;
  const lastWhole = Math.floor(end / DAY_MS) * DAY_MS;
  // A range of under two days may hold no whole UTC day: then it is all head, read once.
  const headEnd = Math.min(firstWhole, end);
  const tailStart = Math.max(lastWhole, headEnd);
  return {
    days: firstWhole < lastWhole ? [firstWhole, lastWhole] : [firstWhole, firstWhole],
    head: [start, headEnd],
    tail: [tailStart, end],
  };
}
