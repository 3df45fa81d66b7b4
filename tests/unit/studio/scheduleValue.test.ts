import { CalendarDate, Time } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { readSchedule } from '../../../bridge-protocol/schedule';
import {
  daysValue,
  endsNextMorning,
  hoursValue,
  isScheduleSet,
  momentText,
  patchSchedule,
  readDays,
  readMoment,
  readScheduleView,
  readTime,
  timeZoneLabel,
  timeZoneNames,
  weekdayName,
  weekdayOrder,
} from '../../../studio/rules/scheduleValue';

const problemsOf = (schedule: unknown) => {
  const found: string[] = [];
  readSchedule(schedule, 'data.setup.schedule', (path, message) => found.push(`${path}: ${message}`));
  return found;
};

describe('scheduleValue: start and end', () => {
  it('writes a date alone without a time, and the wall-clock date-time with one', () => {
    expect(momentText({ date: new CalendarDate(2031, 5, 14), time: null })).toBe('2031-05-14');
    expect(momentText({ date: new CalendarDate(2031, 5, 14), time: new Time(9, 30) })).toBe('2031-05-14T09:30');
    expect(momentText({ date: new CalendarDate(2031, 12, 1), time: new Time(0, 0) })).toBe('2031-12-01T00:00');
  });

  it('writes nothing without a date, even with a time', () => {
    expect(momentText({ date: null, time: null })).toBeUndefined();
    expect(momentText({ date: null, time: new Time(9, 30) })).toBeUndefined();
  });

  it('reads back what it writes', () => {
    for (const text of ['2031-05-14', '2031-05-14T09:30', '2016-01-01T23:59']) expect(momentText(readMoment(text))).toBe(text);
  });

  it('shows seconds, milliseconds and a zone by their date and HH:MM', () => {
    expect(readMoment('2026-12-01T09:00:30.250+01:00')).toEqual({ date: new CalendarDate(2026, 12, 1), time: new Time(9, 0) });
    expect(readMoment('2026-12-01T09:00Z')).toEqual({ date: new CalendarDate(2026, 12, 1), time: new Time(9, 0) });
  });

  it('shows empty what the save check refuses or what is not a text', () => {
    for (const bad of ['2026-02-30', '2026-12-01T24:00', 'tomorrow', '', 20261201, null, undefined, {}]) {
      expect(readMoment(bad)).toEqual({ date: null, time: null });
    }
  });

  it('writes what the save check accepts', () => {
    const start = momentText({ date: new CalendarDate(2031, 5, 14), time: new Time(9, 30) });
    const end = momentText({ date: new CalendarDate(2031, 5, 20), time: null });
    expect(problemsOf({ start, end, timeZone: 'Europe/Paris' })).toEqual([]);
  });
});

describe('scheduleValue: hours', () => {
  const t = (hour: number, minute = 0) => new Time(hour, minute);

  it('writes hours within a day as picked', () => {
    expect(hoursValue({ from: t(9), until: t(17, 30) })).toEqual({ from: '09:00', until: '17:30' });
    expect(endsNextMorning({ from: t(9), until: t(17, 30) })).toBe(false);
  });

  it('writes an end before the start as the next morning’s generic hour (18:00 → 02:00 is until 26:00)', () => {
    expect(hoursValue({ from: t(18), until: t(2) })).toEqual({ from: '18:00', until: '26:00' });
    expect(hoursValue({ from: t(22, 15), until: t(5, 59) })).toEqual({ from: '22:15', until: '29:59' });
    expect(hoursValue({ from: t(18), until: t(0) })).toEqual({ from: '18:00', until: '24:00' });
    expect(endsNextMorning({ from: t(18), until: t(2) })).toBe(true);
    expect(problemsOf({ hours: hoursValue({ from: t(18), until: t(2) }) })).toEqual([]);
  });

  it('writes an end equal to the start as picked, which the save check explains', () => {
    expect(hoursValue({ from: t(8), until: t(8) })).toEqual({ from: '08:00', until: '08:00' });
    expect(endsNextMorning({ from: t(8), until: t(8) })).toBe(false);
    expect(problemsOf({ hours: { from: '08:00', until: '08:00' } })).toEqual(['data.setup.schedule.hours.until: End the hours after they start, within a day.']);
  });

  it('writes one half alone, so the save check asks for the other at its path; nothing when neither is picked', () => {
    expect(hoursValue({ from: t(18), until: null })).toEqual({ from: '18:00' });
    expect(hoursValue({ from: null, until: t(2) })).toEqual({ until: '02:00' });
    expect(hoursValue({ from: null, until: null })).toBeUndefined();
    expect(endsNextMorning({ from: t(18), until: null })).toBe(false);
    expect(problemsOf({ hours: { from: '18:00' } }).map((problem) => problem.split(':')[0])).toEqual(['data.setup.schedule.hours.until']);
  });

  it('reads the next morning’s hours as the picker’s 0-23 (26:00 shows 02:00)', () => {
    expect(readTime('26:00')).toEqual(t(2));
    expect(readTime('24:00')).toEqual(t(0));
    expect(readTime('29:59')).toEqual(t(5, 59));
    expect(readTime('18:00')).toEqual(t(18));
    for (const bad of ['30:00', '9:00', '18:60', '', null, 1080]) expect(readTime(bad)).toBeNull();
  });

  it('round-trips a night: read back and written again, it is the same', () => {
    const view = readScheduleView({ hours: { from: '18:00', until: '26:00' } });
    expect(view.hours).toEqual({ from: t(18), until: t(2) });
    expect(hoursValue(view.hours)).toEqual({ from: '18:00', until: '26:00' });
  });
});

