/**
 * One sandboxed iframe per visual widget (DESIGN.md "Strict CSP and isolation rules"), with the sandbox
 * every host gives the frame (bridge-protocol/frameUrl.ts FRAME_SANDBOX). It starts hidden; the frame
 * asks for its placement over the bridge once it knows whether it opens.
 */
import { FRAME_SANDBOX } from '../../bridge-protocol/frameUrl';
import { HIDDEN_STYLES } from './placementStyles';
import { applyStyles } from './applyStyles';

/**
 * The iframe's name until its frame names it: every layout that shows the iframe carries the widget's own
 * title (its headline and kind), and a hidden iframe is outside the accessibility tree, so this one only
 * says what the element is to a reader of the page's DOM.
 */
export const WIDGET_FRAME_TITLE = 'Messaging opt-in widget';

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
