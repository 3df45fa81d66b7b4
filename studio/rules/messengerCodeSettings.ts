/**
 * SPEC §3 `data.messenger_code_settings`: size, removeLogoBackground, bgColor, fgColor; §9 "Messenger
 * code size 200". What the spec leaves open is decided here:
 * - `size` is the code's side in CSS pixels, quiet zone included: the preview's size and the PNG's
 *   width and height. Whole pixels, 100 to 2000: under 100 px a long link's modules fall under 2 px
 *   and phones stop reading it; 2000 px is print quality at 17 cm and 300 dpi.
 * - Colours default to black on white, the combination every scanner reads; `#rrggbb` once normalised.
 * - `removeLogoBackground` defaults to false: the logo sits on its white plate (messengerCodeLayout.ts).
 * Unknown keys of the section are kept: the studio edits the fields it knows and stores the rest as found.
 */
import { isPlainObject } from '../../bridge-protocol/validate';
import { normalizeHexColor } from './hexColor';

export const MESSENGER_CODE_SIZE_DEFAULT = 200;
export const MESSENGER_CODE_SIZE_MIN = 100;
export const MESSENGER_CODE_SIZE_MAX = 2000;

export interface MessengerCodeSettings {
  size: number;
  removeLogoBackground: boolean;
  bgColor: string;
  fgColor: string;
}

export const MESSENGER_CODE_DEFAULTS: Readonly<MessengerCodeSettings> = {
  size: MESSENGER_CODE_SIZE_DEFAULT,
  removeLogoBackground: false,
  bgColor: '#ffffff',
  fgColor: '#000000',
};

/** A size as configurations carry it (number or numeric text), whole and within the limits. */
export function codeSizeOf(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) return MESSENGER_CODE_SIZE_DEFAULT;
  return Math.min(MESSENGER_CODE_SIZE_MAX, Math.max(MESSENGER_CODE_SIZE_MIN, Math.round(n)));
}

export function normalizeMessengerCodeSettings(raw: unknown): MessengerCodeSettings & Record<string, unknown> {
  const section = isPlainObject(raw) ? raw : {};
  return {
    ...section,
    size: codeSizeOf(section.size),
    removeLogoBackground: section.removeLogoBackground === true,
    bgColor: normalizeHexColor(section.bgColor) ?? MESSENGER_CODE_DEFAULTS.bgColor,
    fgColor: normalizeHexColor(section.fgColor) ?? MESSENGER_CODE_DEFAULTS.fgColor,
  };
}
