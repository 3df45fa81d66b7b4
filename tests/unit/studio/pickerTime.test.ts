import { describe, expect, it } from 'vitest';
import { clampPickerHour, clampPickerMinute, isValidPickerTime } from '../../../studio/rules/pickerTime';

describe('pickerTime: hours 0-23, minutes 0-59', () => {
  it('clamps hours into 0-23', () => {
    expect(clampPickerHour(-1)).toBe(0);
    expect(clampPickerHour(0)).toBe(0);
    expect(clampPickerHour(23)).toBe(23);
    expect(clampPickerHour(24)).toBe(23);
    expect(clampPickerHour(29)).toBe(23);
  });

  it('clamps minutes into 0-59', () => {
    expect(clampPickerMinute(-5)).toBe(0);
    expect(clampPickerMinute(59)).toBe(59);
    expect(clampPickerMinute(60)).toBe(59);
  });

  it('cuts fractions and turns NaN into the lowest value', () => {
    expect(clampPickerHour(7.9)).toBe(7);
    expect(clampPickerMinute(Number.NaN)).toBe(0);
    expect(Object.is(clampPickerHour(-0.5), 0)).toBe(true);
  });

  it('validates a whole time', () => {
    expect(isValidPickerTime(0, 0)).toBe(true);
    expect(isValidPickerTime(23, 59)).toBe(true);
    expect(isValidPickerTime(24, 0)).toBe(false);
    expect(isValidPickerTime(12, 60)).toBe(false);
    expect(isValidPickerTime(-1, 0)).toBe(false);
    expect(isValidPickerTime(10.5, 0)).toBe(false);
  });
});
