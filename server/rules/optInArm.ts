/**
 * The split test's arm an SMS opt-in names (issue 48, item 2: the consent record keeps it). The frame sends
 * the arm it was painted with; the server keeps it only when it is one of the widget's test's arms, so a
 * record never names an arm the operator did not configure. Pure.
 */
import { experimentProblem, type Experiment } from '../../bridge-protocol/experiment';
import { isPlainObject } from '../../bridge-protocol/validate';

/** The arm ids of the widget's split test (none without a valid test, stopped tests included: a page painted before the stop may still send one). */
export function widgetArmIds(widget: Record<string, unknown>): string[] {
  const data = isPlainObject(widget.data) ? widget.data : {};
  if (data.experiment === undefined || experimentProblem(data.experiment) !== null) return [];
  return (data.experiment as Experiment).arms.map((arm) => arm.id);
}

/** null when `arm` may be stored for this widget (or none was sent), else the refusal's message. */
export function optInArmProblem(widget: Record<string, unknown>, arm: string | undefined): string | null {
  if (arm === undefined) return null;
  const ids = widgetArmIds(widget);
  if (ids.length === 0) return `arm "${arm}": this widget has no split test; reload the widget configuration`;
  if (!ids.includes(arm)) return `arm "${arm}" is not an arm of this widget's split test (${ids.join(', ')}); reload the widget configuration`;
  return null;
}
