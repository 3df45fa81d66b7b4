/**
 * An entrance trigger (SPEC §4 whenDisplay, popupMessageWhenDisplay): when the widget appears, and the
 * value that kind of trigger needs: a scroll depth, a number of seconds, an element id. Both parts
 * are written together, so the pair always matches. `allowNever` adds "Never", which removes the
 * setting (a popup message without a trigger never shows).
 */
import { NumberField } from '../controls/NumberField';
import { RadioGroup, type RadioOption } from '../controls/RadioGroup';
import { TextField } from '../controls/TextField';
import { numeric, wholeNumber } from '../../bridge-protocol/studio/widgetFieldChecks';
import { SCROLL_PERCENT_MAX, SCROLL_PERCENT_MIN, TRIGGER_SECONDS_MAX } from '../../bridge-protocol/studio/widgetLimits';
import { fieldDomId } from '../rules/fieldDomId';
import { messagesAt } from './problemTargets';
import { triggerFor, type TriggerType } from './ruleValues';
import type { FieldContext } from './fieldContext';

const TRIGGER_OPTIONS: readonly RadioOption[] = [
  { value: 'always', label: 'At once' },
  { value: 'scroll', label: 'After scrolling' },
  { value: 'seconds', label: 'After some time' },
  { value: 'exit', label: 'When the visitor is about to leave' },
  { value: 'anchor', label: 'When an element comes into view' },
];
const NEVER = 'never';

export interface TriggerFieldProps {
  path: string;
  label: string;
  value: unknown;
  allowNever: boolean;
  ctx: FieldContext;
}

export function TriggerField({ path, label, value, allowNever, ctx }: TriggerFieldProps) {
  const trigger = value !== null && typeof value === 'object' ? (value as { type?: unknown; value?: unknown }) : null;
  const type = typeof trigger?.type === 'string' ? trigger.type : allowNever ? NEVER : null;
  const options = allowNever ? [{ value: NEVER, label: 'Never' }, ...TRIGGER_OPTIONS] : TRIGGER_OPTIONS;
  const valuePath = `${path}.value`;
  const valueError = messagesAt(ctx.problems, valuePath);
  const writeValue = (amount: unknown) => ctx.write(path, { type, value: amount });

  return (
    <div id={fieldDomId(path)} className="flex flex-col gap-3">
      <RadioGroup
        id={fieldDomId(`${path}.type`)}
        label={label}
        options={options}
        value={type}
        onChange={(picked) => ctx.write(path, picked === NEVER ? undefined : triggerFor(picked as TriggerType, trigger))}
        errorMessage={messagesAt(ctx.problems, `${path}.type`) ?? messagesAt(ctx.problems, path)}
      />
      {type === 'scroll' && (
        <div className="max-w-xs pl-6">
          <NumberField
            id={fieldDomId(valuePath)}
            label="Scroll depth, in %"
            value={numeric(trigger?.value)}
            onChange={writeValue}
            min={SCROLL_PERCENT_MIN}
            max={SCROLL_PERCENT_MAX}
            integerOnly
            positive
            errorMessage={valueError}
          />
        </div>
      )}
      {type === 'seconds' && (
        <div className="pl-6">
          <div className="max-w-xs">
            <NumberField
              id={fieldDomId(valuePath)}
              label="Seconds on the page"
              value={wholeNumber(trigger?.value)}
              onChange={writeValue}
              min={0}
              max={TRIGGER_SECONDS_MAX}
              integerOnly
              positive
              errorMessage={valueError}
            />
          </div>
          <p className="mt-1 text-xs text-slate-500">Time is counted at 5, 10, 30, 60 and 120 s: 15 opens at 30 s.</p>
        </div>
      )}
      {type === 'anchor' && (
        <div className="pl-6">
          <TextField
            id={fieldDomId(valuePath)}
            label="Element id"
            value={typeof trigger?.value === 'string' ? trigger.value : ''}
            onChange={writeValue}
            placeholder="newsletter"
            description='The id="…" of an element on your page, without #.'
            errorMessage={valueError}
          />
        </div>
      )}
    </div>
  );
}
