/**
 * The visitor's viewport in a frame document's address (issue 26): a kind whose desktop first view does
 * not hold on every viewport (the catalogue's `paintedFor`) gets `frame_viewport` in the served
 * configuration, the least width from which the desktop view holds. Below it, or on a mobile device, the
 * loader adds the visitor's viewport to the frame's address (`vw`, `vm`: bridge-protocol/frameUrl.ts) and
 * the server renders that visitor's first view. What the address says is only a hint: anything but a
 * plausible width is ignored and the desktop view is served, which the first script then leaves to React.
 */
import { withWidgetAliases } from '../../bridge-protocol/config';
import type { VisitorViewport } from '../../bridge-protocol/frameUrl';
import { MOBILE_BREAKPOINT_PX } from '../../bridge-protocol/mobileBreakpoint';
import { WIDGET_CATALOGUE, type PaintedFor } from '../../bridge-protocol/widgetCatalogue';
import { channelFamily } from '../../bridge-protocol/widgetKinds';

/** Narrower or wider than any screen a visitor has: not a viewport, and each would be one more document to render. */
const WIDTH_RANGE = { min: 200, max: 4000 } as const;
const WIDTH_TEXT = /^\d{3,4}$/;

/**
 * The least viewport width from which a kind's desktop first view holds on a desktop (the frame's
 * paintedViewHolds.ts, for a visitor at the breakpoint); null where it holds on every viewport.
 */
export function paintedFromWidth(paintedFor: PaintedFor): number | null {
  if (paintedFor.minViewportWidth <= 0 && !paintedFor.desktop) return null;
  return Math.max(paintedFor.minViewportWidth, paintedFor.desktop ? MOBILE_BREAKPOINT_PX : 0);
}

/** Whom the server's first view of a stored widget entry is painted for; null for a kind the server does not paint. */
function paintedForOf(entry: unknown): PaintedFor | null {
  const widget = withWidgetAliases(entry) as { widget_type?: unknown; channel?: unknown };
  const channel = typeof widget.channel === 'string' ? widget.channel : null;
  const row = WIDGET_CATALOGUE.find((kind) => kind.type === widget.widget_type && kind.channel === channelFamily(channel));
  return row === undefined || row.firstView !== 'server' ? null : row.paintedFor;
}

/** `frame_viewport` of a stored widget entry: the width from which its desktop first view holds, or null. */
export function frameViewportOf(entry: unknown): number | null {
  const paintedFor = paintedForOf(entry);
  return paintedFor === null ? null : paintedFromWidth(paintedFor);
}

/**
 * The viewport the renderer paints a widget's first view for, given the one the address named: undefined
 * wherever the kind's desktop view holds there (a kind that follows no viewport, a width from
 * `frame_viewport` up on a device the view suits), as the renderer then paints the desktop view whatever
 * the address said (frame-app/serverView/renderFirstView.tsx renderedFor); else the visitor's width, whole,
 * and device. It keys the painted documents, so that an address can name another document only where
 * the markup is another (server/composition/paintedFrames.ts).
 */
export function paintedViewport(entry: unknown, visitor: VisitorViewport | undefined): VisitorViewport | undefined {
  if (visitor === undefined) return undefined;
  const paintedFor = paintedForOf(entry);
  const from = paintedFor === null ? null : paintedFromWidth(paintedFor);
  if (paintedFor === null || from === null) return undefined;
  const mobile = visitor.mobile === true;
  const width = Math.round(visitor.width);
  return width >= from && !(paintedFor.desktop && mobile) ? undefined : { width, mobile };
}

/** The visitor's viewport from a frame document's query (`vw`, `vm`), or undefined when it names none that is plausible. */
export function visitorViewport(query: Record<string, unknown>): VisitorViewport | undefined {
  const { vw, vm } = query;
  if (typeof vw !== 'string' || !WIDTH_TEXT.test(vw)) return undefined;
  const width = Number(vw);
  if (width < WIDTH_RANGE.min || width > WIDTH_RANGE.max) return undefined;
  return { width, mobile: vm === '1' };
}
