import { describe, expect, it } from 'vitest';
import { RESERVE_WIDTHS, reserveCss, reserveHtml, reserveRanges } from '../../../studio/rules/reserveCss';

describe('the embed code\'s reserved space', () => {
  it('reserves, from each measured width up to the next, the height at its narrow end, rounded up; equal neighbours merge', () => {
    const measured = [
      { width: 480, height: 380.2 },
      { width: 320, height: 452 },
      { width: 375, height: 420.5 },
      { width: 414, height: 380 },
      { width: 600, height: 380 },
    ];
    expect(reserveRanges(measured)).toEqual([
      { minWidth: 0, height: 452 },
      { minWidth: 375, height: 421 },
      { minWidth: 414, height: 380 },
      { minWidth: 480, height: 381 },
      { minWidth: 600, height: 380 },
    ]);
  });

  it('drops heights that are not positive numbers', () => {
    expect(reserveRanges([{ width: 320, height: 0 }, { width: 375, height: Number.NaN }, { width: 414, height: 200 }])).toEqual([{ minWidth: 0, height: 200 }]);
  });

  it('writes the slot, its container and one rule per range; the markup names the same slot and anchor', () => {
    const css = reserveCss('71', [
      { minWidth: 0, height: 452 },
      { minWidth: 375, height: 421 },
    ]);
    expect(css.split('\n').slice(1)).toEqual([
      '.mc-slot-71 { container-type: inline-size; }',
      '.mc-slot-71 > [data-widget-id="71"] { min-height: 452px; }',
      '@container (min-width: 375px) { .mc-slot-71 > [data-widget-id="71"] { min-height: 421px; } }',
    ]);
    expect(reserveHtml('71')).toBe('<div class="mc-slot-71"><div data-widget-id="71"></div></div>');
  });

  it('keeps anything but an id\'s letters, digits, - and _ out of the markup and the selectors', () => {
    expect(reserveHtml('7"><script>')).toBe('<div class="mc-slot-7script"><div data-widget-id="7script"></div></div>');
    expect(reserveCss('7"]{}', [{ minWidth: 0, height: 10 }])).toContain('.mc-slot-7 > [data-widget-id="7"] { min-height: 10px; }');
  });

  it('measures phones to content columns, narrowest first', () => {
    expect([...RESERVE_WIDTHS]).toEqual([...RESERVE_WIDTHS].sort((a, b) => a - b));
    expect(RESERVE_WIDTHS[0]).toBe(320);
  });
});
