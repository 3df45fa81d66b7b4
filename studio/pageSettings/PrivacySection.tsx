/**
 * "Privacy" in the page's settings (issue 48): whether the widgets wait for the site's consent before
 * storing anything in the visitor's browser or sending a pixel event (docs/CONSENT.md), and how much of
 * the visitor's IP address an opt-in's consent record keeps. Its own save, as the overlay cap's.
 */
import type { IpAddressMode } from '../../bridge-protocol/consentSettings';
import type { StudioPage } from '../../bridge-protocol/studio/studioApi';
import { SelectField } from '../controls/SelectField';
import { ToggleField } from '../editor/ToggleField';
import { messagesAt } from '../editor/problemTargets';
import { fieldDomId } from '../rules/fieldDomId';
import { IP_ADDRESS_CHOICES } from '../rules/privacyDraft';
import { SaveRow } from './SaveRow';
import { usePrivacyForm } from './usePrivacyForm';

export interface PrivacySectionProps {
  pageId: string;
  config: Record<string, unknown>;
  onSaved: (page: StudioPage) => void;
  onSessionLost: (notice: string) => void;
}

export function PrivacySection(props: PrivacySectionProps) {
  const { draft, edit, save, status, problems, unsaved } = usePrivacyForm(props);
  return (
    <section aria-labelledby="privacy-heading" className="mt-8 rounded-xl border border-slate-200 bg-white px-5 py-5 shadow-xs">
      <h2 id="privacy-heading" className="text-base font-semibold text-slate-900">
        Privacy
      </h2>
      <p className="mt-1 text-sm text-slate-500">What the widgets keep about visitors, and when.</p>
      {status.kind === 'failed' && !status.fields && (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {status.message}
        </p>
      )}
      <form
        noValidate
        aria-label="Privacy"
        className="mt-5 flex flex-col gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <ToggleField
          id={fieldDomId('consent.waitForConsent')}
          label="Wait for consent before storing anything"
          isSelected={draft.waitForConsent}
          onChange={(waitForConsent) => edit({ waitForConsent })}
          help="Nothing is stored in the visitor’s browser and no pixel event is sent until your site calls MC('consent', {analytics: true}) or your consent banner (IAB TCF v2, Google Consent Mode) grants it. Opt-ins still work."
          errorMessage={messagesAt(problems, 'consent.waitForConsent')}
        />
        <div className="max-w-sm">
          <SelectField
            id={fieldDomId('consent.ipAddress')}
            label="IP address in consent records"
            choices={IP_ADDRESS_CHOICES}
            value={draft.ipAddress}
            onChange={(ipAddress) => edit({ ipAddress: ipAddress as IpAddressMode })}
            description="Kept with each opt-in as evidence of consent."
            errorMessage={messagesAt(problems, 'consent.ipAddress') ?? messagesAt(problems, 'consent')}
          />
        </div>
        <SaveRow status={status} unsaved={unsaved} />
      </form>
    </section>
  );
}
