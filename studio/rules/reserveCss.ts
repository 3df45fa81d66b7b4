/**
 * The embed code of an inline widget with its space reserved (docs/EMBEDDING.md "Placing an inline
 * widget without a layout shift"): the anchor sits in a slot that is a CSS size container, and the
 * anchor's `min-height` follows the slot's width by container queries, so the page has the widget's
 * height before the loader or the frame has run, and nothing below it moves when it appears.
 *
 * Heights are measured by the studio (studio/embed/measureWidgetHeights.ts) at a few column widths. A
 * widget is taller when its column is narrower, so the range from one measured width up to the next
 * reserves the height measured at its narrow end: enough for any width in it, a few pixels of slack at
 * most. Below the narrowest width measured, that width's height applies.
 */

/** The column widths (px) the studio measures a widget at: phones, small tablets, content columns. */
export const RESERVE_WIDTHS = [320, 375, 414, 480, 600, 768, 1024] as const;

export interface MeasuredHeight {
  /** The anchor's (column's) width, px. */
  width: number;
  /** The widget's height at that width, px. */
  height: number;
}

export interface ReserveRange {
  /** From this column width up (px); 0: any width. */
  minWidth: number;
  height: number;
}

/** Measured heights → ranges of column widths, each with the height to reserve; equal neighbours merged. */
export function reserveRanges(measured: readonly MeasuredHeight[]): ReserveRange[] {
  const sorted = [...measured].filter((m) => Number.isFinite(m.height) && m.height > 0).sort((a, b) => a.width - b.width);
  const ranges: ReserveRange[] = [];
  sorted.forEach((m, i) => {
    const height = Math.ceil(m.height);
    if (ranges.at(-1)?.height === height) return;
    ranges.push({ minWidth: i === 0 ? 0 : m.width, height });
  });
  return ranges;
}

/** Widget ids are numbers (SPEC §3); anything else is kept out of the markup and the selectors. */
const safeId = (widgetId: string): string => widgetId.replace(/[^A-Za-z0-9_-]/g, '');
const slotClass = (widgetId: string): string => `mc-slot-${safeId(widgetId)}`;

/** The markup the site owner places where the widget goes. */
export function reserveHtml(widgetId: string): string {
  return `<div class="${slotClass(widgetId)}"><div data-widget-id="${safeId(widgetId)}"></div></div>`;
}

/** The CSS that reserves the widget's space, for the site's stylesheet (or a `<style>` with its nonce). */
export function reserveCss(widgetId: string, ranges: readonly ReserveRange[]): string {
  const slot = slotClass(widgetId);
  const anchor = `.${slot} > [data-widget-id="${safeId(widgetId)}"]`;
  const lines = [`/* Widget ${safeId(widgetId)}: its space at each width of its column, so the page does not move when it appears. */`, `.${slot} { container-type: inline-size; }`];
  for (const range of ranges) {
    const rule = `${anchor} { min-height: ${range.height}px; }`;
    lines.push(range.minWidth === 0 ? rule : `@container (min-width: ${range.minWidth}px) { ${rule} }`);
  }
  return lines.join('\n');
}
