/**
 * What the page screen says of a widget's state, from what its configuration holds: the product has no
 * pause switch, so the states are the ones the configuration can put a widget in.
 *
 * - `offSite`: a configuration-only kind (an m.me link, a Messenger code, an ad, comment replies): it is
 *   shared or used elsewhere, nothing of it shows on the page.
 * - `broken`: its schedule cannot be read; the frame then keeps the widget off (bridge-protocol/schedule.ts).
 * - `scheduled`: its schedule starts later. `ended`: its schedule is over.
 * - `live`: on the site (within its dates, if it has any); the detail says when it also keeps to certain
 *   days or hours, or when its dates end. Whether this very minute is inside those hours is not said:
 *   that depends on each visitor's clock when the schedule has no zone.
 *
 * Wall-clock readings (no zone in the text) are compared with `now` on the schedule's zone's clock, or on
 * `localZone` (the owner's browser) when it has none. Pure: `now`, the zone and the locale are passed in.
 */
import { fromAbsolute, toCalendarDateTime } from '@internationalized/date';
import { CONFIG_ONLY_WIDGET_TYPES, withWidgetAliases } from '../../bridge-protocol/config';
import type { DateTimeReading } from '../../bridge-protocol/dateTimeFormats';
import { readSchedule, type ScheduleWindow } from '../../bridge-protocol/schedule';
import { isPlainObject } from '../../bridge-protocol/validate';

export type WidgetStatusKind = 'live' | 'scheduled' | 'ended' | 'broken' | 'offSite';

export interface WidgetStatus {
  kind: WidgetStatusKind;
  label: string;
  /** A second line, or null. */
  detail: string | null;
}

const DAY_MS = 86_400_000;

/** `now` as `zone`'s wall clock reads it, on the wall-clock readings' scale (as if it were UTC). */
function wallClockMs(now: number, zone: string): number {
  const t = toCalendarDateTime(fromAbsolute(now, zone));
  return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second, t.millisecond);
}

/** Whether `reading` is at or before `now`. */
function hasPassed(reading: DateTimeReading, now: number, zone: string): boolean {
  return reading.ms <= (reading.zoned ? now : wallClockMs(now, zone));
}

/** The day a reading falls on, in words ("Dec 1, 2026"); an end written as a date alone names that date. */
function dayText(reading: DateTimeReading, zone: string, locale: string | undefined, isEnd: boolean): string {
  const ms = isEnd && reading.dateOnly ? reading.ms - DAY_MS : reading.ms;
  // A wall-clock reading is already the zone's own date on the UTC scale.
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: reading.zoned ? zone : 'UTC' }).format(ms);
}

function scheduledStatus(window: ScheduleWindow, now: number, zone: string, locale: string | undefined): WidgetStatus {
  if (window.start !== null && !hasPassed(window.start, now, zone)) {
    return { kind: 'scheduled', label: 'Scheduled', detail: `Shows from ${dayText(window.start, zone, locale, false)}` };
  }
  if (window.end !== null && hasPassed(window.end, now, zone)) {
    return { kind: 'ended', label: 'Schedule ended', detail: `Ended ${dayText(window.end, zone, locale, true)}` };
  }
  const limited = window.days !== null || window.hours !== null;
  const until = window.end === null ? null : `until ${dayText(window.end, zone, locale, true)}`;
  const detail = limited ? `On certain days or hours${until === null ? '' : `, ${until}`}` : until === null ? null : `Shows ${until}`;
  return { kind: 'live', label: 'On the site', detail };
}

export function widgetStatus(raw: Record<string, unknown>, now: number, localZone: string, locale?: string): WidgetStatus {
  const widget = withWidgetAliases(raw) as Record<string, unknown>;
  if ((CONFIG_ONLY_WIDGET_TYPES as readonly unknown[]).includes(widget.widget_type)) {
    return { kind: 'offSite', label: 'Not on the site', detail: 'Shared as a link, a code or an ad' };
  }
  const setup = isPlainObject(widget.data) && isPlainObject(widget.data.setup) ? widget.data.setup : {};
  let problems = 0;
  const window = readSchedule(setup.schedule, 'schedule', () => (problems += 1));
  if (problems > 0) return { kind: 'broken', label: 'Off', detail: 'Its schedule needs a fix' };
  if (window === null) return { kind: 'live', label: 'On the site', detail: null };
  return scheduledStatus(window, now, window.timeZone ?? localZone, locale);
}
