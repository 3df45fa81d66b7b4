/**
 * Who a visitor's consent is given to (issue 29 "consent a visitor can read"): the business's name (the
 * page's `page_name`) and its Terms and Privacy pages (`terms_url`, `privacy_url`), shown beside SPEC §8's
 * legal text wherever a number is collected. An address that is not an http(s) link after SPEC §5's link
 * rule is left out, as a missing one is.
 */
import type { AppState } from '../../../bridge-protocol/config';
import { httpLink } from '../../../bridge-protocol/httpLink';

export interface SmsBusiness {
  name: string | null;
  termsUrl: string | null;
  privacyUrl: string | null;
}

export const NO_SMS_BUSINESS: SmsBusiness = { name: null, termsUrl: null, privacyUrl: null };

export function smsBusiness(app: Pick<AppState, 'pageName' | 'termsUrl' | 'privacyUrl'>): SmsBusiness {
  const name = app.pageName?.trim() ?? '';
  return { name: name === '' ? null : name, termsUrl: httpLink(app.termsUrl), privacyUrl: httpLink(app.privacyUrl) };
}
