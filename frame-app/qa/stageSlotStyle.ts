/**
 * Where the QA stage puts the frame's slot: the placement's geometry (bridge-protocol/placementGeometry.ts,
 * which the loader draws on the host page) on the simulated page, so a widget shows in QA where it
 * shows on a host page: a bar on its edge, a slide-in or chat bubble in its corner, `inset` px from the
 * edges, a dialog over the whole stage. Absolute positions in the stage stand in for `position:fixed`.
 *
 * The slot is `visibility:hidden` (not display:none) while the widget is hidden: the frame measures its
 * content while hidden, and in QA the content shares this document.
 */
import type { CSSProperties } from 'react';
import type { LayoutRequest } from '../../bridge-protocol/messages';
import { placementGeometry, type CornerAnchor } from '../../bridge-protocol/placementGeometry';

const SLOT_Z_INDEX = 10;
/** A dialog, or the omnichat phone sheet (`overlay`), is drawn over every other floating widget. */
const DIALOG_Z_INDEX = 11;

/** A corner anchor (bridge-protocol/placementGeometry.ts) as offsets inside the stage. */
function cornerOffsets({ x, y, inset }: CornerAnchor): CSSProperties {
  const vertical: CSSProperties = y === 'top' ? { top: inset } : y === 'middle' ? { top: '50%', transform: 'translateY(-50%)' } : { bottom: inset };
  return { [x]: inset, ...vertical };
}

export function stageSlotStyle(layout: LayoutRequest | null, viewportHeight: number): CSSProperties {
  const visible = layout?.visible === true;
  const hidden: CSSProperties = visible ? {} : { visibility: 'hidden', pointerEvents: 'none' };
  // Sized by the frame's reports only while shown, as the loader does; a hidden slot measures freely.
  const sized: CSSProperties = visible && layout ? { width: layout.size.width, height: layout.size.height, overflow: 'hidden' } : {};
  // Before the frame asks for anything, its slot is a bar's: in place, so the frame can measure itself.
  const at = layout ? placementGeometry(layout.placement) : ({ kind: 'edge', y: 'bottom', sticky: true } as const);
  switch (at.kind) {
    case 'edge':
      return {
        position: 'absolute',
        left: 0,
        width: '100%',
        [at.y]: 0,
        ...(visible && layout ? { height: layout.size.height, overflow: 'hidden' } : {}),
        zIndex: SLOT_Z_INDEX,
        ...hidden,
      };
    case 'cover':
      // The loader covers the viewport; `--mc-vh` stands in for 100dvh, which here is the QA window's.
      return { position: 'absolute', inset: 0, zIndex: DIALOG_Z_INDEX, ['--mc-vh' as string]: `${viewportHeight}px`, ...hidden } as CSSProperties;
    case 'corner':
      return { position: 'absolute', ...cornerOffsets(at), ...sized, zIndex: at.fills ? DIALOG_Z_INDEX : SLOT_Z_INDEX, ...hidden };
    case 'flow':
      // Page content at its anchor: the stage has no anchor, so the embed sits in the middle of the page.
      return { position: 'absolute', left: '50%', top: '50%', transform: 'translate(-50%, -50%)', ...sized, zIndex: SLOT_Z_INDEX, ...hidden };
  }
}
