/**
 * The messenger code's geometry (SPEC §3 `messenger_code_settings`): which modules of the QR symbol are
 * dark, the quiet zone around them, and where the Messenger logo goes. Units are modules; the preview
 * (an SVG viewBox) and the PNG (a canvas) scale the same layout to `size` pixels, so both carry the
 * same code. The symbol comes from `qrcode` (QRCode.create), which picks the version and mask.
 *
 * - Error correction: H (about 30 % of the codewords recoverable) whenever the logo is drawn, since the
 *   logo hides modules; M otherwise.
 * - Quiet zone: 4 modules on every side, the minimum ISO/IEC 18004 asks for; scanners need it to find
 *   the finder patterns.
 * - The logo area is a centred odd number of modules, about a quarter of the symbol's side (5 % of its
 *   area, well inside what H recovers). With `removeLogoBackground` false the logo sits on a white
 *   rounded plate that hides that square of modules; with true there is no plate and only the modules
 *   whose centre falls inside the logo's circle are left out, so the code runs up to the logo on its own
 *   background. Either way the logo is two modules narrower than its area, so no kept module touches it.
 */
import QRCode from 'qrcode';

export const QUIET_ZONE_MODULES = 4;
export const PLATE_COLOR = '#ffffff';

/** The Messenger logo's own box (studio/configOnly/messengerLogo.ts): a 24-unit square, the bubble 20 units wide. */
const LOGO_VIEWBOX = 24;
const LOGO_BUBBLE_WIDTH = 20;

export type CodeErrorCorrection = 'H' | 'M';

export interface LogoPlacement {
  /** The white plate (square, rounded), in layout coordinates; null without the plate. */
  plate: { x: number; y: number; side: number; radius: number } | null;
  /** Draw the logo's 24-unit box at (x, y) scaled by `scale`. */
  x: number;
  y: number;
  scale: number;
}

export interface MessengerCodeLayout {
  text: string;
  errorCorrectionLevel: CodeErrorCorrection;
  version: number;
  /** Modules per side of the symbol itself. */
  symbolSize: number;
  quietZone: number;
  /** Modules per side with the quiet zone: the drawing's viewBox. */
  total: number;
  /** Whether the symbol's module (row, col) is dark, as the symbol has it. */
  isDark: (row: number, col: number) => boolean;
  /** Whether the module is left out for the logo. */
  isHidden: (row: number, col: number) => boolean;
  logo: LogoPlacement | null;
}

export interface LayoutOptions {
  logo: boolean;
  /** `messenger_code_settings.removeLogoBackground`. */
  removeLogoBackground: boolean;
}

export function logoAreaSide(symbolSize: number): number {
  return 2 * Math.floor(symbolSize * 0.12) + 1;
}

export function messengerCodeLayout(text: string, { logo, removeLogoBackground }: LayoutOptions): MessengerCodeLayout {
  const errorCorrectionLevel: CodeErrorCorrection = logo ? 'H' : 'M';
  const symbol = QRCode.create(text, { errorCorrectionLevel });
  const symbolSize = symbol.modules.size;
  const data = symbol.modules.data;
  const total = symbolSize + 2 * QUIET_ZONE_MODULES;
  const isDark = (row: number, col: number) => row >= 0 && col >= 0 && row < symbolSize && col < symbolSize && data[row * symbolSize + col] === 1;
  const base = { text, errorCorrectionLevel, version: symbol.version, symbolSize, quietZone: QUIET_ZONE_MODULES, total, isDark };
  if (!logo) return { ...base, isHidden: () => false, logo: null };

  const side = logoAreaSide(symbolSize);
  const half = (side - 1) / 2;
  const mid = (symbolSize - 1) / 2;
  const radius = side / 2;
  const isHidden = removeLogoBackground
    ? (row: number, col: number) => (row - mid) ** 2 + (col - mid) ** 2 <= radius * radius
    : (row: number, col: number) => Math.abs(row - mid) <= half && Math.abs(col - mid) <= half;
  const centre = total / 2;
  const scale = (side - 2) / LOGO_BUBBLE_WIDTH;
  const plateStart = QUIET_ZONE_MODULES + mid - half;
  return {
    ...base,
    isHidden,
    logo: {
      plate: removeLogoBackground ? null : { x: plateStart, y: plateStart, side, radius: Math.min(1.5, side / 4) },
      x: centre - (LOGO_VIEWBOX / 2) * scale,
      y: centre - (LOGO_VIEWBOX / 2) * scale,
      scale,
    },
  };
}
