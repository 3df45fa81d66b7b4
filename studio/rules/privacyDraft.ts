/**
 * The page's privacy settings (`consent`, bridge-protocol/consentSettings.ts) as the studio's Privacy form
 * holds them: the "wait for consent" switch and the IP mode, each with its default when the page says
 * nothing; and the value a save sends: only what differs from the defaults, null when nothing does (the
 * field is removed, so the page reads as before issue 48). Pure.
 */
import { DEFAULT_IP_ADDRESS_MODE, ipAddressMode, waitsForConsent, type ConsentSettings, type IpAddressMode } from '../../bridge-protocol/consentSettings';

export interface PrivacyDraft {
  waitForConsent: boolean;
  ipAddress: IpAddressMode;
}

export const privacyOf = (config: Record<string, unknown>): PrivacyDraft => ({ waitForConsent: waitsForConsent(config.consent), ipAddress: ipAddressMode(config.consent) });

/** What a save sends. */
export function consentOf(draft: PrivacyDraft): ConsentSettings | null {
  const consent: ConsentSettings = {};
  if (draft.waitForConsent) consent.waitForConsent = true;
  if (draft.ipAddress !== DEFAULT_IP_ADDRESS_MODE) consent.ipAddress = draft.ipAddress;
  return Object.keys(consent).length === 0 ? null : consent;
}

/** The IP modes in the words of the form's select. */
export const IP_ADDRESS_CHOICES: readonly { id: IpAddressMode; label: string }[] = [
  { id: 'full', label: 'Full address' },
  { id: 'truncated', label: 'Truncated (last part removed)' },
  { id: 'none', label: 'None' },
];
