/**
 * Which media a card shows (SPEC §3 data.main `mediaType`, `image {img_big, gif}`, `videoLink`,
 * `imagePlacement`, `videoPlacement`, `pageTemplate`), and where. After submit, data.submitted's media
 * fields win when it has any (`mediaType`, `image` or `videoLink`); otherwise the main media stays.
 *
 * mediaType: `video` → the videoLink (YouTube or Vimeo only; any other link is no media plus a
 * warning), with the section's picture, if any, as its poster; `gif` → image.gif, else image.img_big; `image` → image.img_big, else image.gif. Without a
 * mediaType an image wins over a video link. Image URLs are http(s) only, after the SPEC §5 link rule.
 */
import type { WidgetMain, WidgetSubmitted } from '../../bridge-protocol/config';
import { cssImageUrl } from './cssImageUrl';
import { normalizeMediaPlacement, type MediaPlacement } from './mediaPlacement';
import { normalizePageTemplate, type PageTemplate } from './pageTemplate';
import { parseVideoLink, type VideoSource } from './videoSource';

/** A video carries the operator's picture for it, if any (the image fields, else the background image): its poster. */
export type MediaContent = { kind: 'image'; src: string } | { kind: 'video'; video: VideoSource; image: string | null };

export interface WidgetMedia {
  content: MediaContent;
  placement: MediaPlacement;
  template: PageTemplate;
  /** Which section the media came from. */
  from: 'main' | 'submitted';
}

/** Media drawn inside a card at a placement (parts/MediaAt.tsx, parts/MediaRow.tsx). */
export interface InCardMedia {
  content: MediaContent;
  placement: MediaPlacement;
}

export interface WidgetMediaResult {
  media: WidgetMedia | null;
  /** A console warning to give once (an unsupported video link), or null. */
  warning: string | null;
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function present(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** data.submitted "media fields": used after submit when it names any media of its own. */
export function hasOwnMedia(section: Record<string, unknown>): boolean {
  return present(section.mediaType) || present(section.videoLink) || Object.values(record(section.image)).some(present);
}

function imageUrl(fields: Record<string, unknown>): string | null {
  const image = record(fields.image);
  if (fields.mediaType === 'gif') return cssImageUrl(image.gif) ?? cssImageUrl(image.img_big);
  return cssImageUrl(image.img_big) ?? cssImageUrl(image.gif);
}

function describeLink(link: unknown): string {
  const text = typeof link === 'string' ? link : String(link);
  return JSON.stringify(text.length > 120 ? `${text.slice(0, 120)}…` : text);
}

export function widgetMedia(main: WidgetMain, submitted: WidgetSubmitted, isSubmitted: boolean): WidgetMediaResult {
  const from = isSubmitted && hasOwnMedia(submitted) ? 'submitted' : 'main';
  const fields: Record<string, unknown> = from === 'submitted' ? submitted : main;
  const template = normalizePageTemplate(fields.pageTemplate ?? main.pageTemplate);
  const imagePlacement = fields.imagePlacement ?? main.imagePlacement;
  const videoPlacement = fields.videoPlacement ?? main.videoPlacement;

  const wantsVideo = fields.mediaType === 'video' || (!present(fields.mediaType) && imageUrl(fields) === null && present(fields.videoLink));
  if (wantsVideo) {
    if (!present(fields.videoLink)) return { media: null, warning: null };
    const video = parseVideoLink(fields.videoLink);
    if (video === null) {
      return {
        media: null,
        warning: `[widget] videoLink ${describeLink(fields.videoLink)} is not a YouTube or Vimeo video link; no video is shown`,
      };
    }
    const image = imageUrl(fields) ?? cssImageUrl(record(fields.backgroundImage).img_big);
    return { media: { content: { kind: 'video', video, image }, placement: normalizeMediaPlacement(videoPlacement ?? imagePlacement), template, from }, warning: null };
  }
  const src = imageUrl(fields);
  if (src === null) return { media: null, warning: null };
  return { media: { content: { kind: 'image', src }, placement: normalizeMediaPlacement(imagePlacement ?? videoPlacement), template, from }, warning: null };
}

/** The card's main media is its background (light text over a dark overlay then, whatever the skin). */
export function usesMediaBackground(main: WidgetMain): boolean {
  return widgetMedia(main, {}, false).media?.template === 'mediaBackground';
}
