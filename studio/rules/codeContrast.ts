/**
 * Whether a code in these colours can be scanned. A phone reads a code by telling dark modules from
 * light ones, so what matters is how far apart their brightness is, and which is darker.
 *
 * The measure is ISO/IEC 15415's symbol contrast, the difference between the light and the dark
 * reflectance, with reflectance approximated by WCAG's relative luminance (sRGB, linearised). Under 0.4
 * the standard grades a symbol below C, the point under which phone scanners start to fail: #cccccc
 * on white (0.40) is refused, #aaaaaa (0.60) and Messenger blue #0084ff (0.76) on white pass. A code
 * lighter than its background ("inverted") is said too: many phone cameras do not read inverted codes.
 */
import { parseHexColor, type Rgb } from './hexColor';

export const MIN_SYMBOL_CONTRAST = 0.4;

const channel = (value: number): number => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export type CodeContrastVerdict = 'ok' | 'low' | 'inverted' | 'invalid';

export interface CodeContrast {
  verdict: CodeContrastVerdict;
  /** Background minus code luminance (negative when inverted); NaN for an unreadable colour. */
  symbolContrast: number;
  /** What to tell the owner; null when the code reads well. */
  message: string | null;
}

export function codeContrast(fgColor: unknown, bgColor: unknown): CodeContrast {
  const fg = parseHexColor(fgColor);
  const bg = parseHexColor(bgColor);
  if (fg === null || bg === null) return { verdict: 'invalid', symbolContrast: Number.NaN, message: 'Both colours must be hex colours such as #1a2b3c.' };
  const symbolContrast = relativeLuminance(bg) - relativeLuminance(fg);
  if (symbolContrast <= -MIN_SYMBOL_CONTRAST) {
    return {
      verdict: 'inverted',
      symbolContrast,
      message: 'The code is lighter than its background. Many phone cameras cannot read an inverted code: use a dark code on a light background.',
    };
  }
  if (symbolContrast < MIN_SYMBOL_CONTRAST) {
    return {
      verdict: 'low',
      symbolContrast,
      message: 'The code and background colours are too close for phones to scan reliably. Make the code darker or the background lighter.',
    };
  }
  return { verdict: 'ok', symbolContrast, message: null };
}
