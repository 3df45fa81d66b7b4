/**
 * A widget's split test (issue 47, item 1; DESIGN "Growth"): `widget.data.experiment`, checked here once for
 * the server, the admin API, the studio and the loader, and the rule that gives a visitor an arm.
 *
 *   {"key": "spring-headline", "status": "running" | "stopped",
 *    "arms": [{"id": "control", "weight": 50}, {"id": "b", "weight": 50, "data": {"main": {"title": "…"}}}],
 *    "holdout": 10}
 *
 * - The first arm is the control: the chance to beat it and the expected loss are against it.
 * - An arm's `data` deep-merges over the widget's own (deepMerge.ts), so an arm can change any text,
 *   template, picture, trigger or next step.
 * - A visitor's arm is a pure function of a first-party visitor id and the `key` (bucketHash.ts, GrowthBook's
 *   version 2 hash): the same on every page view and every page, with no server call. Weights are relative.
 * - `holdout` (0–50, default 0) is the percent of visitors who see nothing, decided by a hash of its own
 *   (seed `<key>/holdout`): changing the holdout never moves a visitor from one arm to another.
 */
import { bucketHash } from './bucketHash';
import { deepMerge } from './deepMerge';
import type { FieldProblem } from './fieldProblem';
import { isPlainObject } from './validate';

export const HOLDOUT = 'holdout';
export const MAX_ARMS = 6;
export const MAX_HOLDOUT = 50;
const KEY = /^[A-Za-z0-9_.-]{1,64}$/;
const ARM_ID = /^[A-Za-z0-9_-]{1,32}$/;

export interface ExperimentArm {
  id: string;
  weight: number;
  data?: Record<string, unknown>;
}

export interface Experiment {
  key: string;
  status: 'running' | 'stopped';
  arms: ExperimentArm[];
  holdout?: number;
}

function armProblem(arm: unknown, at: string, seen: Set<string>): FieldProblem | null {
  if (!isPlainObject(arm)) return { path: at, message: 'Each arm is a set of fields: an id, a weight and, for all but the control, what it changes.' };
  if (typeof arm.id !== 'string' || !ARM_ID.test(arm.id)) return { path: `${at}.id`, message: 'Name the arm with 1 to 32 letters, digits, "-" or "_".' };
  if (arm.id === HOLDOUT) return { path: `${at}.id`, message: `“${HOLDOUT}” names the visitors who see nothing: choose another name.` };
  if (seen.has(arm.id)) return { path: `${at}.id`, message: `“${arm.id}” is already another arm's name.` };
  seen.add(arm.id);
  if (typeof arm.weight !== 'number' || !Number.isFinite(arm.weight) || arm.weight < 0) return { path: `${at}.weight`, message: 'Give the arm a share of visitors: a number of 0 or more.' };
  if (arm.data !== undefined && !isPlainObject(arm.data)) return { path: `${at}.data`, message: 'What the arm changes is a set of the widget’s fields (a JSON object).' };
  return null;
}

/** The first problem of `value` as a widget's `experiment` (paths under `path`), or null when it is one. */
export function experimentProblem(value: unknown, path = 'experiment'): FieldProblem | null {
  if (!isPlainObject(value)) return { path, message: 'A split test is a set of fields: key, status, arms and, if you like, a holdout.' };
  if (typeof value.key !== 'string' || !KEY.test(value.key)) return { path: `${path}.key`, message: 'Name the test with 1 to 64 letters, digits, ".", "-" or "_".' };
  if (value.status !== 'running' && value.status !== 'stopped') return { path: `${path}.status`, message: 'A test is “running” or “stopped”.' };
  const { arms, holdout } = value;
  if (!Array.isArray(arms) || arms.length < 2 || arms.length > MAX_ARMS) return { path: `${path}.arms`, message: `A test has 2 to ${MAX_ARMS} arms.` };
  const seen = new Set<string>();
  for (const [i, arm] of arms.entries()) {
    const problem = armProblem(arm, `${path}.arms[${i}]`, seen);
    if (problem) return problem;
  }
  if (!arms.some((arm: { weight: number }) => arm.weight > 0)) return { path: `${path}.arms`, message: 'At least one arm needs a share of visitors above 0.' };
  if (holdout !== undefined && (typeof holdout !== 'number' || !Number.isFinite(holdout) || holdout < 0 || holdout > MAX_HOLDOUT)) {
    return { path: `${path}.holdout`, message: `The holdout is a percent of visitors from 0 to ${MAX_HOLDOUT}.` };
  }
  return null;
}

/** The arm a place in [0, 1) falls in, by the arms' relative weights (GrowthBook's bucket ranges). */
function armAt(arms: readonly ExperimentArm[], place: number): ExperimentArm {
  const total = arms.reduce((sum, arm) => sum + arm.weight, 0);
  let end = 0;
  for (const arm of arms) {
    end += arm.weight / total;
    if (place < end) return arm;
  }
  // Rounding can leave the last sliver of [0, 1) past the last end: it is the last weighted arm's.
  return [...arms].reverse().find((arm) => arm.weight > 0) as ExperimentArm;
}

/**
 * The visitor's arm id, `"holdout"`, or null when the test is not running (then every visitor sees the
 * widget as configured). `experiment` must have passed experimentProblem.
 */
export function experimentArm(experiment: Experiment, visitorId: string): string | null {
  if (experiment.status !== 'running') return null;
  if (bucketHash(`${experiment.key}/holdout`, visitorId) < (experiment.holdout ?? 0) / 100) return HOLDOUT;
  return armAt(experiment.arms, bucketHash(experiment.key, visitorId)).id;
}

/** The widget's data as an arm shows it: the arm's data merged over the widget's own (the control's is the widget's). */
export function dataInArm(data: Record<string, unknown>, experiment: Experiment, armId: string): Record<string, unknown> {
  const arm = experiment.arms.find((a) => a.id === armId);
  return arm?.data ? deepMerge(data, arm.data) : data;
}
