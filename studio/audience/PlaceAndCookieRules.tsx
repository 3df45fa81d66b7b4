/** "In these countries" and "when the cookie … is set (to …)". */
import { isPlainObject } from '../../bridge-protocol/validate';
import { TextField } from '../controls/TextField';
import { messagesAt } from '../editor/problemTargets';
import { fieldDomId } from '../rules/fieldDomId';
import { AUDIENCE_PATH, countriesOf, listText } from '../rules/audienceDraft';
import type { AudienceRuleProps } from './audienceFieldProps';
import { CommitTextField } from './CommitTextField';

export function PlaceAndCookieRules({ audience, onRule, problems }: AudienceRuleProps) {
  const cookie = isPlainObject(audience.cookie) ? audience.cookie : {};
  const name = typeof cookie.name === 'string' ? cookie.name : '';
  const value = typeof cookie.value === 'string' ? cookie.value : '';
  // Both parts are written together; no name and no value is no cookie rule.
  const writeCookie = (nextName: string, nextValue: string) =>
    onRule('cookie', nextName === '' && nextValue === '' ? undefined : { name: nextName, ...(nextValue === '' ? {} : { value: nextValue }) });
  const cookieProblem = messagesAt(problems, `${AUDIENCE_PATH}.cookie`);
  return (
    <div className="flex flex-col gap-4">
      <CommitTextField
        id={fieldDomId(`${AUDIENCE_PATH}.countries`)}
        label="In these countries"
        description="Two-letter codes, separated by commas, such as DE, AT. Where the country is not known, the widget does not show."
        required={false}
        maxLength={1200}
        value={listText(audience.countries)}
        onCommit={(text) => onRule('countries', countriesOf(text))}
        errorMessage={messagesAt(problems, `${AUDIENCE_PATH}.countries`)}
      />
      <div className="grid gap-4 @lg:grid-cols-2">
        <TextField
          id={fieldDomId(`${AUDIENCE_PATH}.cookie`)}
          label="When this cookie is set"
          required={false}
          maxLength={64}
          placeholder="plan"
          value={name}
          onChange={(typed) => writeCookie(typed, value)}
          errorMessage={cookieProblem}
        />
        <TextField
          id={fieldDomId(`${AUDIENCE_PATH}.cookie.value`)}
          label="To this value"
          description="Empty: any value."
          required={false}
          maxLength={200}
          placeholder="pro"
          value={value}
          onChange={(typed) => writeCookie(name, typed)}
        />
      </div>
    </div>
  );
}
