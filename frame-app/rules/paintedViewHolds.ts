/**
 * Whether the server's painted first view is this visitor's (issue 26): the server renders for a
 * first-time visitor on a 1280 × 800 desktop that is not iOS, and a kind whose first view follows the
 * viewport, the device or the last visit names the visitors it holds for (the catalogue's `paintedFor`).
 * Where the frame's address named the visitor's viewport, the server rendered for that one, and the view
 * holds on it only (a window resized between the frame's creation and its bootstrap is another). For anyone
 * else the first script shows nothing, and React hydrates the markup and renders the visitor's own view
 * before the widget is shown: a slide-in on a 375 px phone never shows at 392 px first.
 */
import type { Viewport } from '../../bridge-protocol/messages';
import type { PaintedFor } from '../../bridge-protocol/widgetCatalogue';
import { isMobileViewport } from './deviceAllowed';
import { isFirstVisit } from './firstVisit';

export interface PaintedViewVisitor {
  viewport: Pick<Viewport, 'width' | 'mobile'>;
  /** The widget session's stored last impression (epoch ms), null when none is stored. */
  lastImpression: number | null;
  /** The frame's browser is iOS's (sms/rules/smsLink.ts isIosUserAgent). */
  ios: boolean;
}

/** `paintedFor` absent: a document painted before kinds named their visitors, when every painted kind held for all. */
export function paintedViewHolds(paintedFor: PaintedFor | undefined, visitor: PaintedViewVisitor): boolean {
  if (paintedFor === undefined) return true;
  if (!viewportHolds(paintedFor, visitor.viewport)) return false;
  if (paintedFor.notIos && visitor.ios) return false;
  return !paintedFor.firstVisit || isFirstVisit(visitor.lastImpression);
}

function viewportHolds(paintedFor: PaintedFor, viewport: PaintedViewVisitor['viewport']): boolean {
  const rendered = paintedFor.viewport;
  if (rendered) return Math.round(viewport.width) === rendered.width && (viewport.mobile === true) === rendered.mobile;
  return viewport.width >= paintedFor.minViewportWidth && !(paintedFor.desktop && isMobileViewport(viewport));
}
