/**
 * Where the QA stage puts the frame's slot: the simulated page's version of the loader's placement CSS
 * (loader/frames/placementStyles.ts, which frame-app may not import), so a widget shows in QA where it
 * shows on a host page: a bar on its edge, a slide-in or chat bubble in its corner, `inset` px from the
 * edges, a dialog over the whole stage. Absolute positions in the stage stand in for `position:fixed`.
 *
 * The slot is `visibility:hidden` (not display:none) while the widget is hidden: the frame measures its
 * content while hidden, and in QA the content shares this document.
 */
import type { CSSProperties } from 'react';
import type { LayoutRequest, Placement } from '../../bridge-protocol/messages';

const SLOT_Z_INDEX = 10;
/** A dialog, or the omnichat phone sheet (`overlay`), is drawn over every other floating widget. */
const DIALOG_Z_INDEX = 11;

/** A corner or edge middle (`lt`…`rb`, default `rb` as in the loader), `inset` px from the stage's edges. */
function cornerOffsets(position: Placement['position'], inset: number): CSSProperties {
  const p = position ?? 'rb';
  const horizontal: CSSProperties = p[0] === 'l' ? { left: inset } : { right: inset };
  const v = p[1];
  const vertical: CSSProperties = v === 't' ? { top: inset } : v === 'm' ? { top: '50%', transform: 'translateY(-50%)' } : { bottom: inset };
  return { ...horizontal, ...vertical };
}

export function stageSlotStyle(layout: LayoutRequest | null, viewportHeight: number): CSSProperties {
  const visible = layout?.visible === true;
  const hidden: CSSProperties = visible ? {} : { visibility: 'hidden', pointerEvents: 'none' };
  // Sized by the frame's reports only while shown, as the loader does; a hidden slot measures freely.
  const sized: CSSProperties = visible && layout ? { width: layout.size.width, height: layout.size.height, overflow: 'hidden' } : {};
  const placement = layout?.placement;
  switch (placement?.kind) {
    case undefined:
    case 'bar': {
      const top = placement?.position === 'top';
      return {
        position: 'absolute',
        left: 0,
        width: '100%',
        ...(top ? { top: 0 } : { bottom: 0 }),
        ...(visible && layout ? { height: layout.size.height, overflow: 'hidden' } : {}),
        zIndex: SLOT_Z_INDEX,
        ...hidden,
      };
    }
    case 'modal':
    case 'takeover':
      // The loader covers the viewport; `--mc-vh` stands in for 100dvh, which here is the QA window's.
      return { position: 'absolute', inset: 0, zIndex: DIALOG_Z_INDEX, ['--mc-vh' as string]: `${viewportHeight}px`, ...hidden } as CSSProperties;
    case 'slide_in':
    case 'bubble':
      return {
        position: 'absolute',
        ...cornerOffsets(placement.position, placement.inset ?? 0),
        ...sized,
        zIndex: placement.overlay === true ? DIALOG_Z_INDEX : SLOT_Z_INDEX,
        ...hidden,
      };
    case 'inline':
      // Page content at its anchor: the stage has no anchor, so the embed sits in the middle of the page.
      return { position: 'absolute', left: '50%', top: '50%', transform: 'translate(-50%, -50%)', ...sized, zIndex: SLOT_Z_INDEX, ...hidden };
  }
}
