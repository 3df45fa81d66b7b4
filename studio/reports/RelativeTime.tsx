/**
 * A time as people read it in a list ("3 minutes ago", studio/rules/relativeTime.ts) in a `<time>` whose
 * title is the exact date and time in this browser's zone; `exact` also shows that under it.
 */
import { relativeTime, secondsBetween } from '../rules/relativeTime';

const exactFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
const shortFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export interface RelativeTimeProps {
  /** ISO 8601 instant. */
  iso: string;
  now: number;
  /** Also show the date and time (short) under the relative one. */
  exact?: boolean;
}

export function RelativeTime({ iso, now, exact = false }: RelativeTimeProps) {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return <span>{iso}</span>;
  const date = new Date(at);
  return (
    <time dateTime={iso} title={exactFormat.format(date)} className="flex flex-col">
      {/* A row stored a moment after this page's clock reads (the two clocks differ slightly) is not "in 2 seconds". */}
      <span className="text-slate-700">{relativeTime(Math.min(0, secondsBetween(now, at))).text}</span>
      {exact && <span className="text-xs text-slate-500 tabular-nums">{shortFormat.format(date)}</span>}
    </time>
  );
}
