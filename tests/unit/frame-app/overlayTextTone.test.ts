import { describe, expect, it } from 'vitest';
import { overlayTextTone, parseHexColor, relativeLuminance } from '../../../frame-app/rules/overlayTextTone';

describe('overlayTextTone', () => {
  it('parses #rgb and #rrggbb only', () => {
    expect(parseHexColor('#fff')).toEqual([255, 255, 255]);
    expect(parseHexColor(' #102030 ')).toEqual([16, 32, 48]);
    expect(parseHexColor('red')).toBeNull();
    expect(parseHexColor('#12345')).toBeNull();
    expect(parseHexColor(undefined)).toBeNull();
  });

  it('luminance runs from black 0 to white 1', () => {
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 5);
  });

  it('a dark overlay at 50 % or more asks for light text, a light one for dark text', () => {
    expect(overlayTextTone({ overlay: '#0f172a', opacity: 0.5 })).toBe('light-text');
    expect(overlayTextTone({ overlay: '#000', opacity: 0.65 })).toBe('light-text');
    expect(overlayTextTone({ overlay: '#fafafa', opacity: 0.5 })).toBe('dark-text');
    // Around the crossover: mid-grey #777 (L 0.184) still wants dark text, #757575 (L 0.178) light text.
    expect(overlayTextTone({ overlay: '#777777', opacity: 1 })).toBe('dark-text');
    expect(overlayTextTone({ overlay: '#757575', opacity: 1 })).toBe('light-text');
  });

  it('a faint overlay, no overlay or an unreadable colour leaves the skin alone', () => {
    expect(overlayTextTone({ overlay: '#000000', opacity: 0.49 })).toBeNull();
    expect(overlayTextTone({ overlay: null, opacity: 0.5 })).toBeNull();
    expect(overlayTextTone({ overlay: 'rgb(0 0 0)', opacity: 0.5 })).toBeNull();
  });
});
