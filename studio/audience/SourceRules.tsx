/**
 * "When they came from …": the visit's first page's referrer and UTM values, each a list any of whose
 * entries may match (part of the value, any case); an empty list is no rule.
 */
import { SOURCE_KEYS } from '../../bridge-protocol/audience';
import { isPlainObject } from '../../bridge-protocol/validate';
import { messagesAt } from '../editor/problemTargets';
import { fieldDomId } from '../rules/fieldDomId';
import { AUDIENCE_PATH, listOf, listText } from '../rules/audienceDraft';
import type { AudienceRuleProps } from './audienceFieldProps';
import { CommitTextField } from './CommitTextField';

const SOURCE_LABELS: Readonly<Record<(typeof SOURCE_KEYS)[number], { label: string; placeholder: string }>> = {
  referrer: { label: 'When they came from a site', placeholder: 'google., news.example.com' },
  utm_source: { label: 'When the link’s utm_source is', placeholder: 'newsletter' },
  utm_medium: { label: 'When the link’s utm_medium is', placeholder: 'email, cpc' },
  utm_campaign: { label: 'When the link’s utm_campaign is', placeholder: 'spring-sale' },
};

export function SourceRules({ audience, onRule, problems }: AudienceRuleProps) {
  const sources = isPlainObject(audience.sources) ? audience.sources : {};
  return (
    <div role="group" aria-labelledby="audience-sources-heading" className="flex flex-col gap-3">
      <div>
        <h3 id="audience-sources-heading" className="text-sm font-semibold text-slate-900">
          Where they came from
        </h3>
        <p className="text-xs text-slate-500">The first page of their visit. Separate several with commas; any of them may match.</p>
      </div>
      <div className="grid gap-4 @lg:grid-cols-2">
        {SOURCE_KEYS.map((key) => {
          const path = `${AUDIENCE_PATH}.sources.${key}`;
          return (
            <CommitTextField
              key={key}
              id={fieldDomId(path)}
              label={SOURCE_LABELS[key].label}
              placeholder={SOURCE_LABELS[key].placeholder}
              required={false}
              maxLength={2000}
              value={listText(sources[key])}
              onCommit={(text) => onRule(`sources.${key}`, listOf(text))}
              errorMessage={messagesAt(problems, path) ?? (key === SOURCE_KEYS[0] ? messagesAt(problems, `${AUDIENCE_PATH}.sources`) : undefined)}
            />
          );
        })}
      </div>
    </div>
  );
}
