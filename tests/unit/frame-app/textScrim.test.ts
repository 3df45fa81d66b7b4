/**
 * The contrast guard under light text on a picture (rules/textScrim.ts): white text keeps WCAG AA over
 * a white pixel whatever overlay the site owner chose, with no more scrim than that needs.
 */
import { describe, expect, it } from 'vitest';
import { relativeLuminance } from '../../../frame-app/rules/overlayTextTone';
import { MAX_LUMINANCE_UNDER_TEXT, textScrimOpacity, type ColourOverlay } from '../../../frame-app/rules/textScrim';

/** A white pixel under the overlay and then a black scrim of opacity `s`. */
function whitePixelUnder(overlay: ColourOverlay | null, s: number): [number, number, number] {
  const a = overlay ? overlay.opacity : 0;
  const hex = (overlay?.color ?? '#ffffff').replace('#', '');
  const full = hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex;
  return [0, 2, 4].map((i) => (255 * (1 - a) + parseInt(full.slice(i, i + 2), 16) * a) * (1 - s)) as [number, number, number];
}

/** White text's contrast over a white pixel under the overlay and then the scrim. */
function worstContrast(overlay: ColourOverlay | null): number {
  return 1.05 / (relativeLuminance(whitePixelUnder(overlay, textScrimOpacity(overlay))) + 0.05);
}

describe('textScrimOpacity', () => {
  it('adds no scrim over an overlay that is dark enough already (the video overlay, black at 65 %)', () => {
    expect(textScrimOpacity({ color: '#000000', opacity: 0.65 })).toBe(0);
    expect(textScrimOpacity({ color: '#000', opacity: 1 })).toBe(0);
  });

  it('tops up the default overlay (black at 50 %) a little', () => {
    const s = textScrimOpacity({ color: '#000000', opacity: 0.5 });
    expect(s).toBeGreaterThan(0);
    expect(s).toBeLessThan(0.15);
  });

  it('carries the whole guard when the overlay is off, transparent, light or in a form it cannot read', () => {
    const off = textScrimOpacity(null);
    expect(off).toBeGreaterThan(0.5);
    expect(textScrimOpacity({ color: '#000000', opacity: 0 })).toBe(off);
    expect(textScrimOpacity({ color: '#ffffff', opacity: 0.5 })).toBe(off);
    expect(textScrimOpacity({ color: 'rebeccapurple', opacity: 0.8 })).toBe(off);
  });

  it.each([null, { color: '#000000', opacity: 0.2 }, { color: '#000000', opacity: 0.5 }, { color: '#ff0000', opacity: 0.5 }, { color: '#ffcc00', opacity: 0.9 }, { color: '#fff', opacity: 0.3 }])(
    'white text keeps 4.5:1 over a white pixel, with the least scrim that does it (%o)',
    (overlay) => {
      expect(worstContrast(overlay)).toBeGreaterThanOrEqual(4.5);
      // 0.01 less scrim would not do (unless none is needed).
      const s = textScrimOpacity(overlay);
      if (s > 0) expect(relativeLuminance(whitePixelUnder(overlay, s - 0.01))).toBeGreaterThan(MAX_LUMINANCE_UNDER_TEXT);
    },
  );
});
