/**
 * WCAG AA for a colour an owner picks (the omnichat's header, a page's brand accent): the colour as a
 * surface with white text where that reads at 4.5:1; near-black text on a light colour where that reads
 * at 7:1 (a pastel keeps its hue); otherwise the colour deepened step by step until white text reads, so a
 * bright brand blue stays blue (#0084FF, 3.8:1 with white, becomes #0070D9). And the colour as text on a
 * white surface (links), deepened until it reads at 4.5:1.
 */
import { parseHexColor, relativeLuminance } from './overlayTextTone';

type Rgb = readonly [number, number, number];

export const AA_TEXT = 4.5;
const DARK_TEXT_MIN = 7;

const luminance = (rgb: Rgb): number => relativeLuminance([rgb[0], rgb[1], rgb[2]]);
export const contrastWithWhite = (rgb: Rgb): number => 1.05 / (luminance(rgb) + 0.05);
const contrastWithDark = (rgb: Rgb): number => (luminance(rgb) + 0.05) / 0.05;
const hex = (rgb: readonly number[]): string => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('').toUpperCase()}`;

/** The first shade of `rgb` (5 % darker each step) that white reads on at 4.5:1. */
function deepened(rgb: Rgb): string {
  for (let k = 0.95; k > 0; k -= 0.05) {
    const shade: Rgb = [rgb[0] * k, rgb[1] * k, rgb[2] * k];
    if (contrastWithWhite(shade) >= AA_TEXT) return hex(shade);
  }
  return '#000000';
}

/** The colour as a surface and the text tone on it; null when `color` is not a hex colour. */
export function readableSurface(color: string): { background: string; text: 'white' | 'dark' } | null {
  const rgb = parseHexColor(color);
  if (rgb === null) return null;
  if (contrastWithWhite(rgb) >= AA_TEXT) return { background: hex(rgb), text: 'white' };
  if (contrastWithDark(rgb) >= DARK_TEXT_MIN) return { background: hex(rgb), text: 'dark' };
  return { background: deepened(rgb), text: 'white' };
}

/** `color` (a hex colour) darkened by `amount` (0-1): the hover and pressed shades of a surface. */
export function shaded(color: string, amount: number): string {
  const rgb = parseHexColor(color);
  return rgb === null ? color : hex(rgb.map((c) => c * (1 - amount)));
}

/**
 * `color` (a hex colour) mixed with white, `amount` (0-1) of it kept: a pale surface of the brand's hue
 * (the bar's). Dark text reads on it whatever the hue: at 12 % even black leaves #E0E0E0 (slate-600 on it: 5.8:1).
 */
export function tinted(color: string, amount: number): string {
  const rgb = parseHexColor(color);
  return rgb === null ? color : hex(rgb.map((c) => 255 - (255 - c) * amount));
}

/** The colour as text on white (a link), deepened until it reads at 4.5:1; null when not a hex colour. */
export function readableOnWhite(color: string): string | null {
  const rgb = parseHexColor(color);
  if (rgb === null) return null;
  return contrastWithWhite(rgb) >= AA_TEXT ? hex(rgb) : deepened(rgb);
}
