/**
 * Measures what the messenger plugin draws in its slot after it reported `rendered`, for the widget
 * machine to decide whether it really rendered (rules/pluginSize.ts holds the rule).
 *
 * When to measure: at once when `rendered` arrives, because a working plugin is usually sized by then
 * and its widget should not wait; then every MEASURE_INTERVAL_MS until it is drawn or the grace period
 * (PLUGIN_DRAW_GRACE_MS) is over, because the SDK sizes its plugin iframe from a separate message that
 * may come a little later. Timers and a forced layout (getBoundingClientRect), not animation frames or
 * a ResizeObserver: at this moment the widget is still hidden (the loader keeps its iframe 0×0 and
 * invisible until it has rendered), and Chromium throttles the rendering of such cross-origin frames,
 * so rAF callbacks and resize observations may not come before the widget is shown, which is the very
 * thing waiting for this answer. A forced layout and a timer run all the same.
 */
import { drawnSize, isPluginDrawn, NOTHING_DRAWN, PLUGIN_DRAW_GRACE_MS, type PluginBox, type PluginSize, type Rect } from '../rules/pluginSize';

/** SPEC §9 "DOM/SDK readiness polling". */
export const MEASURE_INTERVAL_MS = 100;

const CLIPPING_OVERFLOW: ReadonlySet<string> = new Set(['hidden', 'clip', 'auto', 'scroll']);

function rectOf(element: Element): Rect {
  const { left, top, right, bottom } = element.getBoundingClientRect();
  return { left, top, right, bottom };
}

/** The boxes of the plugin's own wrappers (inside the slot) that clip what `element` draws. */
function clipsOf(element: Element, slot: Element, view: Window): Rect[] {
  const clips: Rect[] = [];
  for (let parent = element.parentElement; parent !== null && parent !== slot; parent = parent.parentElement) {
    const style = view.getComputedStyle(parent);
    const clipsX = CLIPPING_OVERFLOW.has(style.overflowX);
    const clipsY = CLIPPING_OVERFLOW.has(style.overflowY);
    if (!clipsX && !clipsY) continue;
    const rect = rectOf(parent);
    clips.push({
      left: clipsX ? rect.left : -Infinity,
      right: clipsX ? rect.right : Infinity,
      top: clipsY ? rect.top : -Infinity,
      bottom: clipsY ? rect.bottom : Infinity,
    });
  }
  return clips;
}

/** What the plugin in `slot` draws now. The slot itself is ours (a block as wide as the layout) and never counts. */
export function measurePluginSize(slot: Element): PluginSize {
  const view = slot.ownerDocument.defaultView;
  if (view === null) return NOTHING_DRAWN;
  const boxes: PluginBox[] = [];
  for (const element of slot.querySelectorAll('*')) {
    const { visibility } = view.getComputedStyle(element);
    boxes.push({ rect: rectOf(element), visible: visibility !== 'hidden' && visibility !== 'collapse', clips: clipsOf(element, slot, view) });
  }
  return drawnSize(boxes);
}

export interface PluginSizeWatchOptions {
  measure(): PluginSize;
  /** Called with the first size and with every change. */
  onSize(size: PluginSize): void;
  setTimeout(handler: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  graceMs?: number;
  intervalMs?: number;
}

/** Starts measuring; returns the stop. It stops by itself once the plugin is drawn or the grace is over. */
export function watchPluginSize(options: PluginSizeWatchOptions): () => void {
  const graceMs = options.graceMs ?? PLUGIN_DRAW_GRACE_MS;
  const intervalMs = options.intervalMs ?? MEASURE_INTERVAL_MS;
  let elapsed = 0;
  let last: PluginSize | null = null;
  let timer: unknown = null;
  let stopped = false;

  const measure = (): void => {
    timer = null;
    if (stopped) return;
    const size = options.measure();
    if (last === null || size.width !== last.width || size.height !== last.height) options.onSize(size);
    last = size;
    if (isPluginDrawn(size) || elapsed >= graceMs) return;
    timer = options.setTimeout(() => {
      elapsed += intervalMs;
      measure();
    }, intervalMs);
  };
  measure();

  return () => {
    stopped = true;
    if (timer !== null) options.clearTimeout(timer);
    timer = null;
  };
}

/** The frame's own watcher of a plugin slot. */
export function watchSlotSize(slot: HTMLElement, onSize: (size: PluginSize) => void): () => void {
  return watchPluginSize({
    measure: () => measurePluginSize(slot),
    onSize,
    setTimeout: (handler, ms) => setTimeout(handler, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  });
}
