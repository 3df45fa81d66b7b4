/** One rule on an attribute the site sets (`MC('set', {…})`): "the attribute <name> <is at least> <value>", and its removal. */
import { Button } from 'react-aria-components';
import { AUDIENCE_OPS } from '../../bridge-protocol/audience';
import { AutocompleteSelect } from '../controls/AutocompleteSelect';
import { secondaryButtonClass } from '../controls/controlStyles';
import { TextField } from '../controls/TextField';
import { messagesAt } from '../editor/problemTargets';
import type { WidgetProblem } from '../../bridge-protocol/studio/widgetSchema';
import { fieldDomId } from '../rules/fieldDomId';
import { AUDIENCE_PATH, attributeValueOf, OP_WORDS, type AudienceAttribute, type AudienceOp } from '../rules/audienceDraft';
import { CommitTextField } from './CommitTextField';

export interface AttributeRowProps {
  rule: AudienceAttribute;
  index: number;
  problems: readonly WidgetProblem[];
  onChange: (index: number, rule: AudienceAttribute) => void;
  onRemove: (index: number) => void;
}

const OP_ITEMS = AUDIENCE_OPS.map((op) => ({ id: op, label: OP_WORDS[op] }));

export function AttributeRow({ rule, index, problems, onChange, onRemove }: AttributeRowProps) {
  const at = `${AUDIENCE_PATH}.attributes[${index}]`;
  const n = index + 1;
  return (
    <li className="grid grid-cols-1 items-start gap-3 rounded-lg border border-slate-200 bg-slate-50/60 p-3 @lg:grid-cols-[1fr_1fr_1fr_auto]">
      <TextField
        id={fieldDomId(`${at}.name`)}
        label={`Attribute ${n}`}
        placeholder="cart_value"
        maxLength={64}
        value={rule.name}
        onChange={(name) => onChange(index, { ...rule, name })}
        errorMessage={messagesAt(problems, `${at}.name`)}
      />
      <AutocompleteSelect
        id={fieldDomId(`${at}.op`)}
        label={`Comparison ${n}`}
        items={OP_ITEMS}
        selectedKey={rule.op}
        onSelectionChange={(op) => op !== null && onChange(index, { ...rule, op: op as AudienceOp })}
        errorMessage={messagesAt(problems, `${at}.op`)}
      />
      <CommitTextField
        id={fieldDomId(`${at}.value`)}
        label={`Value ${n}`}
        placeholder="50"
        maxLength={200}
        value={String(rule.value)}
        onCommit={(text) => onChange(index, { ...rule, value: attributeValueOf(text) })}
        errorMessage={messagesAt(problems, `${at}.value`)}
      />
      <Button className={`${secondaryButtonClass} @lg:mt-6`} onPress={() => onRemove(index)} aria-label={`Remove attribute rule ${n}`}>
        Remove
      </Button>
    </li>
  );
}
