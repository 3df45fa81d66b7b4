/**
 * While hidden, the host keeps the iframe `display:none`: the frame's viewport is 0×0, so `width:100%`
 * would lay the widget out at zero width and the first visible `mc:layout` would carry a wrong height.
 * The content root therefore gets the width the placement WILL have, and is measured at that width.
 * Which of these a kind uses is its row's `hiddenWidth` (widgets/kinds.ts):
 * - viewport: full-width layouts (bar, modal, takeover);
 * - configured: embedded layouts, at the configured width (the anchor's width is unknown to the frame);
 * - content: the content decides its own width (floating cards, bubbles), so null.
 */
import type { Placement, Viewport } from '../../bridge-protocol/messages';
import { EMBED_MIN_WIDTH } from './embedMinWidth';
import type { HiddenWidthRule } from '../../bridge-protocol/widgetCatalogue';

export type { HiddenWidthRule };

export function hiddenWidth(rule: HiddenWidthRule, placement: Placement, viewport: Pick<Viewport, 'width'>): number | null {
  const viewportWidth = Math.max(0, Math.floor(viewport.width));
  switch (rule) {
    case 'viewport':
      return viewportWidth;
    case 'configured': {
      const w = placement.width;
      // The anchor's width is unknown to the frame; the configured width is the best estimate.
      if (w?.unit === 'px') return Math.max(placement.minWidth ?? 0, Math.min(w.number, viewportWidth));
      if (w?.unit === '%') return Math.max(placement.minWidth ?? 0, Math.floor((viewportWidth * w.number) / 100));
      return Math.max(placement.minWidth ?? EMBED_MIN_WIDTH, viewportWidth);
    }
    case 'content':
      return null;
  }
}
