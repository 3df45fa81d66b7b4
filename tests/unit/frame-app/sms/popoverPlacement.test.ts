import { describe, expect, it } from 'vitest';
import { POPOVER_GAP_PX, POPOVER_MARGIN_PX, popoverPlacement } from '../../../../frame-app/sms/rules/popoverPlacement';

// A 48 px field row; the popover at its tallest is 356 px (search row + a 300 px list).
const TALLEST = 356;

describe('popoverPlacement: the country panel stays inside the visible area', () => {
  it('below the row when it fits there', () => {
    const placement = popoverPlacement({ top: 100, bottom: 148 }, { top: 0, bottom: 900 }, TALLEST);
    expect(placement).toEqual({ side: 'below', top: 48 + POPOVER_GAP_PX, maxHeight: 900 - POPOVER_MARGIN_PX - 148 - POPOVER_GAP_PX });
  });

  it('above the row when only the space above holds it, growing upward from the row', () => {
    const placement = popoverPlacement({ top: 500, bottom: 548 }, { top: 0, bottom: 640 }, TALLEST);
    expect(placement).toEqual({ side: 'above', bottom: 48 + POPOVER_GAP_PX, maxHeight: 500 - POPOVER_GAP_PX - POPOVER_MARGIN_PX });
  });

  it('over the row in a card too short on both sides, moved up just enough to fit', () => {
    // The 428 px SMS card: the row at 190..238.
    const placement = popoverPlacement({ top: 190, bottom: 238 }, { top: 0, bottom: 428 }, TALLEST);
    expect(placement.side).toBe('over');
    if (placement.side !== 'over') return;
    const top = 190 + placement.top;
    expect(top).toBe(428 - POPOVER_MARGIN_PX - TALLEST);
    expect(top).toBeGreaterThanOrEqual(POPOVER_MARGIN_PX);
    expect(top + placement.maxHeight).toBe(428 - POPOVER_MARGIN_PX);
  });

  it('an area shorter than the popover: all of it, and the list scrolls', () => {
    const placement = popoverPlacement({ top: 120, bottom: 168 }, { top: 0, bottom: 300 }, TALLEST);
    expect(placement).toEqual({ side: 'over', top: POPOVER_MARGIN_PX - 120, maxHeight: 300 - 2 * POPOVER_MARGIN_PX });
  });

  it('never leaves the area, wherever the row is', () => {
    const area = { top: 40, bottom: 500 };
    for (let rowTop = 40; rowTop <= 452; rowTop += 7) {
      const row = { top: rowTop, bottom: rowTop + 48 };
      const p = popoverPlacement(row, area, TALLEST);
      const top = p.side === 'above' ? row.bottom - p.bottom - p.maxHeight : row.top + p.top;
      expect(top).toBeGreaterThanOrEqual(area.top + POPOVER_MARGIN_PX);
      expect(top + p.maxHeight).toBeLessThanOrEqual(area.bottom - POPOVER_MARGIN_PX);
    }
  });
});
