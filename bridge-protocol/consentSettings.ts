/**
 * A page's privacy settings (issue 48), the configuration's page-level `consent`:
 *   {"waitForConsent": false, "ipAddress": "full" | "truncated" | "none"}
 * `waitForConsent`: the loader stores nothing in the visitor's browser and sends no pixel event until the
 * site grants analytics consent (MC('consent', {analytics: true}), or the site's TCF v2 / Consent Mode
 * signals). `ipAddress`: how much of the visitor's IP an opt-in's consent record keeps. The rule lives
 * here once: the admin API and the studio check it, the loader and the server read it.
 */
import type { FieldProblem } from './fieldProblem';
import { isPlainObject } from './validate';

export const IP_ADDRESS_MODES = ['full', 'truncated', 'none'] as const;
export type IpAddressMode = (typeof IP_ADDRESS_MODES)[number];

export interface ConsentSettings {
  waitForConsent?: boolean;
  ipAddress?: IpAddressMode;
}

/**
 * A consent record is the site's evidence of consent (a TCPA dispute, GDPR Art. 7(1)), and the address is
 * part of that evidence, so a page that says nothing keeps it whole; an EU site may choose truncated.
 */
export const DEFAULT_IP_ADDRESS_MODE: IpAddressMode = 'full';

/** The page's IP mode: its setting when valid, else the default. */
export function ipAddressMode(consent: unknown): IpAddressMode {
  const mode = isPlainObject(consent) ? consent.ipAddress : undefined;
  return (IP_ADDRESS_MODES as readonly unknown[]).includes(mode) ? (mode as IpAddressMode) : DEFAULT_IP_ADDRESS_MODE;
}

/** Whether the page waits for the site's consent before storing anything or sending a pixel event. */
export const waitsForConsent = (consent: unknown): boolean => isPlainObject(consent) && consent.waitForConsent === true;

/** The first problem of a page's `consent` ({path, message} for the site owner), or null. */
export function consentProblem(value: unknown, path = 'consent'): FieldProblem | null {
  if (value === undefined) return null;
  if (!isPlainObject(value)) return { path, message: 'The privacy settings are a set of fields: waitForConsent, ipAddress.' };
  for (const key of Object.keys(value)) {
    if (key !== 'waitForConsent' && key !== 'ipAddress') return { path: `${path}.${key.slice(0, 64)}`, message: 'This is not a privacy setting: use waitForConsent and ipAddress.' };
  }
  if (value.waitForConsent !== undefined && typeof value.waitForConsent !== 'boolean') {
    return { path: `${path}.waitForConsent`, message: 'Choose on or off (true or false).' };
  }
  if (value.ipAddress !== undefined && !(IP_ADDRESS_MODES as readonly unknown[]).includes(value.ipAddress)) {
    return { path: `${path}.ipAddress`, message: 'Choose how much of the IP address to keep: full, truncated or none.' };
  }
  return null;
}
