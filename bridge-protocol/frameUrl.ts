/**
 * The frame document's address: the loader builds it, the frame parses it, the server reads `page_id`
 * from it to derive `frame-ancestors`. `host_origin` tells the frame which origin may talk to it; the
 * frame cross-checks it with `location.ancestorOrigins` where the browser has it.
 */
export interface FrameParams {
  pageId: string;
  widgetId: string;
  hostOrigin: string;
  /**
   * The widget's kind, so the frame fetches its layout chunk at once instead of after the bootstrap.
   * Only a hint for speed: the bootstrap's configuration decides what renders.
   */
  widgetType?: string;
  channel?: string;
  /**
   * The visitor's arm of the widget's split test (issue 47): the server paints that arm's document
   * (server/rules/armConfig.ts). Absent without a running test; the frame learns its arm from its
   * bootstrap's widget (`variant`), never from its address.
   */
  arm?: string;
}

/**
 * The sandbox of every iframe that holds the frame document (the loader's, the studio preview's).
 * `allow-same-origin` stays: without it the frame's origin is opaque, Vite's module scripts fail and
 * every message would arrive from origin "null".
 */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

/**
 * The widget's `channel` as configured: anything but a string is no channel. `version` is the
 * configuration's `frame_version`: the server serves the document at an address with its current
 * version as immutable (server/policies/frameVersion.ts); anything but a short token is left out.
 */
export type FrameUrlParams = Omit<FrameParams, 'channel'> & { channel?: unknown; version?: unknown; viewport?: VisitorViewport };

/**
 * The visitor's viewport as the loader read it, for a widget whose painted first view follows it (the
 * configuration's `frame_viewport`): `vw`, the width in CSS px, and `vm=1` where the host reports a
 * mobile device. The server then renders that visitor's first view (issue 26). Only the width and the
 * device: no kind's first view follows the height, and each one would be another document to cache.
 */
export interface VisitorViewport {
  width: number;
  mobile?: boolean;
}

const VERSION_TOKEN = /^[\w-]{1,64}$/;

export function buildFrameUrl(frameBase: string, params: FrameUrlParams): string {
  const url = new URL('index.html', frameBase.endsWith('/') ? frameBase : `${frameBase}/`);
  // In this order; an empty, missing or non-string value is left out (one loop: the loader's bytes).
  // The frame refuses a URL without page_id, widget_id or host_origin, as it would refuse them empty.
  const query = {
    page_id: params.pageId,
    widget_id: params.widgetId,
    host_origin: params.hostOrigin,
    widget_type: params.widgetType,
    channel: params.channel,
    arm: params.arm,
    v: typeof params.version === 'string' && VERSION_TOKEN.test(params.version) ? params.version : undefined,
    vw: params.viewport && String(Math.round(params.viewport.width)),
    vm: params.viewport?.mobile ? '1' : undefined,
  };
  for (const [name, value] of Object.entries(query)) if (value && typeof value === 'string') url.searchParams.set(name, value);
  return url.href;
}

export function parseFrameParams(search: string): FrameParams | null {
  const q = new URLSearchParams(search);
  const pageId = q.get('page_id');
  const widgetId = q.get('widget_id');
  const hostOrigin = q.get('host_origin');
  if (!pageId || !widgetId || !hostOrigin) return null;
  try {
    // Only an exact http(s) origin is accepted; anything with a path or wildcard is not an origin.
    if (new URL(hostOrigin).origin !== hostOrigin) return null;
  } catch {
    return null;
  }
  const widgetType = q.get('widget_type');
  const channel = q.get('channel');
  return { pageId, widgetId, hostOrigin, ...(widgetType ? { widgetType } : {}), ...(channel ? { channel } : {}) };
}
