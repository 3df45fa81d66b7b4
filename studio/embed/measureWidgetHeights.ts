/**
 * Measures an inline widget's height at several column widths, for the embed code's reserved space
 * (rules/reserveCss.ts): one real frame per width (previewFrame.ts, the document host pages embed),
 * each in a column of that width, laid out but never seen. A frame's height counts once it has kept it
 * for SETTLE_MS (its media and fonts loaded, its resizes over).
 *
 * The columns are in the viewport with opacity 0, not off-screen: Chromium stops painting and running
 * animation frames in cross-origin frames outside the viewport, and the frame reports its size on one.
 */
import type { LayoutRequest } from '../../bridge-protocol/messages';
import { createPreviewFrame } from '../preview/previewFrame';
import { previewBox } from '../rules/previewPlacement';
import type { MeasuredHeight } from '../rules/reserveCss';

export interface MeasureOptions {
  pageId: string;
  pageConfig: Record<string, unknown>;
  widget: Record<string, unknown>;
  widths: readonly number[];
  /** Given up after this long, per width (ms). */
  timeoutMs?: number;
}

const SETTLE_MS = 600;
const TIMEOUT_MS = 15_000;

function hiddenColumn(doc: Document, width: number): HTMLDivElement {
  const column = doc.createElement('div');
  column.setAttribute('aria-hidden', 'true');
  column.inert = true;
  const style = { position: 'fixed', left: '0', top: '0', width: `${width}px`, opacity: '0', 'pointer-events': 'none', 'z-index': '-1' };
  for (const [name, value] of Object.entries(style)) column.style.setProperty(name, value);
  doc.body.appendChild(column);
  return column;
}

function measureAt(options: MeasureOptions, width: number): Promise<MeasuredHeight> {
  const column = hiddenColumn(document, width);
  return new Promise<MeasuredHeight>((resolve, reject) => {
    let settle = 0;
    const finish = (outcome: () => void): void => {
      window.clearTimeout(settle);
      window.clearTimeout(giveUp);
      frame.destroy();
      column.remove();
      outcome();
    };
    const giveUp = window.setTimeout(
      () => finish(() => reject(new Error(`the widget did not show at ${width} px within ${Math.round((options.timeoutMs ?? TIMEOUT_MS) / 1000)} s`))),
      options.timeoutMs ?? TIMEOUT_MS,
    );
    const frame = createPreviewFrame({
      mount: column,
      pageId: options.pageId,
      pageConfig: options.pageConfig,
      widget: options.widget,
      viewport: { width, height: 800, mobile: width < 768 },
      onLayout(layout: LayoutRequest | null) {
        if (!layout?.visible) return;
        for (const [name, value] of Object.entries(previewBox(layout, width))) {
          frame.iframe.style.setProperty(name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), String(value));
        }
        window.clearTimeout(settle);
        settle = window.setTimeout(() => finish(() => resolve({ width, height: layout.size.height })), SETTLE_MS);
      },
      onEditorChange: () => undefined,
      onEvent: (event, detail) => {
        if (event === 'error') finish(() => reject(new Error(typeof detail.message === 'string' ? detail.message : 'the widget cannot be shown')));
      },
    });
  });
}

/** The widget's height at each width, all measured at once. */
export function measureWidgetHeights(options: MeasureOptions): Promise<MeasuredHeight[]> {
  return Promise.all(options.widths.map((width) => measureAt(options, width)));
}
