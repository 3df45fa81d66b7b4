/**
 * SPEC §5: "Hours 0-23, minutes 0-59 in pickers." The time picker's two spin fields only ever hold
 * a valid time of day, so a typed or stepped value outside the range is clamped, not rejected.
 *
 * Decisions where the spec is silent: fractions are cut toward zero (a picker holds whole hours and
 * minutes) and a non-number becomes the lowest value, so the field is never left blank.
 */

export const PICKER_HOUR_MIN = 0;
export const PICKER_HOUR_MAX = 23;
export const PICKER_MINUTE_MIN = 0;
export const PICKER_MINUTE_MAX = 59;

function clampWhole(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value))) || 0;
}

export function clampPickerHour(hour: number): number {
  return clampWhole(hour, PICKER_HOUR_MIN, PICKER_HOUR_MAX);
}

export function clampPickerMinute(minute: number): number {
  return clampWhole(minute, PICKER_MINUTE_MIN, PICKER_MINUTE_MAX);
}

export function isValidPickerTime(hour: number, minute: number): boolean {
  return (
    Number.isInteger(hour) &&
    Number.isInteger(minute) &&
    hour >= PICKER_HOUR_MIN &&
    hour <= PICKER_HOUR_MAX &&
    minute >= PICKER_MINUTE_MIN &&
    minute <= PICKER_MINUTE_MAX
  );
}
