/**
 * A contrast guard for light text over a picture or video (media-background cards and slide-ins): the
 * site owner's colour overlay may be faint, light or off, and white text over a bright photo then
 * vanished (issue 16: the media-background slide-in on a phone). So a black scrim is added under the
 * text, as strong as needed for white text to keep WCAG AA (4.5:1) even over a pure white pixel, and
 * no stronger: the default overlay (black at 50 %) gets a light scrim, a black overlay from about
 * 55 % none at all.
 *
 * Pure. The overlay colour is `#rgb` / `#rrggbb` (rules/overlayTextTone.ts); any other form counts as
 * white, the case that needs the most scrim.
 */
import { parseHexColor, relativeLuminance } from './overlayTextTone';

type Rgb = [number, number, number];

export interface ColourOverlay {
  color: string;
  /** 0–1 */
  opacity: number;
}

/** White text's AA contrast: (1 + 0.05) / (L + 0.05) ≥ 4.5, so what is under it has L ≤ 1.05 / 4.5 − 0.05. */
export const MAX_LUMINANCE_UNDER_TEXT = 1.05 / 4.5 - 0.05;

/** A white pixel under the overlay (alpha blending of sRGB values, as browsers draw). */
function whiteUnder(overlay: ColourOverlay | null): Rgb {
  if (overlay === null) return [255, 255, 255];
  const rgb = parseHexColor(overlay.color) ?? [255, 255, 255];
  const a = Math.min(1, Math.max(0, overlay.opacity));
  return rgb.map((c) => 255 * (1 - a) + c * a) as Rgb;
}

/** The opacity of the black scrim to draw over the overlay, 0–1 (0: the overlay is dark enough). */
export function textScrimOpacity(overlay: ColourOverlay | null): number {
  const base = whiteUnder(overlay);
  // A black layer of opacity s scales every channel by (1 − s).
  const luminance = (s: number): number => relativeLuminance(base.map((c) => c * (1 - s)) as Rgb);
  if (luminance(0) <= MAX_LUMINANCE_UNDER_TEXT) return 0;
  // Luminance falls as s grows: the least s that reaches the limit, to within 0.001 (rounded up).
  let low = 0;
  let high = 1;
  while (high - low > 0.0005) {
    const s = (low + high) / 2;
    if (luminance(s) > MAX_LUMINANCE_UNDER_TEXT) low = s;
    else high = s;
  }
  return Math.ceil(high * 1000) / 1000;
}
