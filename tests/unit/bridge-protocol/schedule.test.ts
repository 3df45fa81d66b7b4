import { describe, expect, it } from 'vitest';
import { formatGenericTime, formatWallDateTime, parseGenericDateTime, parseGenericTime } from '../../../bridge-protocol/dateTimeFormats';
import { readSchedule } from '../../../bridge-protocol/schedule';
import { widgetProblems } from '../../../bridge-protocol/studio/widgetSchema';

const DAY_MS = 86_400_000;

function problems(value: unknown): Array<{ path: string; message: string }> {
  const found: Array<{ path: string; message: string }> = [];
  readSchedule(value, 'data.setup.schedule', (path, message) => found.push({ path, message }));
  return found;
}

describe('SPEC §9 generic formats', () => {
  it('date YYYY-MM-DD: a day that exists, read as a wall-clock midnight', () => {
    expect(parseGenericDateTime('2026-12-01')).toEqual({ ms: Date.UTC(2026, 11, 1), zoned: false, dateOnly: true });
    expect(parseGenericDateTime('2028-02-29')?.ms).toBe(Date.UTC(2028, 1, 29));
    for (const bad of ['2027-02-29', '2026-04-31', '2026-13-01', '2026-1-01', '26-12-01', '2026/12/01', '', 20261201]) {
      expect(parseGenericDateTime(bad)).toBeNull();
    }
  });

  it('date-time ISO 8601 with optional seconds, milliseconds and zone', () => {
    expect(parseGenericDateTime('2026-12-01T09:30')).toEqual({ ms: Date.UTC(2026, 11, 1, 9, 30), zoned: false, dateOnly: false });
    expect(parseGenericDateTime('2026-12-01T09:30:15.5')?.ms).toBe(Date.UTC(2026, 11, 1, 9, 30, 15, 500));
    expect(parseGenericDateTime('2026-12-01T09:30:15.250Z')).toEqual({ ms: Date.UTC(2026, 11, 1, 9, 30, 15, 250), zoned: true, dateOnly: false });
    // +01:00 is an hour ahead of UTC: 09:30 there is 08:30 UTC.
    expect(parseGenericDateTime('2026-12-01T09:30:00+01:00')?.ms).toBe(Date.UTC(2026, 11, 1, 8, 30));
    expect(parseGenericDateTime('2026-12-01T09:30-05:30')?.ms).toBe(Date.UTC(2026, 11, 1, 15, 0));
    for (const bad of ['2026-12-01T24:00', '2026-12-01T09:60', '2026-12-01T09:30:61', '2026-12-01 09:30', '2026-12-01T09:30+24:00', '2026-12-01T9:30']) {
      expect(parseGenericDateTime(bad)).toBeNull();
    }
  });

  it('time HH:MM with hours 00-29 and minutes 00-59', () => {
    expect(parseGenericTime('00:00')).toBe(0);
    expect(parseGenericTime('23:59')).toBe(23 * 60 + 59);
    expect(parseGenericTime('29:59')).toBe(29 * 60 + 59);
    for (const bad of ['30:00', '12:60', '9:00', '09:00:00', '', null]) expect(parseGenericTime(bad)).toBeNull();
    expect(formatGenericTime(26 * 60)).toBe('26:00');
    expect(formatWallDateTime({ year: 2026, month: 12, day: 1, hour: 9, minute: 5 })).toBe('2026-12-01T09:05');
  });
});

describe('readSchedule (the save check and the frame reading)', () => {
  it('reads every part: a date alone as the end means to the end of that day', () => {
    const window = readSchedule(
      { start: '2026-12-01T09:00', end: '2026-12-24', days: [5, 1, 5], hours: { from: '18:00', until: '26:00' }, timeZone: 'Europe/Paris' },
      'schedule',
      () => expect.fail('no problem expected'),
    );
    expect(window).toEqual({
      start: { ms: Date.UTC(2026, 11, 1, 9), zoned: false, dateOnly: false },
      end: { ms: Date.UTC(2026, 11, 24) + DAY_MS, zoned: false, dateOnly: true },
      days: [1, 5],
      hours: { from: 18 * 60, until: 26 * 60 },
      timeZone: 'Europe/Paris',
    });
  });

  it('an end before the start of the hours is read as the next morning; no schedule and empty days mean any time', () => {
    expect(readSchedule({ hours: { from: '22:00', until: '02:00' } }, 's', () => expect.fail())?.hours).toEqual({ from: 22 * 60, until: 26 * 60 });
    expect(readSchedule(undefined, 's', () => expect.fail())).toBeNull();
    expect(readSchedule({ days: [] }, 's', () => expect.fail())?.days).toBeNull();
  });

  it('reports each problem at its path, in the site owner’s words', () => {
    expect(problems({ start: '01/12/2026' })).toEqual([
      { path: 'data.setup.schedule.start', message: 'Enter a date as YYYY-MM-DD, or a date and time as YYYY-MM-DDTHH:MM.' },
    ]);
    expect(problems({ start: '2026-12-24', end: '2026-12-01' })).toEqual([{ path: 'data.setup.schedule.end', message: 'End the schedule after it starts.' }]);
    expect(problems({ days: [1, 8, 'mon'] }).map((p) => p.path)).toEqual(['data.setup.schedule.days[1]', 'data.setup.schedule.days[2]']);
    expect(problems({ hours: { from: '24:00', until: '25:00' } }).map((p) => p.path)).toEqual(['data.setup.schedule.hours.from']);
    expect(problems({ hours: { from: '09:00', until: '09:00' } })).toEqual([
      { path: 'data.setup.schedule.hours.until', message: 'End the hours after they start, within a day.' },
    ]);
    expect(problems({ hours: { from: '03:00', until: '29:30' } }).map((p) => p.path)).toEqual(['data.setup.schedule.hours.until']);
    expect(problems({ timeZone: 'Mars/Olympus_Mons' })).toEqual([{ path: 'data.setup.schedule.timeZone', message: 'Choose a time zone such as Europe/Paris.' }]);
    expect(problems('tomorrow')).toEqual([{ path: 'data.setup.schedule', message: 'Enter the schedule as dates, days and hours.' }]);
  });

  it('is part of a widget’s save check', () => {
    const bar = { widget_id: 1, widget_type: 'bar', data: { setup: { schedule: { start: 'soon' } } } };
    expect(widgetProblems(bar)).toContainEqual(expect.objectContaining({ path: 'data.setup.schedule.start' }));
  });
});
