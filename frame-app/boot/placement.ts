/**
 * Widget config → the placement the frame asks the host for (bridge `placementSchema`). The frame only
 * names the placement; the loader owns the host CSS. The placement kind is the kind's row
 * (widgets/kinds.ts), handed in by the caller that resolved it; this fills in its options. Out-of-range
 * options fall back to the defaults instead of producing a request the host would drop as invalid,
 * except an unknown width unit (SPEC §8, below).
 */
import { PLACEMENT_POSITIONS, type Placement } from '../../bridge-protocol/messages';
import type { MergedWidget } from '../config/mergeWidget';
import { BUBBLE_INSET } from '../rules/bubbleGeometry';
import { EMBED_MIN_WIDTH } from '../rules/embedMinWidth';

type Position = (typeof PLACEMENT_POSITIONS)[number];
const SLIDE_IN_POSITIONS: readonly Position[] = ['lt', 'lm', 'lb', 'rt', 'rm', 'rb'];

function barPosition(value: unknown): 'top' | 'bottom' {
  return value === 'top' ? 'top' : 'bottom';
}

function slideInPosition(value: unknown): Position {
  return SLIDE_IN_POSITIONS.find((p) => p === value) ?? 'rb';
}

/**
 * SPEC §8 "unknown positioning unit" is a developer-level error: a width in `em` or `vw` is a mistake in
 * the configuration, and silently laying the widget out at its container's width would hide it. So an
 * unknown unit throws (boot disables the widget with this message); a missing or non-positive number
 * still means "no width" (the container's), as before.
 */
export class PositioningUnitError extends RangeError {
  constructor(unit: unknown) {
    super(`unknown positioning unit ${JSON.stringify(unit) ?? String(unit)} in data.main.width (expected "px" or "%")`);
    this.name = 'PositioningUnitError';
  }
}

function cssWidth(value: unknown): Placement['width'] {
  if (!value || typeof value !== 'object') return undefined;
  const { unit, number } = value as { unit?: unknown; number?: unknown };
  if (unit !== undefined && unit !== 'px' && unit !== '%') throw new PositioningUnitError(unit);
  const n = typeof number === 'string' && number.trim() !== '' ? Number(number) : number;
  if (unit === undefined || typeof n !== 'number' || !Number.isFinite(n) || n <= 0) return undefined;
  return { unit, number: n };
}

export function placementFor(widget: Pick<MergedWidget, 'data'>, kind: Placement['kind']): Placement {
  const main = widget.data.main;
  switch (kind) {
    case 'bar':
      return {
        kind: 'bar',
        position: barPosition(main.barPlacement),
        pushPage: main.pushPage === true,
        stickWithScroll: main.stickWithScroll !== false,
      };
    case 'slide_in':
      return { kind: 'slide_in', position: slideInPosition(main.slideInPlacement) };
    case 'modal':
      return { kind: 'modal' };
    case 'takeover':
      return { kind: 'takeover' };
    case 'inline': {
      const width = main.fitContainer === true ? undefined : cssWidth(main.width);
      return width ? { kind: 'inline', width, minWidth: EMBED_MIN_WIDTH } : { kind: 'inline', minWidth: EMBED_MIN_WIDTH };
    }
    case 'bubble':
      return { kind: 'bubble', inset: BUBBLE_INSET };
  }
}
