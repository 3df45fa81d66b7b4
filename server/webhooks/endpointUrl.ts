/**
 * The rule for an endpoint's address (issue 48): an absolute `https` URL without credentials, naming a
 * host, a literal IP only when the target rule allows it (targetRule.ts). The addresses a name resolves
 * to (`localhost` included) are checked when the endpoint is saved and again on every connection
 * (webhookPost.ts): a name that resolves to 127.0.0.1 on the day of delivery is refused then.
 */
import { isIP } from 'node:net';
import type { TargetRule } from './targetRule';

export const MAX_ENDPOINT_URL_LENGTH = 2000;

/** What is wrong with an endpoint's address, in words for the site owner, or null. */
export function endpointUrlProblem(value: unknown, rule: TargetRule): string | null {
  if (typeof value !== 'string' || value.trim() === '') return 'Enter the endpoint\u2019s address, e.g. https://hooks.example.com/optins.';
  if (value.length > MAX_ENDPOINT_URL_LENGTH) return `The address is too long (at most ${MAX_ENDPOINT_URL_LENGTH} characters).`;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return 'This is not a web address: enter a full https:// address.';
  }
  if (url.protocol !== 'https:' && !(rule.http && url.protocol === 'http:')) return 'Use an https:// address: webhooks carry subscribers\u2019 personal data.';
  if (url.username !== '' || url.password !== '') return 'Leave the user name and password out of the address: every delivery is signed instead.';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === '') return 'The address names no host.';
  if (isIP(host) !== 0 && !rule.address(host)) return 'This address is private (loopback, local network or link-local): use a public https:// address.';
  return null;
}
