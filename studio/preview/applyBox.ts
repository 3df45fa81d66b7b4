/** Places a preview iframe in its box (rules/previewPlacement.ts), the live preview's and the embed-code measurement's. */
import type { PreviewBox } from '../rules/previewPlacement';

export function applyBox(iframe: HTMLIFrameElement, box: PreviewBox): void {
  // Through the CSSOM, property by property (never a style attribute: the studio's CSP forbids it).
  iframe.style.cssText = '';
  for (const [name, value] of Object.entries(box)) iframe.style.setProperty(name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), String(value));
}
