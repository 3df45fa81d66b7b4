/**
 * One arm of a split test in the editor: its share of visitors and, for every arm but the control, the texts
 * it changes. A text left empty shows the control's (the placeholder says which), so an arm stores only
 * what it changes.
 */
import type { ExperimentArm } from '../../bridge-protocol/experiment';
import type { WidgetProblem } from '../../bridge-protocol/studio/widgetSchema';
import { NumberField } from '../controls/NumberField';
import { TextField } from '../controls/TextField';
import { messagesAt } from '../editor/problemTargets';
import { fieldDomId } from '../rules/fieldDomId';
import { ARM_TEXT_FIELDS, armText, type ArmTextField } from '../rules/splitTest';

export interface ArmCardProps {
  arm: ExperimentArm;
  index: number;
  /** The control's texts: what an arm shows where it changes nothing. */
  controlTexts: Readonly<Record<ArmTextField, string>>;
  problems: readonly WidgetProblem[];
  onText: (index: number, field: ArmTextField, value: string) => void;
  onWeight: (index: number, weight: number | null) => void;
}

export function ArmCard({ arm, index, controlTexts, problems, onText, onWeight }: ArmCardProps) {
  const control = index === 0;
  const at = `data.experiment.arms[${index}]`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50/60 px-3 py-3" aria-label={`Arm ${arm.id}`}>
      <p className="text-sm font-semibold text-slate-900">{control ? `${arm.id}: the widget as it is` : `Arm ${arm.id}`}</p>
      <div className="w-32">
        <NumberField
          id={fieldDomId(`${at}.weight`)}
          label={`Weight of ${arm.id}`}
          value={arm.weight}
          onChange={(weight) => onWeight(index, weight)}
          min={0}
          max={1000}
          integerOnly
          errorMessage={messagesAt(problems, `${at}.weight`)}
        />
      </div>
      {!control &&
        ARM_TEXT_FIELDS.map(({ field, label }) => (
          <TextField
            key={field}
            id={fieldDomId(`${at}.data.main.${field}`)}
            label={`${label} in ${arm.id}`}
            required={false}
            value={armText(arm, field)}
            placeholder={controlTexts[field] === '' ? 'As the control' : `As the control: ${controlTexts[field]}`}
            onChange={(value) => onText(index, field, value)}
            maxLength={500}
            errorMessage={messagesAt(problems, `${at}.data.main.${field}`)}
          />
        ))}
    </li>
  );
}
