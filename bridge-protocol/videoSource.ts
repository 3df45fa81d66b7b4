/**
 * SPEC §5 "Video links must be from one of two supported video services": a `videoLink` becomes a
 * {service, id} pair for YouTube or Vimeo, or null. Only the id leaves this function: the player URL
 * is rebuilt from it (videoEmbedUrl.ts), so nothing else of the operator's link ever reaches an iframe.
 *
 * Hosts are compared exactly (no suffix match), so `youtube.com.evil.com` and `evilyoutube.com` are
 * not YouTube; credentials, ports and non-http(s) schemes are refused.
 */
import { sanitizeLink } from './sanitizeLink';

export type VideoService = 'youtube' | 'vimeo';

export interface VideoSource {
  service: VideoService;
  id: string;
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const YOUTU_BE_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);
const VIMEO_PLAYER_HOST = 'player.vimeo.com';

/** YouTube ids are 11 characters of the URL-safe base64 alphabet. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
/** Vimeo ids are numbers; 15 digits is far beyond today's and keeps the value bounded. */
const VIMEO_ID = /^\d{1,15}$/;
/** Path forms that carry a YouTube id as their second segment. */
const YOUTUBE_PATH_KINDS = new Set(['embed', 'shorts', 'v', 'live']);

function parseUrl(raw: string): URL | null {
  // Operators often paste links without a scheme ("youtu.be/…"); protocol-relative links are common too.
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw.replace(/^\/\//, '')}`;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
}

function youtube(id: string | null | undefined): VideoSource | null {
  return id && YOUTUBE_ID.test(id) ? { service: 'youtube', id } : null;
}

function vimeo(id: string | null | undefined): VideoSource | null {
  return id && VIMEO_ID.test(id) ? { service: 'vimeo', id } : null;
}

export function parseVideoLink(raw: unknown): VideoSource | null {
  if (typeof raw !== 'string' || raw.length > 2000) return null;
  const link = sanitizeLink(raw);
  if (link === '#') return null;
  const url = parseUrl(link);
  if (url === null) return null;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '' || url.port !== '') return null;

  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter((s) => s !== '');

  if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === 'watch') return youtube(url.searchParams.get('v'));
    if (segments.length >= 2 && YOUTUBE_PATH_KINDS.has(segments[0] ?? '')) return youtube(segments[1]);
    return null;
  }
  if (YOUTU_BE_HOSTS.has(host)) return segments.length === 1 ? youtube(segments[0]) : null;
  if (host === VIMEO_PLAYER_HOST) return segments.length === 2 && segments[0] === 'video' ? vimeo(segments[1]) : null;
  if (VIMEO_HOSTS.has(host)) {
    // vimeo.com/123, vimeo.com/123/unlisted-hash, vimeo.com/channels/name/123
    if (segments.length >= 1 && VIMEO_ID.test(segments[0] ?? '')) return vimeo(segments[0]);
    if (segments.length === 3 && segments[0] === 'channels') return vimeo(segments[2]);
    return null;
  }
  return null;
}
