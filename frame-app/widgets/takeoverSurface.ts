/**
 * What a page takeover draws behind its text (issue 49): its layout (rules/takeoverLayout.ts), the
 * picture, the colour layer and the skin its text wears. Pure, so the layout's decisions are tested without React.
 */
import type { WidgetMain, WidgetSubmitted } from '../../bridge-protocol/config';
import { OVERLAY_SKINS, overlaySkin, type OverlaySkin } from '../parts/CardContent';
import { overlayColor, overlayOpacity, takeoverImageUrl, VIDEO_OVERLAY_OPACITY } from '../parts/overlayStyle';
import { overlayTextTone } from '../rules/overlayTextTone';
import { takeoverLayout, type TakeoverLayout } from '../rules/takeoverLayout';
import { widgetMedia, type MediaContent } from '../rules/widgetMedia';

export interface TakeoverSurface {
  layout: TakeoverLayout;
  /** The picture: the page's background, the split's half, or the cover; null for none. */
  image: string | null;
  video: Extract<MediaContent, { kind: 'video' }> | null;
  /** The colour layer over a background picture (the `background` layout only). */
  overlay: { color: string; opacity: number } | null;
  skin: OverlaySkin;
}

export function takeoverSurface(main: WidgetMain, submitted: WidgetSubmitted, isSubmitted: boolean): TakeoverSurface {
  // After submit, data.submitted's own media (if any) replaces the picture.
  const { media } = widgetMedia(main, submitted, isSubmitted);
  const picture = takeoverImageUrl(main);
  const image = media?.from === 'submitted' ? (media.content.kind === 'image' ? media.content.src : null) : picture;
  const video = media?.content.kind === 'video' ? media.content : null;
  const layout = takeoverLayout(main, picture);
  if (layout.kind === 'cover') return { layout, image, video: null, overlay: null, skin: OVERLAY_SKINS.dark };
  if (layout.kind !== 'background') return { layout, image, video: null, overlay: null, skin: overlaySkin(main) };
  const color = overlayColor(main);
  const opacity = video !== null || main.mediaType === 'video' ? VIDEO_OVERLAY_OPACITY : overlayOpacity(main.opacity);
  // The overlay decides what the text sits on; the configured skin stands when that cannot be known.
  const tone = overlayTextTone({ overlay: color, opacity });
  const skin = tone === null ? overlaySkin(main) : OVERLAY_SKINS[tone === 'light-text' ? 'dark' : 'light'];
  return { layout, image, video, overlay: color === null ? null : { color, opacity }, skin };
}
