/** "When the site's attribute … is at least …": rules on what the site sets with `MC('set', {…})`, every one must hold. */
import { Button } from 'react-aria-components';
import { secondaryButtonClass } from '../controls/controlStyles';
import { messagesAt } from '../editor/problemTargets';
import { AUDIENCE_PATH, attributesOf, type AudienceAttribute } from '../rules/audienceDraft';
import type { AudienceRuleProps } from './audienceFieldProps';
import { AttributeRow } from './AttributeRow';

/** bridge-protocol/audience.ts refuses more. */
const MAX_ATTRIBUTE_RULES = 20;

export function AttributeRules({ audience, onRule, problems }: AudienceRuleProps) {
  const rules = attributesOf(audience);
  const write = (next: AudienceAttribute[]) => onRule('attributes', next);
  const listProblem = messagesAt(problems, `${AUDIENCE_PATH}.attributes`);
  return (
    <div role="group" aria-labelledby="audience-attributes-heading" className="flex flex-col gap-3">
      <div>
        <h3 id="audience-attributes-heading" className="text-sm font-semibold text-slate-900">
          What the site knows about them
        </h3>
        <p className="text-xs text-slate-500">
          Attributes your site sets with <code className="font-mono">MC('set', …)</code>. A missing attribute only passes “is not”.
        </p>
      </div>
      {listProblem && <p className="text-xs text-red-600">{listProblem}</p>}
      {rules.length > 0 && (
        <ul className="flex flex-col gap-3">
          {rules.map((rule, index) => (
            <AttributeRow
              key={index}
              rule={rule}
              index={index}
              problems={problems}
              onChange={(i, changed) => write(rules.map((r, j) => (j === i ? changed : r)))}
              onRemove={(i) => write(rules.filter((_, j) => j !== i))}
            />
          ))}
        </ul>
      )}
      {rules.length < MAX_ATTRIBUTE_RULES && (
        <Button className={`${secondaryButtonClass} self-start`} onPress={() => write([...rules, { name: '', op: 'gte', value: '' }])}>
          Add an attribute rule
        </Button>
      )}
    </div>
  );
}
