/**
 * The "Powered by" link shown on every widget unless the app's `defaultSize` flag hides it (SPEC §1,
 * §2, §3 "Application configuration"). The label and the default address are placeholders of the
 * provider's brand. The address is configurable per page (`powered_by_url` in the configuration: a
 * reseller or agency points it at its own site); SPEC does not name such a field, so it is ours, and it
 * must be an http(s) link after SPEC §5's link rule, else the provider's site stands.
 */
import { httpLink } from '../../bridge-protocol/httpLink';

export const POWERED_BY_LABEL = 'Powered by MC Widgets';
export const POWERED_BY_URL = 'https://widgets.example/';

/** Where the link goes: the configured address when it is a usable http(s) link, else POWERED_BY_URL. */
export function poweredByHref(configured: string | null | undefined): string {
  return httpLink(configured) ?? POWERED_BY_URL;
}
