/**
 * Widget config → the placement the frame asks the host for (bridge `placementSchema`). The frame only
 * names the placement; the loader owns the host CSS. Every kind is mapped here, so a later issue that
 * builds a view only adds the view. Out-of-range options fall back to the defaults instead of producing
 * a request the host would drop as invalid.
 */
import { PLACEMENT_POSITIONS, type Placement } from '../../bridge-protocol/messages';
import type { MergedWidget } from '../config/mergeWidget';

/** SPEC §2/§9: embedded cards are never narrower than this. */
export const EMBED_MIN_WIDTH = 280;

type Position = (typeof PLACEMENT_POSITIONS)[number];
const SLIDE_IN_POSITIONS: readonly Position[] = ['lt', 'lm', 'lb', 'rt', 'rm', 'rb'];

function barPosition(value: unknown): 'top' | 'bottom' {
  return value === 'top' ? 'top' : 'bottom';
}

function slideInPosition(value: unknown): Position {
  return SLIDE_IN_POSITIONS.find((p) => p === value) ?? 'rb';
}

function cssWidth(value: unknown): Placement['width'] {
  if (!value || typeof value !== 'object') return undefined;
  const { unit, number } = value as { unit?: unknown; number?: unknown };
  const n = typeof number === 'string' && number.trim() !== '' ? Number(number) : number;
  if ((unit !== 'px' && unit !== '%') || typeof n !== 'number' || !Number.isFinite(n) || n <= 0) return undefined;
  return { unit, number: n };
}

export function placementFor(widget: Pick<MergedWidget, 'widget_type' | 'data'>): Placement | null {
  const main = widget.data.main;
  switch (widget.widget_type) {
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
    case 'page_takeover':
      return { kind: 'takeover' };
    case 'box':
    case 'button':
    case 'landing':
    case 'checkbox': {
      const width = main.fitContainer === true ? undefined : cssWidth(main.width);
      return width ? { kind: 'inline', width, minWidth: EMBED_MIN_WIDTH } : { kind: 'inline', minWidth: EMBED_MIN_WIDTH };
    }
    case 'customer_chat':
    case 'omnichat':
      return { kind: 'bubble' };
    default:
      return null;
  }
}
