/**
 * What an SMS widget needs from outside its configuration: the backend base and ids of the bootstrap
 * (SPEC §7 payload: account_id = the page id, session_id) and the widget phone (SPEC §3 app
 * widgetPhone), and the browser facts (iOS detection, default country). Built once by the boot code.
 */
import type { Bootstrap } from '../../../bridge-protocol/messages';

export interface SmsEnvironment {
  api: string;
  accountId: string;
  sessionId: string;
  widgetPhone: string | null;
  userAgent: string;
  maxTouchPoints: number;
  languages: readonly string[];
}

export function smsEnvironment(bootstrap: Pick<Bootstrap, 'api' | 'app' | 'session'>, nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints' | 'languages' | 'language'> | undefined): SmsEnvironment {
  return {
    api: bootstrap.api,
    accountId: bootstrap.app.pageId,
    sessionId: bootstrap.session.sessionId,
    widgetPhone: bootstrap.app.widgetPhone,
    userAgent: nav?.userAgent ?? '',
    maxTouchPoints: nav?.maxTouchPoints ?? 0,
    languages: nav ? (nav.languages?.length ? nav.languages : [nav.language]) : [],
  };
}
