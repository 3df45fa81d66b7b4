import jsQR from 'jsqr';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { messengerRefUrl } from '../../../studio/rules/messengerRefUrl';
import { logoAreaSide, messengerCodeLayout, QUIET_ZONE_MODULES, type MessengerCodeLayout } from '../../../studio/rules/messengerCodeLayout';
import { modulesPath } from '../../../studio/rules/modulesPath';

const link = (payload: string) => {
  const built = messengerRefUrl({ fbPageId: '1234567890', widgetId: 302, payload, source: 'code' });
  if (built.kind !== 'ok') throw new Error(built.message);
  return built.url;
};

/**
 * The layout drawn as pixels (4 per module), the way the canvas draws it, except that the logo is a
 * solid dark disc the size of the logo: harsher than the real logo, whose bolt is light.
 */
function rasterize(layout: MessengerCodeLayout, scale = 4): { data: Uint8ClampedArray; size: number } {
  const size = layout.total * scale;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  const dark = (x: number, y: number) => data.fill(0, (y * size + x) * 4, (y * size + x) * 4 + 3);
  for (const run of modulesPath(layout).runs) {
    for (let y = run.y * scale; y < (run.y + 1) * scale; y++) for (let x = run.x * scale; x < (run.x + run.length) * scale; x++) dark(x, y);
  }
  if (layout.logo) {
    const centre = (layout.total / 2) * scale;
    const radius = ((logoAreaSide(layout.symbolSize) - 2) / 2) * scale;
    for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if ((x + 0.5 - centre) ** 2 + (y + 0.5 - centre) ** 2 <= radius ** 2) dark(x, y);
  }
  return { data, size };
}

describe('messengerCodeLayout', () => {
  it('uses error correction H with the logo and M without, and the symbol of QRCode.create', () => {
    const text = link('spring');
    const withLogo = messengerCodeLayout(text, { logo: true, removeLogoBackground: false });
    expect(withLogo.errorCorrectionLevel).toBe('H');
    const reference = QRCode.create(text, { errorCorrectionLevel: 'H' });
    expect(withLogo.symbolSize).toBe(reference.modules.size);
    expect(withLogo.version).toBe(reference.version);
    for (let r = 0; r < withLogo.symbolSize; r++) for (let c = 0; c < withLogo.symbolSize; c++) expect(withLogo.isDark(r, c)).toBe(reference.modules.get(r, c) === 1);
    const plain = messengerCodeLayout(text, { logo: false, removeLogoBackground: false });
    expect(plain.errorCorrectionLevel).toBe('M');
    expect(plain.logo).toBeNull();
    expect(plain.isHidden(plain.symbolSize >> 1, plain.symbolSize >> 1)).toBe(false);
  });

  it('keeps a quiet zone of 4 modules on every side', () => {
    const layout = messengerCodeLayout(link(''), { logo: true, removeLogoBackground: false });
    expect(layout.quietZone).toBe(QUIET_ZONE_MODULES);
    expect(QUIET_ZONE_MODULES).toBeGreaterThanOrEqual(4);
    expect(layout.total).toBe(layout.symbolSize + 8);
    const { runs } = modulesPath(layout);
    expect(Math.min(...runs.map((r) => r.x))).toBe(4);
    expect(Math.min(...runs.map((r) => r.y))).toBe(4);
    expect(Math.max(...runs.map((r) => r.x + r.length))).toBe(layout.total - 4);
    expect(Math.max(...runs.map((r) => r.y + 1))).toBe(layout.total - 4);
  });

  it('the plate hides a centred odd square of modules; without it only the logo’s circle is left out', () => {
    const text = link('spring');
    const plate = messengerCodeLayout(text, { logo: true, removeLogoBackground: false });
    const side = logoAreaSide(plate.symbolSize);
    expect(side % 2).toBe(1);
    const hidden = (l: MessengerCodeLayout) => {
      let n = 0;
      for (let r = 0; r < l.symbolSize; r++) for (let c = 0; c < l.symbolSize; c++) if (l.isHidden(r, c)) n++;
      return n;
    };
    expect(hidden(plate)).toBe(side * side);
    expect(plate.logo?.plate).toEqual({ x: 4 + (plate.symbolSize - side) / 2, y: 4 + (plate.symbolSize - side) / 2, side, radius: expect.any(Number) as number });
    const circle = messengerCodeLayout(text, { logo: true, removeLogoBackground: true });
    expect(circle.logo?.plate).toBeNull();
    expect(hidden(circle)).toBeLessThan(side * side);
    expect(hidden(circle)).toBeGreaterThan(0.6 * side * side);
    // Never more than 6 % of the symbol: error correction H recovers far more.
    expect(hidden(plate) / plate.symbolSize ** 2).toBeLessThan(0.06);
  });

  it('centres the logo and keeps it one module inside its area', () => {
    const layout = messengerCodeLayout(link(''), { logo: true, removeLogoBackground: false });
    const logo = layout.logo!;
    const width = 24 * logo.scale;
    expect(logo.x + width / 2).toBeCloseTo(layout.total / 2, 9);
    expect(logo.y + width / 2).toBeCloseTo(layout.total / 2, 9);
    // The bubble is 20 of the logo's 24 units wide.
    expect(20 * logo.scale).toBeCloseTo(logoAreaSide(layout.symbolSize) - 2, 9);
  });

  for (const removeLogoBackground of [false, true]) {
    for (const payload of ['', 'spring', 'p'.repeat(80), 'x'.repeat(200)]) {
      it(`decodes to the link with ${removeLogoBackground ? 'no plate' : 'the plate'}, payload of ${payload.length} characters (jsQR)`, () => {
        const text = link(payload);
        const layout = messengerCodeLayout(text, { logo: true, removeLogoBackground });
        const { data, size } = rasterize(layout);
        expect(jsQR(data, size, size)?.data).toBe(text);
      });
    }
  }
});

describe('modulesPath', () => {
  it('draws every visible dark module once: the runs add up to the dark modules not hidden', () => {
    const layout = messengerCodeLayout(link('spring'), { logo: true, removeLogoBackground: false });
    let expected = 0;
    for (let r = 0; r < layout.symbolSize; r++) for (let c = 0; c < layout.symbolSize; c++) if (layout.isDark(r, c) && !layout.isHidden(r, c)) expected++;
    const { d, darkCount, runs } = modulesPath(layout);
    expect(darkCount).toBe(expected);
    expect(runs.reduce((sum, r) => sum + r.length, 0)).toBe(expected);
    const fromPath = [...d.matchAll(/M\d+ \d+h(\d+)v1h-\1z/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    expect(fromPath).toBe(expected);
    expect(d.replace(/M\d+ \d+h(\d+)v1h-\1z/g, '')).toBe('');
  });

  it('merges a row’s neighbours into one run and breaks runs at hidden modules', () => {
    const dark = new Set(['0,0', '0,1', '0,2', '1,1', '2,0', '2,2']);
    const path = modulesPath({ symbolSize: 3, quietZone: 4, isDark: (r, c) => dark.has(`${r},${c}`), isHidden: (r, c) => r === 0 && c === 1 });
    expect(path.d).toBe('M4 4h1v1h-1zM6 4h1v1h-1zM5 5h1v1h-1zM4 6h1v1h-1zM6 6h1v1h-1z');
    expect(path.darkCount).toBe(5);
  });
});
