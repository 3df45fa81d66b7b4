/**
 * Colours as the messenger code's settings carry them (SPEC §3 `bgColor`, `fgColor`): hex text. `#rgb`
 * and `#rrggbb` are read, with or without the `#`, in any case; they are written as `#rrggbb` in lower
 * case, the one form `<input type="color">` accepts. Names, `rgb()` and alpha are not colours here: a code
 * is printed, and a transparent module is not a module.
 */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const SHORT = /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/i;
const LONG = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

export function parseHexColor(text: unknown): Rgb | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  const short = SHORT.exec(trimmed);
  if (short) {
    const [r, g, b] = short.slice(1).map((d) => parseInt(`${d}${d}`, 16));
    return { r: r ?? 0, g: g ?? 0, b: b ?? 0 };
  }
  const long = LONG.exec(trimmed);
  if (long) {
    const [r, g, b] = long.slice(1).map((d) => parseInt(d, 16));
    return { r: r ?? 0, g: g ?? 0, b: b ?? 0 };
  }
  return null;
}

const hex2 = (n: number) => Math.round(Math.min(255, Math.max(0, n))).toString(16).padStart(2, '0');

export function toHexColor({ r, g, b }: Rgb): string {
  return `#${hex2(r)}${hex2(g)}${hex2(b)}`;
}

/** `#rrggbb` (lower case) for any accepted spelling, else null. */
export function normalizeHexColor(text: unknown): string | null {
  const rgb = parseHexColor(text);
  return rgb === null ? null : toHexColor(rgb);
}
