/**
 * What an SMS widget needs from outside its configuration: the backend base and ids of the bootstrap
 * (SPEC §7 payload: account_id = the page id, session_id) and the widget phone (SPEC §3 app
 * widgetPhone), the browser facts (iOS detection, default country), and which SMS opt-in the kind
 * hosts (its row's smsVariant). Built once by the boot code, which has resolved the kind: the SMS
 * components read the variant from here instead of looking the kind up again.
 */
import type { Bootstrap } from '../../../bridge-protocol/messages';
import type { SmsVariant } from '../../rules/smsVariant';
import { smsBusiness, type SmsBusiness } from '../rules/smsBusiness';

/** Only the kinds that host an SMS opt-in get an environment. */
export type HostedSmsVariant = Exclude<SmsVariant, 'none'>;

export interface SmsEnvironment {
  variant: HostedSmsVariant;
  api: string;
  accountId: string;
  sessionId: string;
  widgetPhone: string | null;
  userAgent: string;
  maxTouchPoints: number;
  languages: readonly string[];
  /** Who the consent is given to, beside the legal text. */
  business: SmsBusiness;
}

export function smsEnvironment(
  bootstrap: Pick<Bootstrap, 'api' | 'app' | 'session'>,
  variant: HostedSmsVariant,
  nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints' | 'languages' | 'language'> | undefined,
): SmsEnvironment {
  return {
    variant,
    api: bootstrap.api,
    accountId: bootstrap.app.pageId,
    sessionId: bootstrap.session.sessionId,
    widgetPhone: bootstrap.app.widgetPhone,
    userAgent: nav?.userAgent ?? '',
    maxTouchPoints: nav?.maxTouchPoints ?? 0,
    languages: nav ? (nav.languages?.length ? nav.languages : [nav.language]) : [],
    business: smsBusiness(bootstrap.app),
  };
}
