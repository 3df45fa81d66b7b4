import { describe, expect, it } from 'vitest';
import { readSchedule, type WidgetSchedule } from '../../../bridge-protocol/schedule';
import { isWithinSchedule, nextScheduleCheckIn, SCHEDULE_RECHECK_MAX_MS, wallClockAt } from '../../../frame-app/rules/schedule';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function windowOf(schedule: WidgetSchedule) {
  return readSchedule(schedule, 'schedule', (path, message) => expect.fail(`${path}: ${message}`));
}

describe('wallClockAt', () => {
  it('reads an instant on the wall clock of a time zone, summer and winter', () => {
    expect(wallClockAt(Date.UTC(2026, 6, 1, 12), 'America/New_York')).toBe(Date.UTC(2026, 6, 1, 8));
    expect(wallClockAt(Date.UTC(2026, 11, 1, 12, 0, 0, 250), 'America/New_York')).toBe(Date.UTC(2026, 11, 1, 7, 0, 0, 250));
    expect(wallClockAt(Date.UTC(2026, 11, 31, 23, 30), 'Asia/Tokyo')).toBe(Date.UTC(2027, 0, 1, 8, 30));
  });
});

describe('isWithinSchedule', () => {
  it('no schedule: any time, and nothing to wait for', () => {
    expect(isWithinSchedule(null, Date.UTC(2026, 0, 1))).toBe(true);
    expect(nextScheduleCheckIn(null, Date.UTC(2026, 0, 1))).toBeNull();
  });

  it('a start without a zone is the wall clock of the schedule’s zone (Paris is UTC+1 in December)', () => {
    const window = windowOf({ start: '2026-12-01T09:00', timeZone: 'Europe/Paris' });
    expect(isWithinSchedule(window, Date.UTC(2026, 11, 1, 8) - 1)).toBe(false);
    expect(isWithinSchedule(window, Date.UTC(2026, 11, 1, 8))).toBe(true);
    expect(nextScheduleCheckIn(window, Date.UTC(2026, 11, 1, 7, 30))).toBe(30 * MINUTE);
    // Days ahead, the wait is capped at an hour and checked again then.
    expect(nextScheduleCheckIn(window, Date.UTC(2026, 10, 20))).toBe(SCHEDULE_RECHECK_MAX_MS);
    // Once started, with no end, nothing lies ahead.
    expect(nextScheduleCheckIn(window, Date.UTC(2026, 11, 2))).toBeNull();
  });

  it('a start with a zone is an instant, whatever the schedule’s zone', () => {
    const window = windowOf({ start: '2026-12-01T09:00:00Z', timeZone: 'Asia/Tokyo' });
    expect(isWithinSchedule(window, Date.UTC(2026, 11, 1, 9) - 1)).toBe(false);
    expect(isWithinSchedule(window, Date.UTC(2026, 11, 1, 9))).toBe(true);
  });

  it('an end given as a date shows through that whole day, then never again', () => {
    const window = windowOf({ end: '2026-12-24', timeZone: 'Europe/Paris' });
    expect(isWithinSchedule(window, Date.UTC(2026, 11, 24, 22, 59))).toBe(true);
    expect(isWithinSchedule(window, Date.UTC(2026, 11, 24, 23))).toBe(false);
    expect(nextScheduleCheckIn(window, Date.UTC(2026, 11, 24, 22, 59))).toBe(MINUTE);
    expect(nextScheduleCheckIn(window, Date.UTC(2026, 11, 25))).toBeNull();
  });

  it('Friday evenings into Saturday’s small hours: 18:00-26:00 on day 5 (4 December 2026 is a Friday)', () => {
    const window = windowOf({ days: [5], hours: { from: '18:00', until: '26:00' }, timeZone: 'UTC' });
    const friday = (hour: number, minute = 0) => Date.UTC(2026, 11, 4, hour, minute);
    expect(isWithinSchedule(window, friday(17, 59))).toBe(false);
    expect(isWithinSchedule(window, friday(18))).toBe(true);
    expect(isWithinSchedule(window, friday(23, 59))).toBe(true);
    expect(isWithinSchedule(window, friday(25, 59))).toBe(true); // Saturday 01:59
    expect(isWithinSchedule(window, friday(26))).toBe(false); // Saturday 02:00
    expect(isWithinSchedule(window, friday(24 + 18))).toBe(false); // Saturday 18:00: not a Friday
    expect(isWithinSchedule(window, friday(-1))).toBe(false); // Thursday 23:00
    expect(nextScheduleCheckIn(window, friday(17, 45))).toBe(15 * MINUTE);
    expect(nextScheduleCheckIn(window, friday(25, 30))).toBe(30 * MINUTE);
  });

  it('weekdays alone: the whole day in the schedule’s zone', () => {
    const window = windowOf({ days: [1, 2, 3, 4, 5], timeZone: 'America/New_York' });
    // Saturday 5 December, 04:59 UTC, is still Friday 23:59 in New York.
    expect(isWithinSchedule(window, Date.UTC(2026, 11, 5, 4, 59))).toBe(true);
    expect(isWithinSchedule(window, Date.UTC(2026, 11, 5, 5))).toBe(false);
    expect(nextScheduleCheckIn(window, Date.UTC(2026, 11, 5, 4, 30))).toBe(30 * MINUTE);
  });

  it('every part together: the dates bound the daily hours', () => {
    const window = windowOf({ start: '2026-12-01', end: '2026-12-02', hours: { from: '09:00', until: '17:00' }, timeZone: 'UTC' });
    expect(isWithinSchedule(window, Date.UTC(2026, 10, 30, 12))).toBe(false);
    expect(isWithinSchedule(window, Date.UTC(2026, 11, 1, 8, 59))).toBe(false);
    expect(isWithinSchedule(window, Date.UTC(2026, 11, 1, 9))).toBe(true);
    expect(isWithinSchedule(window, Date.UTC(2026, 11, 2, 16, 59))).toBe(true);
    expect(isWithinSchedule(window, Date.UTC(2026, 11, 3, 9))).toBe(false);
    expect(nextScheduleCheckIn(window, Date.UTC(2026, 11, 1, 8, 59, 59, 500))).toBe(1000);
    expect(nextScheduleCheckIn(window, Date.UTC(2026, 11, 1, 17) - HOUR / 2)).toBe(HOUR / 2);
  });
});
