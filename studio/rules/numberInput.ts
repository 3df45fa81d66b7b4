/**
 * SPEC §5 "Number input": at most 16 symbols by default; strips non-digits; one decimal separator;
 * optional integer-only; clamps to min/max; positive removes the minus; required and empty becomes
 * min or 0. §9: "Number input | max 16 symbols".
 *
 * Two steps, because a half-typed number ("-", "3.", "") must survive while the visitor types but
 * never reach the saved value:
 * - `sanitizeNumberText` runs on every change and only removes characters;
 * - `commitNumber` runs at blur/commit and turns the text into a number (or null).
 *
 * Decisions where the spec is silent:
 * - The decimal separator is the locale's (from `Intl.NumberFormat(locale).formatToParts(1.1)`, in
 *   Latin digits, the only digits we keep); '.' is accepted as a separator in every locale, because
 *   it is what a numeric keypad and most pastes give. The sanitised text shows the locale's
 *   separator, so "1.5" typed in de-DE reads "1,5".
 * - Group separators are not accepted (en-US "1,000" becomes "1000"): they are non-digits, and
 *   treating ',' as a separator in one locale and a grouping mark in another would be ambiguous.
 * - Integer-only strips the separator like any other non-digit (so "1.5" pastes as "15"). Cutting at
 *   the separator instead would delete digits after the caret when a '.' is typed mid-number.
 * - The minus is kept only as the first character; the 16-symbol cap counts every character kept,
 *   minus and separator included (16 is about what a double holds exactly).
 * - `required` defaults to true, like the text input's "required by default" (§5); a required empty
 *   field becomes `min ?? 0`, itself clamped to max, so the result is always within the bounds.
 */

export const NUMBER_INPUT_MAX_SYMBOLS = 16;

export interface NumberTextOptions {
  /** BCP 47 locale deciding the decimal separator; en-US by default (§9 default locale). */
  locale?: string;
  maxSymbols?: number;
  integerOnly?: boolean;
  /** Only zero and above: the minus is removed. */
  positive?: boolean;
}

export interface NumberCommitOptions extends NumberTextOptions {
  min?: number;
  max?: number;
  required?: boolean;
}

/** The locale's decimal separator in Latin digits: '.' for en-US, ',' for de-DE and fr-FR. */
export function decimalSeparator(locale = 'en-US'): string {
  const parts = new Intl.NumberFormat(locale, { numberingSystem: 'latn' }).formatToParts(1.1);
  return parts.find((part) => part.type === 'decimal')?.value ?? '.';
}

export function sanitizeNumberText(text: string, options: NumberTextOptions = {}): string {
  const separator = decimalSeparator(options.locale);
  const maxSymbols = options.maxSymbols ?? NUMBER_INPUT_MAX_SYMBOLS;
  let kept = '';
  let hasSeparator = false;
  for (const char of text) {
    if (char >= '0' && char <= '9') kept += char;
    else if (char === '-' && kept === '' && !options.positive) kept += char;
    else if ((char === '.' || char === separator) && !options.integerOnly && !hasSeparator) {
      hasSeparator = true;
      kept += separator;
    }
  }
  return kept.slice(0, maxSymbols);
}

function clamp(value: number, min: number | undefined, max: number | undefined): number {
  let result = value;
  if (min !== undefined && result < min) result = min;
  if (max !== undefined && result > max) result = max;
  return result;
}

/** The number the field holds once the visitor leaves it: parsed, clamped, or null when left empty. */
export function commitNumber(text: string, options: NumberCommitOptions = {}): number | null {
  const { min, max, required = true } = options;
  const sanitized = sanitizeNumberText(text, options);
  const digits = sanitized.replace(decimalSeparator(options.locale), '.');
  // "-", "." and "-." are what is left of an abandoned number: as empty as "".
  if (!/\d/.test(digits)) return required ? clamp(min ?? 0, undefined, max) : null;
  const parsed = Number(digits);
  // -0 would show as "-0" in some formatters and means nothing to a site owner.
  return clamp(parsed, min, max) || 0;
}

/** The committed number written back into the field: the locale's separator, no grouping. */
export function numberToText(value: number | null, locale = 'en-US'): string {
  if (value === null) return '';
  return new Intl.NumberFormat(locale, {
    numberingSystem: 'latn',
    useGrouping: false,
    maximumFractionDigits: 20,
  }).format(value);
}
