/**
 * The reports' per-day bar chart, as numbers: how tall its scale is, which days get a label under the
 * axis, which day was the busiest, and how a day reads. Pure; the drawing is reports/DayChart.tsx.
 *
 * Decisions:
 * - The scale's top is a round number at or above the busiest day, and even, so its middle line is a
 *   whole count too: up to 10 the next even number (at least 2), above that 1, 2, 2.5, 3, 4, 5, 6 or 8
 *   times a power of ten. A chart of zeros keeps the top at 2 so its empty axis still reads.
 * - Under the axis: the first and last day, and the middle one when there are three days or more.
 * - Days read in the locale's short style ("May 9"), with the year when the range spans two years.
 */

const STEPS = [1, 2, 2.5, 3, 4, 5, 6, 8, 10];

export function chartCeiling(max: number): number {
  if (!Number.isFinite(max) || max <= 2) return 2;
  if (max <= 10) return Math.ceil(max / 2) * 2;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  for (const step of STEPS) {
    const top = step * magnitude;
    if (top >= max && Number.isInteger(top / 2)) return top;
  }
  // 10 × magnitude is always ≥ max; kept for the type checker's sake.
  return 10 * magnitude;
}

/** A bar's height as a share of the chart (0…100) for `count` under `ceiling`. */
export const barPercent = (count: number, ceiling: number): number => (ceiling <= 0 ? 0 : Math.min(100, (Math.max(0, count) / ceiling) * 100));

/** The indexes of the days labelled under the axis, for a chart of `length` days. */
export function labelledDays(length: number): number[] {
  if (length <= 0) return [];
  if (length <= 2) return Array.from({ length }, (_, i) => i);
  return [0, Math.floor((length - 1) / 2), length - 1];
}

/** The day with the most rows (the first of equals), or null when every day has none. */
export function busiestDay<D extends { day: string; count: number }>(days: readonly D[]): D | null {
  let best: D | null = null;
  for (const d of days) if (d.count > 0 && (best === null || d.count > best.count)) best = d;
  return best;
}

/** "May 9" (or "May 9, 2024" with `withYear`) for a `YYYY-MM-DD` day, in `locale`. */
export function dayLabel(day: string, locale = 'en-US', withYear = false): string {
  // The day is a calendar day, not an instant: formatted as UTC midnight in UTC it stays that day.
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** Whether labels need the year: the range's first and last day are in different years. */
export const spansYears = (days: readonly { day: string }[]): boolean =>
  days.length > 0 && days[0]!.day.slice(0, 4) !== days[days.length - 1]!.day.slice(0, 4);
