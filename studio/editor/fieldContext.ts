/**
 * What every field of the widget form reads and how it writes: the draft widget, the kind's defaults,
 * the page's configuration (for notices), the problems to show, and one writer that turns a change at
 * a path into a whole new widget (widgetPath.ts's setAt, in WidgetForm.tsx).
 */
import type { WidgetProblem } from '../../bridge-protocol/studio/widgetSchema';
import type { WidgetData } from '../../bridge-protocol/config';

export interface FieldContext {
  widget: Record<string, unknown>;
  defaults: WidgetData;
  pageConfig: Record<string, unknown>;
  /** The page's id (the unique coupon codes' routes name it); absent where the form edits no stored page. */
  pageId?: string;
  /** The studio's pages, for the fields that name one (the pixel account). */
  pageIds: readonly string[];
  problems: readonly WidgetProblem[];
  /** Writes `value` at `path` (undefined removes it) and removes the `clears` paths. */
  write: (path: string, value: unknown, clears?: readonly string[]) => void;
}
