/** "After a visitor closes one, wait …": the cap's cooldown, the same pair as a widget's showAgain (seconds, hours or days, or none). */
import type { RepeatRuleLike } from '../../bridge-protocol/repeatRule';
import { wholeNumber } from '../../bridge-protocol/studio/widgetFieldChecks';
import { NumberField } from '../controls/NumberField';
import { RadioGroup } from '../controls/RadioGroup';
import { repeatFor, type RepeatType } from '../editor/ruleValues';
import { fieldDomId } from '../rules/fieldDomId';

const OPTIONS = [
  { value: 'none', label: 'No wait' },
  { value: 'seconds', label: 'Some seconds' },
  { value: 'hours', label: 'Some hours' },
  { value: 'days', label: 'Some days' },
  { value: 'never', label: 'No more overlays', description: 'Once a visitor closed one, none opens again.' },
];
const UNITS: Readonly<Record<string, string>> = { seconds: 'Seconds', hours: 'Hours', days: 'Days' };

export interface CooldownFieldProps {
  value: RepeatRuleLike | null;
  onChange: (value: RepeatRuleLike | null) => void;
  errorMessage?: string | undefined;
  valueError?: string | undefined;
}

export function CooldownField({ value, onChange, errorMessage, valueError }: CooldownFieldProps) {
  // "always" (the pair's "no wait") is stored as no cooldown at all: one way to say it.
  const type = value === null || value.type === 'always' ? 'none' : String(value.type);
  const unit = Object.prototype.hasOwnProperty.call(UNITS, type) ? UNITS[type] : undefined;
  return (
    <div className="flex flex-col gap-3">
      <RadioGroup
        id={fieldDomId('frequency.cooldownAfterClose')}
        label="After a visitor closes one, wait"
        options={OPTIONS}
        value={type}
        onChange={(picked) => onChange(picked === 'none' ? null : repeatFor(picked as RepeatType, value))}
        errorMessage={errorMessage}
      />
      {unit !== undefined && (
        <div className="max-w-xs pl-6">
          <NumberField
            id={fieldDomId('frequency.cooldownAfterClose.value')}
            label={`${unit} before the next overlay`}
            value={wholeNumber(value?.value)}
            onChange={(amount) => onChange({ type, value: amount })}
            min={0}
            integerOnly
            errorMessage={valueError}
          />
        </div>
      )}
    </div>
  );
}
