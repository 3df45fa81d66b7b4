/**
 * The configuration a split test's arm is painted from (issue 47 item 1): the loader names the visitor's
 * arm in the frame's address (`arm`, bridge-protocol/frameUrl.ts), and the server paints that arm's first
 * view from the widget's data merged with the arm's (bridge-protocol/experiment.ts dataInArm), as the
 * frame will show it from its bootstrap. Pure.
 */
import { dataInArm, experimentProblem, type Experiment } from '../../bridge-protocol/experiment';
import { isPlainObject } from '../../bridge-protocol/validate';

/**
 * `none`: the widget as configured (no running test, and the address names no arm); `arm`: that arm's
 * document; `unknown`: the address names an arm the widget's running test does not have (an old address,
 * a hand-made one), which gets the plain document rather than a guess.
 */
export type ArmChoice = { kind: 'none' } | { kind: 'arm'; arm: string; experiment: Experiment } | { kind: 'unknown' };

export function armChoice(widget: Record<string, unknown>, requested: unknown): ArmChoice {
  const data = isPlainObject(widget.data) ? widget.data : {};
  const experiment = data.experiment;
  const running = experiment !== undefined && experimentProblem(experiment) === null && (experiment as Experiment).status === 'running';
  if (requested === undefined) return { kind: 'none' };
  if (!running || typeof requested !== 'string') return { kind: 'unknown' };
  const arm = (experiment as Experiment).arms.find((a) => a.id === requested);
  return arm ? { kind: 'arm', arm: arm.id, experiment: experiment as Experiment } : { kind: 'unknown' };
}

/** `config` with the widget `widgetId` (as matched by `isWidget`) replaced by its arm's, `variant` naming the arm. */
export function configInArm(config: Record<string, unknown>, isWidget: (w: unknown) => boolean, choice: Extract<ArmChoice, { kind: 'arm' }>): Record<string, unknown> {
  const widgets = Array.isArray(config.widgets) ? config.widgets : [];
  return {
    ...config,
    widgets: widgets.map((w) =>
      isWidget(w) && isPlainObject(w) ? { ...w, variant: choice.arm, data: dataInArm(isPlainObject(w.data) ? w.data : {}, choice.experiment, choice.arm) } : w,
    ),
  };
}