describe('scheduleValue: days', () => {
  it('writes ISO weekdays in order, and nothing for none ticked (every day)', () => {
    expect(daysValue([5, 1, 3])).toEqual([1, 3, 5]);
    expect(daysValue(new Set([7, 6]))).toEqual([6, 7]);
    expect(daysValue([])).toBeUndefined();
    expect(daysValue([0, 8, 2])).toEqual([2]);
  });

  it('reads only the weekdays 1-7, in order', () => {
    expect(readDays([5, 1, 9, '2', 1.5])).toEqual([1, 5]);
    expect(readDays('1,2')).toEqual([]);
    expect(readDays(undefined)).toEqual([]);
  });

  it('runs the week Monday first, or Sunday first where the locale’s week starts on Sunday', () => {
    expect(weekdayOrder('en-GB')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weekdayOrder('fr-FR')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weekdayOrder('en-US')).toEqual([7, 1, 2, 3, 4, 5, 6]);
    expect(weekdayOrder('ja-JP')).toEqual([7, 1, 2, 3, 4, 5, 6]);
  });

  it('names the weekdays in the locale', () => {
    expect(weekdayOrder('en-GB').map((day) => weekdayName(day, 'en-GB'))).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(weekdayName(1, 'fr-FR')).toBe('lundi');
    expect(weekdayName(7, 'de-DE')).toBe('Sonntag');
  });
});

describe('scheduleValue: the whole schedule', () => {
  it('reads the example schedule into the pickers’ values', () => {
    const view = readScheduleView({ start: '2026-12-01T09:00', end: '2026-12-24', days: [1, 2, 3, 4, 5], hours: { from: '18:00', until: '26:00' }, timeZone: 'Europe/Paris' });
    expect(view).toEqual({
      start: { date: new CalendarDate(2026, 12, 1), time: new Time(9, 0) },
      end: { date: new CalendarDate(2026, 12, 24), time: null },
      days: [1, 2, 3, 4, 5],
      hours: { from: new Time(18, 0), until: new Time(2, 0) },
      timeZone: 'Europe/Paris',
    });
  });

  it('reads a missing or broken schedule as empty', () => {
    const empty = { start: { date: null, time: null }, end: { date: null, time: null }, days: [], hours: { from: null, until: null }, timeZone: null };
    for (const value of [undefined, null, 'soon', [], { hours: 'evenings', timeZone: '' }]) expect(readScheduleView(value)).toEqual(empty);
  });

  it('writes the edited part with the time zone, and keeps the others as stored', () => {
    const stored = { start: '2026-12-01T09:00:30', days: [1, 2], timeZone: 'Europe/Paris' };
    expect(patchSchedule(stored, { end: '2026-12-24' }, 'Europe/Paris')).toEqual({ start: '2026-12-01T09:00:30', end: '2026-12-24', days: [1, 2], timeZone: 'Europe/Paris' });
    expect(patchSchedule(undefined, { days: [6, 7] }, 'America/New_York')).toEqual({ days: [6, 7], timeZone: 'America/New_York' });
    // A picked zone with nothing to patch rewrites the zone alone.
    expect(patchSchedule(stored, {}, 'Asia/Tokyo')).toEqual({ ...stored, timeZone: 'Asia/Tokyo' });
  });

  it('removes an emptied part, and the schedule once no part is left (the zone alone is none)', () => {
    const stored = { start: '2026-12-01', days: [1], timeZone: 'Europe/Paris' };
    expect(patchSchedule(stored, { days: undefined }, 'Europe/Paris')).toEqual({ start: '2026-12-01', timeZone: 'Europe/Paris' });
    expect(patchSchedule(stored, { days: [] }, 'Europe/Paris')).toEqual({ start: '2026-12-01', timeZone: 'Europe/Paris' });
    expect(patchSchedule({ start: '2026-12-01', timeZone: 'Europe/Paris' }, { start: undefined }, 'Europe/Paris')).toBeUndefined();
    expect(patchSchedule({ timeZone: 'Europe/Paris' }, {}, 'Europe/Paris')).toBeUndefined();
    expect(isScheduleSet({ timeZone: 'Europe/Paris' })).toBe(false);
    expect(isScheduleSet({ hours: { from: '18:00' } })).toBe(true);
    expect(isScheduleSet({ days: [] })).toBe(false);
  });

  it('does not change what it is given', () => {
    const stored = Object.freeze({ start: '2026-12-01', timeZone: 'Europe/Paris' });
    patchSchedule(stored, { start: undefined, end: '2026-12-02' }, 'UTC');
    expect(stored).toEqual({ start: '2026-12-01', timeZone: 'Europe/Paris' });
  });
});

describe('scheduleValue: time zones', () => {
  it('lists the browser’s zones, with the given ones it lacks first, each once', () => {
    const zones = timeZoneNames(['Europe/Paris', 'Etc/Unknown', null, 'Etc/Unknown']);
    expect(zones).toContain('Europe/Paris');
    expect(zones.filter((zone) => zone === 'Europe/Paris')).toHaveLength(1);
    expect(zones[0]).toBe('Etc/Unknown');
    expect(zones.filter((zone) => zone === 'Etc/Unknown')).toHaveLength(1);
  });

  it('shows underscores as spaces, so typing "new york" finds it', () => {
    expect(timeZoneLabel('America/New_York')).toBe('America/New York');
    expect(timeZoneLabel('Europe/Paris')).toBe('Europe/Paris');
  });
});
