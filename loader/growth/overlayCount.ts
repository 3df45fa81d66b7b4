/**
 * The loader's side of the page-wide overlay cap (bridge-protocol/overlayCap.ts holds the rule): it
 * counts the overlays shown in this page view and this visit, remembers the visitor's last close, and
 * tells every frame whether one more overlay may open (the page state's `overlaysCapped`, a display
 * check of the frame). It also refuses to show an overlay that asked while capped (two frames deciding
 * at the same moment), since only the host sees them all.
 */
import { overlayAllowed, type Frequency } from '../../bridge-protocol/overlayCap';
import type { VisitorStore } from './visitorStore';

export interface OverlayCount {
  capped(): boolean;
  shown(): void;
  closed(): void;
  /** A page swap: a new page view, whose count starts at 0. */
  newPageView(): void;
}

export function createOverlayCount(frequency: () => Frequency | undefined, visitor: VisitorStore, announce: (capped: boolean) => void): OverlayCount {
  let thisPageView = 0;
  const capped = (): boolean => {
    const { overlays, closed } = visitor.record;
    return !overlayAllowed(frequency(), { shownThisPageView: thisPageView, shownThisSession: overlays, lastClosedAt: closed }, Date.now());
  };
  // Announced after the current message's answer (a frame's hello) has gone: never ahead of a bootstrap.
  const changed = (): void => void setTimeout(() => announce(capped()));
  return {
    capped,
    shown() {
      thisPageView++;
      visitor.update({ overlays: visitor.record.overlays + 1 });
      changed();
    },
    closed() {
      visitor.update({ closed: Date.now() });
      changed();
    },
    newPageView() {
      thisPageView = 0;
      changed();
    },
  };
}
