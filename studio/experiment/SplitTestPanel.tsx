/**
 * The editor's split test (issue 47): without a test, one action starts it (two even arms, the second's
 * headline ready to change); with one, each arm's weight and texts, the holdout, and "Stop test" (every
 * visitor sees the widget again; the results stay) or "Promote" an arm (it becomes the widget, the test
 * ends). Presentational: the changes are the editor's (useSplitTest).
 */
import { Button } from 'react-aria-components';
import type { Experiment } from '../../bridge-protocol/experiment';
import { MAX_HOLDOUT } from '../../bridge-protocol/experiment';
import type { WidgetProblem } from '../../bridge-protocol/studio/widgetSchema';
import { primaryButtonClass, secondaryButtonClass } from '../controls/controlStyles';
import { NumberField } from '../controls/NumberField';
import { messagesAt } from '../editor/problemTargets';
import { fieldDomId } from '../rules/fieldDomId';
import type { ArmTextField } from '../rules/splitTest';
import { ArmCard } from './ArmCard';

export interface SplitTestPanelProps {
  experiment: Experiment | null;
  controlTexts: Readonly<Record<ArmTextField, string>>;
  problems: readonly WidgetProblem[];
  onStart: () => void;
  onArmText: (index: number, field: ArmTextField, value: string) => void;
  onArmWeight: (index: number, weight: number | null) => void;
  onHoldout: (holdout: number | null) => void;
  onStop: () => void;
  onPromote: (armId: string) => void;
}

function StatusBadge({ status }: { status: Experiment['status'] }) {
  const running = status === 'running';
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${running ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/20' : 'bg-slate-100 text-slate-700 ring-slate-500/20'}`}>
      {running ? 'Running' : 'Stopped'}
    </span>
  );
}

function Actions({ experiment, onStop, onPromote }: Pick<SplitTestPanelProps, 'onStop' | 'onPromote'> & { experiment: Experiment }) {
  return (
    <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
      {experiment.status === 'running' && (
        <Button className={secondaryButtonClass} onPress={onStop}>
          Stop test
        </Button>
      )}
      {experiment.arms.map((arm) => (
        <Button key={arm.id} className={secondaryButtonClass} onPress={() => onPromote(arm.id)}>
          Promote {arm.id}
        </Button>
      ))}
    </div>
  );
}

export function SplitTestPanel(props: SplitTestPanelProps) {
  const { experiment, controlTexts, problems, onStart, onArmText, onArmWeight, onHoldout } = props;
  return (
    <section aria-labelledby="split-test-heading" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white px-4 py-4 shadow-xs sm:px-5">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="split-test-heading" className="text-base font-semibold text-slate-900">
          Split test
        </h2>
        {experiment && <StatusBadge status={experiment.status} />}
      </div>
      {experiment === null ? (
        <>
          <p className="text-sm text-slate-500">Show half your visitors another headline and see which one gets more sign-ups.</p>
          <Button className={`${primaryButtonClass} self-start`} onPress={onStart}>
            Start a split test
          </Button>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-500">
            Test <span className="font-mono text-xs text-slate-700">{experiment.key}</span>. Weights are relative; save to put the test on the site.
          </p>
          <ul className="flex flex-col gap-3">
            {experiment.arms.map((arm, index) => (
              <ArmCard key={arm.id} arm={arm} index={index} controlTexts={controlTexts} problems={problems} onText={onArmText} onWeight={onArmWeight} />
            ))}
          </ul>
          <div className="max-w-56">
            <NumberField
              id={fieldDomId('data.experiment.holdout')}
              label="Holdout (% who see nothing)"
              value={experiment.holdout ?? 0}
              onChange={onHoldout}
              min={0}
              max={MAX_HOLDOUT}
              integerOnly
              description="Measures the widget's real lift."
              errorMessage={messagesAt(problems, 'data.experiment.holdout')}
            />
          </div>
          <Actions experiment={experiment} onStop={props.onStop} onPromote={props.onPromote} />
        </>
      )}
    </section>
  );
}
