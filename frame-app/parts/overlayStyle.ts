/**
 * Pure helpers for the overlay layouts (modal, slide-in, page takeover): backdrop and overlay
 * opacity, the overlay colour, and the takeover's background image. Every value ends in a React
 * `style` prop: the CSSOM in the browser, and a `style` attribute written as it is where the server
 * paints the first view, so the colour passes the one colour rule (bridge-protocol/cssColor.ts).
 */
import { cssImageUrl } from '../rules/cssImageUrl';
import type { WidgetMain } from '../../bridge-protocol/config';
import { cssColor } from '../../bridge-protocol/cssColor';

/** SPEC §9: modal and background opacity default 50 (percent). */
const DEFAULT_OPACITY = 0.5;
/** SPEC §9: the overlay over a video background. */
export const VIDEO_OVERLAY_OPACITY = 0.65;

/** `opacity` is a percentage 0–100 (number or numeric string); anything else is the default 0.5. */
export function overlayOpacity(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return DEFAULT_OPACITY;
  return Math.min(100, Math.max(0, n)) / 100;
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/** The colour layer of a takeover (`data.main.overlay`), or null when it is off or not a string. */
export function overlayColor(main: WidgetMain): string | null {
  const overlay = record(main.overlay);
  if (overlay.enabled !== true) return null;
  // The one colour rule (bridge-protocol/cssColor.ts): anything else is the default black.
  return cssColor(overlay.overlayColor) ?? '#000000';
}

/**
 * The takeover's background picture: `backgroundImage.img_big`, else the media image (`image.gif` for
 * a gif, `image.img_big` otherwise). Videos have no picture here (the overlay colour shows instead).
 */
export function takeoverImageUrl(main: WidgetMain): string | null {
  if (main.mediaType === 'video') return null;
  const fromBackground = cssImageUrl(record(main.backgroundImage).img_big);
  if (fromBackground) return fromBackground;
  const image = record(main.image);
  if (main.mediaType === 'gif') return cssImageUrl(image.gif) ?? cssImageUrl(image.img_big);
  return cssImageUrl(image.img_big) ?? cssImageUrl(image.gif);
}
