/**
 * A widget's split test as the editor changes it (issue 47; the shape is bridge-protocol/experiment.ts):
 * starting one, editing an arm's texts, weights and holdout, stopping it, promoting an arm, and the widget
 * an arm shows (what the preview draws). Pure: each returns a new widget and never touches the one given.
 * An arm stores only what it changes (`data`, merged over the widget's by dataInArm), so a text left
 * empty in an arm is removed from it and the arm shows the control's.
 */
import { dataInArm, experimentProblem, type Experiment, type ExperimentArm } from '../../bridge-protocol/experiment';
import { isPlainObject } from '../../bridge-protocol/validate';
import { getAt, setAt } from './widgetPath';

type Widget = Record<string, unknown>;

export const CONTROL_ARM = 'control';
export const SECOND_ARM = 'b';

/** The texts an arm can change in the editor (the texts the preview lets one type in, too), as owners name them. */
export const ARM_TEXT_FIELDS = [
  { field: 'title', label: 'Headline' },
  { field: 'desc', label: 'Description' },
  { field: 'optInButtonText', label: 'Button text' },
] as const;
export type ArmTextField = (typeof ARM_TEXT_FIELDS)[number]['field'];

/** The widget's test when it is one the editor can show (the save check's rule), else null. */
export function experimentOf(widget: Widget): Experiment | null {
  const value = getAt(widget, 'data.experiment');
  return value !== undefined && experimentProblem(value) === null ? (value as Experiment) : null;
}

/** `<name or type>-<widget id>-<yyyymmdd>`: readable in an export, unique per widget and day, in the key's characters. */
export function testKey(widget: Widget, now: Date): string {
  const named = typeof widget.name === 'string' && widget.name.trim() !== '' ? widget.name : String(widget.widget_type ?? widget.type ?? 'widget');
  const slug = named.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'widget';
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `${slug}-${String(widget.widget_id ?? widget.id ?? '')}-${day}`.replace(/-+/g, '-').slice(0, 64);
}

/**
 * The widget with a running test of two even arms: the control (the widget as it is) and "b", whose headline
 * starts as the control's (`headline`: the widget's, or its kind's default) so the owner changes it in place.
 */
export function withNewTest(widget: Widget, headline: string, now: Date): Widget {
  const experiment: Experiment = {
    key: testKey(widget, now),
    status: 'running',
    arms: [
      { id: CONTROL_ARM, weight: 50 },
      { id: SECOND_ARM, weight: 50, data: { main: { title: headline } } },
    ],
    holdout: 0,
  };
  return setAt(widget, 'data.experiment', experiment);
}

/** An arm's text as it stores it; '' when the arm shows the control's. */
export function armText(arm: ExperimentArm, field: ArmTextField): string {
  const value = getAt(arm.data ?? {}, `main.${field}`);
  return typeof value === 'string' ? value : '';
}

/** The widget with arm `index`'s text set (an empty text removed, so the arm shows the control's). */
export function withArmText(widget: Widget, index: number, field: ArmTextField, value: string): Widget {
  let next = setAt(widget, `data.experiment.arms[${index}].data.main.${field}`, value === '' ? undefined : value);
  const main = getAt(next, `data.experiment.arms[${index}].data.main`);
  if (isPlainObject(main) && Object.keys(main).length === 0) next = setAt(next, `data.experiment.arms[${index}].data.main`, undefined);
  const data = getAt(next, `data.experiment.arms[${index}].data`);
  if (isPlainObject(data) && Object.keys(data).length === 0) next = setAt(next, `data.experiment.arms[${index}].data`, undefined);
  return next;
}

/** The widget with arm `index`'s share of visitors (null while the field is empty: 0). */
export const withArmWeight = (widget: Widget, index: number, weight: number | null): Widget => setAt(widget, `data.experiment.arms[${index}].weight`, weight ?? 0);

/** The widget with the test's holdout, in percent (empty: none). */
export const withHoldout = (widget: Widget, holdout: number | null): Widget => setAt(widget, 'data.experiment.holdout', holdout ?? 0);

/** The widget with its test stopped: every visitor sees the widget as configured, and the results stay readable. */
export const withTestStopped = (widget: Widget): Widget => setAt(widget, 'data.experiment.status', 'stopped');

/** The widget's data as arm `armId` shows it, without the test (what the preview draws, what a promotion keeps). */
function dataOfArm(widget: Widget, experiment: Experiment, armId: string): Widget {
  const data = isPlainObject(widget.data) ? widget.data : {};
  const { experiment: _test, ...rest } = dataInArm(data, experiment, armId);
  return rest;
}

/** The widget as arm `armId` shows it, for the preview; the widget itself when it has no such test or arm. */
export function widgetInArm(widget: Widget, armId: string): Widget {
  const experiment = experimentOf(widget);
  if (experiment === null || !experiment.arms.some((arm) => arm.id === armId)) return widget;
  return { ...widget, data: dataOfArm(widget, experiment, armId) };
}

/** The widget after arm `armId` won: its data is the arm's, and the test is removed. */
export function withArmPromoted(widget: Widget, armId: string): Widget {
  const experiment = experimentOf(widget);
  if (experiment === null) return widget;
  return { ...widget, data: dataOfArm(widget, experiment, armId) };
}
