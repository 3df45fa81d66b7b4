/**
 * The omnichat panel on a first visit (SPEC §3 setup.desktopFirstSeen / mobileFirstSeen): closed, open,
 * or open after a delay (it closes again 2 s later unless the visitor uses it). Written as the pair
 * `{type, value}` whatever shape was stored.
 */
import { NumberField } from '../controls/NumberField';
import { RadioGroup } from '../controls/RadioGroup';
import { fieldDomId } from '../rules/fieldDomId';
import { messagesAt } from './problemTargets';
import { firstSeenFor, readFirstSeen, type FirstSeenMode } from './ruleValues';
import type { FieldContext } from './fieldContext';

export interface FirstSeenFieldProps {
  path: string;
  label: string;
  value: unknown;
  ctx: FieldContext;
}

export function FirstSeenField({ path, label, value, ctx }: FirstSeenFieldProps) {
  const { mode, delay } = readFirstSeen(value);
  const valuePath = `${path}.value`;
  return (
    <div id={fieldDomId(path)} className="flex flex-col gap-3">
      <RadioGroup
        id={fieldDomId(`${path}.type`)}
        label={label}
        options={[
          { value: 'hidden', label: 'Closed' },
          { value: 'opened', label: 'Open' },
          { value: 'delay', label: 'Opened after a delay', description: 'It closes 2 s later unless the visitor uses it.' },
        ]}
        value={mode}
        onChange={(picked) => ctx.write(path, firstSeenFor(picked as FirstSeenMode, delay))}
        errorMessage={messagesAt(ctx.problems, `${path}.type`) ?? messagesAt(ctx.problems, path)}
      />
      {mode === 'delay' && (
        <div className="max-w-xs pl-6">
          <NumberField
            id={fieldDomId(valuePath)}
            label="Delay, in seconds"
            value={delay}
            onChange={(seconds) => ctx.write(path, firstSeenFor('delay', seconds ?? 0))}
            min={0}
            integerOnly
            positive
            errorMessage={messagesAt(ctx.problems, valuePath)}
          />
        </div>
      )}
    </div>
  );
}
