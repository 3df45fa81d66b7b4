import { parseHexColor, relativeLuminance } from '../../frame-app/rules/overlayTextTone';

/** WCAG contrast of two hex colours. */
export function contrast(a: string, b: string): number {
  const [la, lb] = [a, b].map((hex) => relativeLuminance(parseHexColor(hex)!));
  return (Math.max(la!, lb!) + 0.05) / (Math.min(la!, lb!) + 0.05);
}
