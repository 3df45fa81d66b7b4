/**
 * Measures an inline widget's height at several column widths, for the embed code's reserved space
 * (rules/reserveCss.ts): one real frame (previewFrame.ts, the document host pages embed), booted once in
 * a column laid out but never seen, then given each width in turn, as a visitor's resize would. A height
 * counts once the frame has kept it for SETTLE_MS (its media and fonts loaded, its resizes over).
 *
 * One frame rather than one per width: seven frames booting at once on a busy machine took longer than
 * the time limit for some of them. The column is in the viewport with opacity 0, not off-screen: Chromium
 * stops painting and running animation frames in frames outside the viewport, and the frame reports its
 * size on one.
 */
import type { LayoutRequest } from '../../bridge-protocol/messages';
import { applyBox } from '../preview/applyBox';
import { createPreviewFrame, type PreviewFrame } from '../preview/previewFrame';
import { previewBox } from '../rules/previewPlacement';
import type { MeasuredHeight } from '../rules/reserveCss';

export interface MeasureOptions {
  pageId: string;
  pageConfig: Record<string, unknown>;
  widget: Record<string, unknown>;
  widths: readonly number[];
  /** How long the whole measurement may take (ms). */
  timeoutMs?: number;
}

const SETTLE_MS = 500;
const TIMEOUT_MS = 30_000;

function hiddenColumn(doc: Document): HTMLDivElement {
  const column = doc.createElement('div');
  column.setAttribute('aria-hidden', 'true');
  column.inert = true;
  const style = { position: 'fixed', left: '0', top: '0', opacity: '0', 'pointer-events': 'none', 'z-index': '-1' };
  for (const [name, value] of Object.entries(style)) column.style.setProperty(name, value);
  doc.body.appendChild(column);
  return column;
}

const viewportAt = (width: number) => ({ width, height: 800, mobile: width < 768 });

/** The widget's height at each width, measured one width after the other in one frame. */
export function measureWidgetHeights(options: MeasureOptions): Promise<MeasuredHeight[]> {
  const widths = [...options.widths];
  const column = hiddenColumn(document);
  const heights: MeasuredHeight[] = [];
  let layout: LayoutRequest | null = null;
  let settle = 0;
  let frame: PreviewFrame | null = null;
  return new Promise<MeasuredHeight[]>((resolve, reject) => {
    const finish = (outcome: () => void): void => {
      window.clearTimeout(settle);
      window.clearTimeout(giveUp);
      frame?.destroy();
      column.remove();
      outcome();
    };
    const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
    const giveUp = window.setTimeout(() => {
      const seconds = Math.round(timeoutMs / 1000);
      const why = layout ? `its height did not hold still within ${seconds} s` : `the widget did not show within ${seconds} s`;
      finish(() => reject(new Error(why)));
    }, timeoutMs);
    const width = (): number => widths[heights.length] ?? 0;
    /** Sizes the iframe for the current width and waits for its height to hold. */
    const place = (): void => {
      if (!layout || !frame) return;
      column.style.setProperty('width', `${width()}px`);
      applyBox(frame.iframe, previewBox(layout, width()));
      window.clearTimeout(settle);
      settle = window.setTimeout(measured, SETTLE_MS);
    };
    const measured = (): void => {
      if (!layout) return;
      heights.push({ width: width(), height: layout.size.height });
      if (heights.length === widths.length) return finish(() => resolve(heights));
      frame?.setViewport(viewportAt(width()));
      place();
    };
    column.style.setProperty('width', `${width()}px`);
    frame = createPreviewFrame({
      mount: column,
      pageId: options.pageId,
      pageConfig: options.pageConfig,
      widget: options.widget,
      viewport: viewportAt(width()),
      onLayout(next) {
        if (!next?.visible) return;
        layout = next;
        place();
      },
      onEditorChange: () => undefined,
      onEvent: (event, detail) => {
        if (event === 'error') finish(() => reject(new Error(typeof detail.message === 'string' ? detail.message : 'the widget cannot be shown')));
      },
    });
  });
}
