import { describe, expect, it } from 'vitest';
import { MONTH_SECONDS, WEEKS_PER_MONTH, YEAR_SECONDS, relativeTime, secondsBetween } from '../../../studio/rules/relativeTime';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const step = (seconds: number) => {
  const { unit, value } = relativeTime(seconds);
  return `${value} ${unit}`;
};

describe('relativeTime: steps from seconds to years', () => {
  it('seconds under a minute', () => {
    expect(step(-1)).toBe('-1 second');
    expect(step(-59)).toBe('-59 second');
  });

  it('minutes under an hour, counted down (never rounded up to the next step)', () => {
    expect(step(-60)).toBe('-1 minute');
    expect(step(-119)).toBe('-1 minute');
    expect(step(-(HOUR - 1))).toBe('-59 minute');
  });

  it('hours under a day', () => {
    expect(step(-HOUR)).toBe('-1 hour');
    expect(step(-(DAY - 1))).toBe('-23 hour');
  });

  it('days under a week', () => {
    expect(step(-DAY)).toBe('-1 day');
    expect(step(-(WEEK - 1))).toBe('-6 day');
  });

  it('weeks under a month of 4.34524 weeks', () => {
    expect(WEEKS_PER_MONTH).toBe(4.34524);
    expect(step(-WEEK)).toBe('-1 week');
    expect(step(-30 * DAY)).toBe('-4 week');
    expect(step(-(MONTH_SECONDS - 1))).toBe('-4 week');
  });

  it('the month boundary sits at exactly 4.34524 weeks', () => {
    expect(MONTH_SECONDS).toBeCloseTo(4.34524 * 7 * 24 * 3600, 6);
    expect(step(-MONTH_SECONDS)).toBe('-1 month');
    expect(step(-31 * DAY)).toBe('-1 month');
  });

  it('months under 12 months', () => {
    expect(step(-2 * MONTH_SECONDS)).toBe('-2 month');
    expect(step(-(YEAR_SECONDS - 1))).toBe('-11 month');
  });

  it('years from 12 months on', () => {
    expect(YEAR_SECONDS).toBeCloseTo(12 * MONTH_SECONDS, 6);
    expect(step(-YEAR_SECONDS)).toBe('-1 year');
    expect(step(-2.5 * YEAR_SECONDS)).toBe('-2 year');
    expect(step(-40 * YEAR_SECONDS)).toBe('-40 year');
  });

  it('the future is positive', () => {
    expect(step(3 * DAY)).toBe('3 day');
    expect(step(MONTH_SECONDS)).toBe('1 month');
  });

  it('rejects a non-finite difference', () => {
    expect(() => relativeTime(Number.NaN)).toThrow(RangeError);
  });
});

describe('relativeTime: wording via Intl.RelativeTimeFormat', () => {
  it('en-US by default, numeric always', () => {
    expect(relativeTime(-3 * DAY).text).toBe('3 days ago');
    expect(relativeTime(-DAY).text).toBe('1 day ago');
    expect(relativeTime(2 * HOUR).text).toBe('in 2 hours');
    expect(relativeTime(-MONTH_SECONDS).text).toBe('1 month ago');
  });

  it('zero is the past: "0 seconds ago", with a plain 0 value', () => {
    const now = relativeTime(0);
    expect(now.text).toBe('0 seconds ago');
    expect(Object.is(now.value, 0)).toBe(true);
  });

  it('a fraction of a second in the past still reads as the past', () => {
    expect(relativeTime(-0.4).text).toBe('0 seconds ago');
  });

  it('other locales', () => {
    expect(relativeTime(-3 * DAY, 'de-DE').text).toBe('vor 3 Tagen');
    expect(relativeTime(-2 * WEEK, 'fr-FR').text).toBe('il y a 2 semaines');
  });
});

describe('secondsBetween', () => {
  it('is then − now in seconds', () => {
    const now = Date.UTC(2024, 4, 15, 12);
    expect(secondsBetween(now, now - 90_000)).toBe(-90);
    expect(relativeTime(secondsBetween(now, now - 90_000)).text).toBe('1 minute ago');
  });
});
