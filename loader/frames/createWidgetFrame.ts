/**
 * One sandboxed iframe per visual widget (DESIGN.md "Strict CSP and isolation rules"), with the sandbox
 * every host gives the frame (bridge-protocol/frameUrl.ts FRAME_SANDBOX). It starts hidden; the frame
 * asks for its placement over the bridge once it knows whether it opens.
 */
import { FRAME_SANDBOX } from '../../bridge-protocol/frameUrl';
import { HIDDEN_STYLES } from './placementStyles';
import { applyStyles } from './applyStyles';

export function widgetFrameTitle(name: unknown, type: string): string {
  const label = typeof name === 'string' && name.trim() ? name.trim() : 'Messaging opt-in';
  return `${label} (${type.replace(/_/g, ' ')} widget)`;
}

export function createWidgetFrame(doc: Document, opts: { widgetId: string; title: string; src: string }): HTMLIFrameElement {
  const iframe = doc.createElement('iframe');
  const attributes = {
    sandbox: FRAME_SANDBOX,
    title: opts.title,
    'data-widget-id': opts.widgetId,
    scrolling: 'no',
    referrerpolicy: 'strict-origin-when-cross-origin',
  };
  for (const [name, value] of Object.entries(attributes)) iframe.setAttribute(name, value);
  applyStyles(iframe, HIDDEN_STYLES);
  iframe.src = opts.src;
  return iframe;
}
