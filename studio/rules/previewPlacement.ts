/**
 * Where the preview stage puts a widget's iframe: the loader's placements (loader/frames/placementStyles.ts)
 * translated from the host's viewport to the stage, a box that stands for the visitor's browser window.
 * The loader's own rules stay in the loader (its budget and its host-page CSS concerns are not the
 * studio's); this is the same geometry with `position: absolute` inside the stage instead of `fixed`.
 * Returns CSS properties for React's `style` (applied through the CSSOM, which the studio's CSP allows).
 */
import type { LayoutRequest } from '../../bridge-protocol/messages';

export type PreviewBox = Readonly<Record<string, string | number>>;

const px = (n: number) => `${Math.max(0, Math.round(n))}px`;

/** The stage's own hidden state: in place (so the frame can measure itself) but not seen or reached. */
export const HIDDEN_PREVIEW_BOX: PreviewBox = { position: 'absolute', left: 0, top: 0, width: '100%', height: 0, opacity: 0, pointerEvents: 'none' };

/** The iframe's box in a stage `stageWidth` px wide, for what the frame asked; hidden while it asks for nothing. */
export function previewBox(layout: LayoutRequest | null, stageWidth: number): PreviewBox {
  if (layout === null || !layout.visible) return HIDDEN_PREVIEW_BOX;
  const { placement, size } = layout;
  const inset = placement.inset ?? 0;
  switch (placement.kind) {
    case 'bar':
      return { position: 'absolute', left: 0, width: '100%', height: px(size.height), [placement.position === 'bottom' ? 'bottom' : 'top']: 0 };
    case 'modal':
    case 'takeover':
      return { position: 'absolute', inset: 0, width: '100%', height: '100%' };
    case 'bubble':
      if (placement.overlay) return { position: 'absolute', inset: 0, width: '100%', height: '100%' };
      return { position: 'absolute', right: px(inset), bottom: px(inset), width: px(size.width), height: px(size.height) };
    case 'slide_in': {
      const position = placement.position ?? 'rb';
      const vertical: PreviewBox = position[1] === 't' ? { top: px(inset) } : position[1] === 'm' ? { top: '50%', transform: 'translateY(-50%)' } : { bottom: px(inset) };
      const horizontal: PreviewBox = position[0] === 'l' ? { left: px(inset) } : { right: px(inset) };
      return { position: 'absolute', width: px(Math.min(size.width, stageWidth)), height: px(size.height), ...vertical, ...horizontal };
    }
    case 'inline': {
      // In the page's content column: the configured width (px or %), never wider than the stage.
      const wanted = placement.width ? (placement.width.unit === '%' ? (stageWidth * placement.width.number) / 100 : placement.width.number) : stageWidth;
      const width = Math.max(Math.min(wanted, stageWidth), Math.min(placement.minWidth ?? 0, stageWidth));
      return { position: 'relative', display: 'block', margin: '0 auto', width: px(width), height: px(size.height) };
    }
  }
}
