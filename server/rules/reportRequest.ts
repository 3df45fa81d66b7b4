/**
 * The query of the studio's report routes (`?from=YYYY-MM-DD&to=YYYY-MM-DD&tz=<IANA zone>`), checked
 * before anything reaches the database. Pure. The range rules are bridge-protocol/studio/reportRange.ts (the
 * studio checks the same ones); the zone rules are here:
 * - An IANA name ("Europe/Paris", "UTC", "Etc/GMT+5"), never an offset such as "+01:00": PostgreSQL
 *   reads offsets in POSIX style, where "+01:00" means one hour *west* of Greenwich, the opposite of
 *   ISO 8601, so an offset would silently count every day in the wrong hours.
 * - It must be a zone Intl knows (the runtime's ICU). The database has its own zone list; a name ICU
 *   knows and it does not is answered 400 by the route (studioReports.ts), never 500.
 * - It is passed on as given (no canonical renaming): the answer echoes what the studio asked.
 */
import { checkReportRange, type ReportRange } from '../../bridge-protocol/studio/reportRange';
import { isPlainObject } from '../../bridge-protocol/validate';

export interface ReportRequest extends ReportRange {
  tz: string;
}

type ReportRequestCheck = { ok: true; request: ReportRequest } | { ok: false; field: 'from' | 'to' | 'tz'; message: string };

/** Letters first (so no offset), then letters, digits, `_`, `+`, `-`, in up to three `/` parts. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]{0,31}(?:\/[A-Za-z0-9_+-]{1,32}){0,2}$/;

/** Whether `tz` is an IANA zone name the runtime knows. */
export function isKnownTimeZone(tz: string): boolean {
  if (!ZONE_NAME.test(tz)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    // RangeError: "Invalid time zone specified".
    return false;
  }
}

export function checkReportRequest(query: unknown): ReportRequestCheck {
  const q = isPlainObject(query) ? query : {};
  const range = checkReportRange(q.from, q.to);
  if (!range.ok) return range;
  const tz = q.tz;
  if (tz === undefined || tz === '') return { ok: false, field: 'tz', message: 'tz is required (an IANA time zone such as Europe/Paris)' };
  if (typeof tz !== 'string' || !isKnownTimeZone(tz)) {
    return { ok: false, field: 'tz', message: 'tz: expected an IANA time zone name such as Europe/Paris or UTC' };
  }
  return { ok: true, request: { ...range.range, tz } };
}
