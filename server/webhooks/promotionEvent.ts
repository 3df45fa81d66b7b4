/**
 * The `experiment.promoted` event (issue 48): the studio's Promote saves the widget as the winning arm
 * with the test removed, and names the arm (`?promoted=<arm>` on the save). The server believes it only
 * when the stored widget ran a test with that arm and the saved one has none, so the event tells of a
 * promotion that happened, never of a save that merely says so.
 */
import { isPlainObject } from '../../bridge-protocol/validate';
import type { WebhookEvent } from './webhookMessage';

const experimentOf = (widget: unknown): Record<string, unknown> | null => {
  const data = isPlainObject(widget) && isPlainObject(widget.data) ? widget.data : null;
  return data && isPlainObject(data.experiment) ? data.experiment : null;
};

/** The event of promoting `armId` of the widget, or what is wrong with the claim. */
export function promotionEvent(pageId: string, widgetId: string, before: Record<string, unknown>, armId: string, saved: unknown): WebhookEvent | string {
  const widgets = Array.isArray(before.widgets) ? before.widgets : [];
  const stored = widgets.find((w) => isPlainObject(w) && String(w.widget_id ?? w.id) === widgetId);
  const experiment = experimentOf(stored);
  const arms = experiment && Array.isArray(experiment.arms) ? experiment.arms : [];
  if (!arms.some((a) => isPlainObject(a) && a.id === armId)) return `Widget ${widgetId} has no split test with an arm "${armId.slice(0, 32)}" to promote.`;
  if (experimentOf(saved) !== null) return 'A promoted widget is saved without its split test.';
  return {
    pageId,
    type: 'experiment.promoted',
    subject: null,
    data: { page_id: pageId, widget_id: widgetId, experiment: experiment?.key ?? null, arm: armId, promoted_at: new Date().toISOString() },
  };
}
