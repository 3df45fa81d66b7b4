import { describe, expect, it } from 'vitest';
import { codeContrast, MIN_SYMBOL_CONTRAST, relativeLuminance } from '../../../studio/rules/codeContrast';
import { normalizeHexColor, parseHexColor, toHexColor } from '../../../studio/rules/hexColor';

describe('hexColor', () => {
  it('reads #rgb and #rrggbb in any case, with or without #, and writes #rrggbb lower case', () => {
    expect(normalizeHexColor('#FFF')).toBe('#ffffff');
    expect(normalizeHexColor('0084FF')).toBe('#0084ff');
    expect(normalizeHexColor(' #1a2B3c ')).toBe('#1a2b3c');
    expect(parseHexColor('#0af')).toEqual({ r: 0, g: 170, b: 255 });
    expect(toHexColor({ r: 300, g: -2, b: 15.4 })).toBe('#ff000f');
  });

  it('refuses names, alpha, rgb() and other text', () => {
    for (const text of ['red', '#ffff', '#ffffff80', 'rgb(0,0,0)', '', '#ggg', 12, null]) expect(normalizeHexColor(text), String(text)).toBeNull();
  });
});

describe('codeContrast', () => {
  it('computes WCAG relative luminance', () => {
    expect(relativeLuminance({ r: 255, g: 255, b: 255 })).toBeCloseTo(1, 6);
    expect(relativeLuminance({ r: 0, g: 0, b: 0 })).toBe(0);
    expect(relativeLuminance({ r: 119, g: 119, b: 119 })).toBeCloseTo(0.184, 3);
  });

  it('passes black, grey and Messenger blue on white', () => {
    for (const fg of ['#000000', '#777777', '#aaaaaa', '#0084ff']) {
      const result = codeContrast(fg, '#ffffff');
      expect(result.verdict, fg).toBe('ok');
      expect(result.message).toBeNull();
    }
  });

  it('warns when the colours are too close to scan: light grey or yellow on white, black on navy', () => {
    for (const [fg, bg] of [['#cccccc', '#ffffff'], ['#ffd400', '#ffffff'], ['#000000', '#000033'], ['#123456', '#123456']]) {
      const result = codeContrast(fg, bg);
      expect(result.verdict, `${fg} on ${bg}`).toBe('low');
      expect(result.symbolContrast).toBeLessThan(MIN_SYMBOL_CONTRAST);
      expect(result.message).toMatch(/too close/);
    }
  });

  it('warns about an inverted code (light on dark)', () => {
    const result = codeContrast('#ffffff', '#000000');
    expect(result.verdict).toBe('inverted');
    expect(result.message).toMatch(/inverted/);
  });

  it('says when a colour is not a hex colour', () => {
    expect(codeContrast('blue', '#ffffff').verdict).toBe('invalid');
  });
});
