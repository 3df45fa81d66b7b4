/**
 * Where the preview stage puts a widget's iframe: the placement's geometry (bridge-protocol/placementGeometry.ts,
 * which the loader draws on the host page) translated from the host's viewport to the stage, a box that
 * stands for the visitor's browser window: `position: absolute` inside the stage instead of `fixed`.
 * Returns CSS properties for React's `style` (applied through the CSSOM, which the studio's CSP allows).
 */
import type { LayoutRequest } from '../../bridge-protocol/messages';
import { placementGeometry, type CornerAnchor } from '../../bridge-protocol/placementGeometry';

export type PreviewBox = Readonly<Record<string, string | number>>;

const px = (n: number) => `${Math.max(0, Math.round(n))}px`;

/** The stage's own hidden state: in place (so the frame can measure itself) but not seen or reached. */
export const HIDDEN_PREVIEW_BOX: PreviewBox = { position: 'absolute', left: 0, top: 0, width: '100%', height: 0, opacity: 0, pointerEvents: 'none' };

/** A corner anchor (bridge-protocol/placementGeometry.ts) as offsets inside the stage. */
function cornerBox({ x, y, inset }: CornerAnchor): PreviewBox {
  const vertical: PreviewBox = y === 'top' ? { top: px(inset) } : y === 'middle' ? { top: '50%', transform: 'translateY(-50%)' } : { bottom: px(inset) };
  return { ...vertical, [x]: px(inset) };
}

const COVER: PreviewBox = { position: 'absolute', inset: 0, width: '100%', height: '100%' };

/** The iframe's box in a stage `stageWidth` px wide, for what the frame asked; hidden while it asks for nothing. */
export function previewBox(layout: LayoutRequest | null, stageWidth: number): PreviewBox {
  if (layout === null || !layout.visible) return HIDDEN_PREVIEW_BOX;
  const { placement, size } = layout;
  const at = placementGeometry(placement);
  switch (at.kind) {
    case 'edge':
      return { position: 'absolute', left: 0, width: '100%', height: px(size.height), [at.y]: 0 };
    case 'cover':
      return COVER;
    case 'corner':
      // The omnichat's phone sheet fills the visitor's window: here, the stage. A slide-in is never wider than it.
      if (at.fills) return COVER;
      return { position: 'absolute', width: px(Math.min(size.width, stageWidth)), height: px(size.height), ...cornerBox(at) };
    case 'flow': {
      // In the page's content column: the configured width (px or %), never wider than the stage.
      const wanted = placement.width ? (placement.width.unit === '%' ? (stageWidth * placement.width.number) / 100 : placement.width.number) : stageWidth;
      const width = Math.max(Math.min(wanted, stageWidth), Math.min(placement.minWidth ?? 0, stageWidth));
      return { position: 'relative', display: 'block', margin: '0 auto', width: px(width), height: px(size.height) };
    }
  }
}
