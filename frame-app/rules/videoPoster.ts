/**
 * The still picture shown in place of a video until its player is wanted and has really started (the
 * lite-embed pattern): the operator's own image for the widget when there is one, else YouTube's
 * thumbnail for the video (`i.ytimg.com/vi/<id>/hqdefault.jpg`, which every YouTube video has). Vimeo
 * has no thumbnail address that can be built from the id without calling its API or a third-party
 * proxy, so a Vimeo video without an image gets null: the layout draws a neutral poster.
 *
 * The frame CSP's `img-src` already allows https images (operators' pictures come from any host), which
 * covers i.ytimg.com: no new source is needed.
 */
import type { VideoSource } from './videoSource';

const YOUTUBE_THUMBNAIL_ORIGIN = 'https://i.ytimg.com';

export function videoPosterUrl(source: VideoSource, configuredImage: string | null): string | null {
  if (configuredImage !== null && configuredImage !== '') return configuredImage;
  // The id is [A-Za-z0-9_-]{11} (videoSource.ts): safe in a path segment as is.
  if (source.service === 'youtube') return `${YOUTUBE_THUMBNAIL_ORIGIN}/vi/${source.id}/hqdefault.jpg`;
  return null;
}

/** The service's name, for the play button's accessible name and the poster's label. */
export function videoServiceName(source: VideoSource): string {
  return source.service === 'youtube' ? 'YouTube' : 'Vimeo';
}
