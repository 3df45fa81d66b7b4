/**
 * A repeat rule (SPEC §4 showAgain, showAgainIfClosed): always, never, or after N seconds, hours or
 * days since the last impression. The rule and its number are written together.
 */
import { NumberField } from '../controls/NumberField';
import { RadioGroup, type RadioOption } from '../controls/RadioGroup';
import { wholeNumber } from '../../bridge-protocol/studio/widgetFieldChecks';
import { REPEAT_VALUE_MIN } from '../../bridge-protocol/studio/widgetLimits';
import { fieldDomId } from '../rules/fieldDomId';
import { messagesAt } from './problemTargets';
import { repeatFor, type RepeatType } from './ruleValues';
import type { FieldContext } from './fieldContext';

const REPEAT_OPTIONS: readonly RadioOption[] = [
  { value: 'always', label: 'Always', description: 'Once on every page view.' },
  { value: 'never', label: 'Never' },
  { value: 'seconds', label: 'After some seconds' },
  { value: 'hours', label: 'After some hours' },
  { value: 'days', label: 'After some days' },
];
const UNIT_LABELS: Readonly<Record<string, string>> = { seconds: 'Seconds', hours: 'Hours', days: 'Days' };

export interface RepeatFieldProps {
  path: string;
  label: string;
  value: unknown;
  ctx: FieldContext;
}

export function RepeatField({ path, label, value, ctx }: RepeatFieldProps) {
  const rule = value !== null && typeof value === 'object' ? (value as { type?: unknown; value?: unknown }) : null;
  const type = typeof rule?.type === 'string' ? rule.type : null;
  const unit = type !== null && Object.prototype.hasOwnProperty.call(UNIT_LABELS, type) ? UNIT_LABELS[type] : undefined;
  const valuePath = `${path}.value`;
  return (
    <div id={fieldDomId(path)} className="flex flex-col gap-3">
      <RadioGroup
        id={fieldDomId(`${path}.type`)}
        label={label}
        options={REPEAT_OPTIONS}
        value={type}
        onChange={(picked) => ctx.write(path, repeatFor(picked as RepeatType, rule))}
        errorMessage={messagesAt(ctx.problems, `${path}.type`) ?? messagesAt(ctx.problems, path)}
      />
      {unit !== undefined && (
        <div className="max-w-xs pl-6">
          <NumberField
            id={fieldDomId(valuePath)}
            label={`${unit} since it was last seen`}
            value={wholeNumber(rule?.value)}
            onChange={(amount) => ctx.write(path, { type, value: amount })}
            min={REPEAT_VALUE_MIN}
            integerOnly
            positive
            errorMessage={messagesAt(ctx.problems, valuePath)}
          />
        </div>
      )}
    </div>
  );
}
