/** "Show to: everyone / new / returning visitors", "after at least N visits", "after N pages this visit". */
import { NumberField } from '../controls/NumberField';
import { RadioGroup } from '../controls/RadioGroup';
import { messagesAt } from '../editor/problemTargets';
import { fieldDomId } from '../rules/fieldDomId';
import { AUDIENCE_PATH } from '../rules/audienceDraft';
import type { AudienceRuleProps } from './audienceFieldProps';

const VISITOR_OPTIONS = [
  { value: 'everyone', label: 'Everyone' },
  { value: 'new', label: 'New visitors', description: 'During their first visit.' },
  { value: 'returning', label: 'Returning visitors', description: 'From their second visit on.' },
];

const countOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);

export function VisitorRules({ audience, onRule, problems }: AudienceRuleProps) {
  const visitor = audience.visitor === 'new' || audience.visitor === 'returning' ? audience.visitor : 'everyone';
  return (
    <div className="flex flex-col gap-4">
      <RadioGroup
        id={fieldDomId(`${AUDIENCE_PATH}.visitor`)}
        label="Show to"
        options={VISITOR_OPTIONS}
        value={visitor}
        onChange={(picked) => onRule('visitor', picked === 'everyone' ? undefined : picked)}
        errorMessage={messagesAt(problems, `${AUDIENCE_PATH}.visitor`)}
      />
      <div className="grid max-w-md gap-4 @lg:grid-cols-2">
        <NumberField
          id={fieldDomId(`${AUDIENCE_PATH}.minVisits`)}
          label="After at least this many visits"
          required={false}
          value={countOf(audience.minVisits)}
          onChange={(n) => onRule('minVisits', n ?? undefined)}
          min={1}
          max={10_000}
          integerOnly
          errorMessage={messagesAt(problems, `${AUDIENCE_PATH}.minVisits`)}
        />
        <NumberField
          id={fieldDomId(`${AUDIENCE_PATH}.minPageViews`)}
          label="After this many pages in the visit"
          required={false}
          value={countOf(audience.minPageViews)}
          onChange={(n) => onRule('minPageViews', n ?? undefined)}
          min={1}
          max={10_000}
          integerOnly
          errorMessage={messagesAt(problems, `${AUDIENCE_PATH}.minPageViews`)}
        />
      </div>
    </div>
  );
}
