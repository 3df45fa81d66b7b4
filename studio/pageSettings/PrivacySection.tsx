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
import { SettingsPartSection } from './SettingsPartSection';
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
    <SettingsPartSection id="privacy" title="Privacy" lead="What the widgets keep about visitors, and when." formLabel="Privacy" status={status} unsaved={unsaved} onSave={() => void save()}>
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
    </SettingsPartSection>
  );
}
