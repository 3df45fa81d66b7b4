/**
 * Which text tone stays readable on a page takeover: the operator picks a light or dark skin, but the
 * colour overlay drawn over the page decides what the text really sits on. A light skin's dark text
 * under a dark overlay measured 2.2:1 contrast in the gallery, so the overlay wins when it is known.
 *
 * Pure: colours are `#rgb` or `#rrggbb`; anything else is "unknown" and the skin stays as configured.
 */
export type TextTone = 'light-text' | 'dark-text';

export function parseHexColor(value: string | undefined | null): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec((value ?? '').trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of an sRGB colour, 0 (black) to 1 (white). */
export function relativeLuminance([r, g, b]: [number, number, number]): number {
  const channel = (c: number): number => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** White text beats black text below this luminance (where the two contrast ratios are equal). */
const CROSSOVER = Math.sqrt(1.05 * 0.05) - 0.05;

export interface TakeoverSurface {
  /** The overlay colour, or null when the overlay is off. */
  overlay: string | null;
  /** Overlay opacity, 0–1. */
  opacity: number;
}

/**
 * The readable tone, or null when the overlay does not decide it (the configured skin then stands).
 * Only an overlay at half opacity or more decides, and the skin then follows the overlay: a dark overlay
 * over the dark skin's surface (or over a picture) stays dark, so both the headline and the muted
 * description keep their contrast; a light skin's white surface under it would turn mid-grey, where
 * neither tone's description is legible.
 */
export function overlayTextTone({ overlay, opacity }: TakeoverSurface): TextTone | null {
  const color = parseHexColor(overlay);
  if (color === null || opacity < 0.5) return null;
  return relativeLuminance(color) < CROSSOVER ? 'light-text' : 'dark-text';
}
