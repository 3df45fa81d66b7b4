import { describe, expect, it } from 'vitest';
import { POPOVER_EDGE_MARGIN_PX } from '../../../studio/rules/popoverPosition';

describe('the popover edge margin', () => {
  it('is 5 px', () => {
    expect(POPOVER_EDGE_MARGIN_PX).toBe(5);
  });
});
