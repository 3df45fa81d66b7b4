import { describe, expect, it } from 'vitest';
import { pageSettingsProblems } from '../../../bridge-protocol/studio/pageSettings';
import { consentOf, privacyOf } from '../../../studio/rules/privacyDraft';
import { withPageSettings } from '../../../server/rules/pageSettings';

describe('privacy draft (issue 48)', () => {
  it('reads the stored settings with their defaults, and a save sends only what differs from them (null: none)', () => {
    expect(privacyOf({})).toEqual({ waitForConsent: false, ipAddress: 'full' });
    const draft = privacyOf({ consent: { waitForConsent: true, ipAddress: 'none' } });
    expect(draft).toEqual({ waitForConsent: true, ipAddress: 'none' });
    expect(consentOf(draft)).toEqual({ waitForConsent: true, ipAddress: 'none' });
    expect(consentOf({ waitForConsent: false, ipAddress: 'truncated' })).toEqual({ ipAddress: 'truncated' });
    expect(consentOf(privacyOf({ consent: { ipAddress: 'full' } }))).toBeNull();
  });

  it('the page settings check takes `consent`, and names a wrong one at its field', () => {
    expect(pageSettingsProblems({ consent: null })).toEqual([]);
    expect(pageSettingsProblems({ consent: { waitForConsent: true } })).toEqual([]);
    expect(pageSettingsProblems({ consent: { ipAddress: 'half' } })).toEqual([{ path: 'consent.ipAddress', message: 'Choose how much of the IP address to keep: full, truncated or none.' }]);
    expect(pageSettingsProblems({ consent: { waitForConsent: 'yes' } })[0]?.path).toBe('consent.waitForConsent');
  });

  it('a save writes `consent` whole, removes it when null, and leaves the other fields', () => {
    const stored = { widgets: [], page_name: 'Shop', consent: { ipAddress: 'none' } };
    expect(withPageSettings(stored, { consent: { waitForConsent: true } })).toEqual({ widgets: [], page_name: 'Shop', consent: { waitForConsent: true } });
    expect(withPageSettings(stored, { consent: null })).toEqual({ widgets: [], page_name: 'Shop' });
    expect(withPageSettings(stored, { page_name: 'Harbour' })).toEqual({ widgets: [], page_name: 'Harbour', consent: { ipAddress: 'none' } });
  });
});
