/**
 * How much of the visitor's IP address an opt-in's consent record keeps (the page's `consent.ipAddress`,
 * bridge-protocol/consentSettings.ts): 'full' the address as the server saw it, 'truncated' an IPv4
 * address with its last octet zeroed (1.2.3.4 → 1.2.3.0) or an IPv6 address cut to its /48
 * (2001:db8:1234::, the network, not the household), 'none' nothing. Pure.
 */
import ipaddr from 'ipaddr.js';
import type { IpAddressMode } from '../../bridge-protocol/consentSettings';

/** The IPv6 prefix kept: a /48 is one site's allocation, so it names a network, not a person's device. */
const IPV6_KEPT_PARTS = 3;

export function consentIp(ip: string | null | undefined, mode: IpAddressMode): string | null {
  if (mode === 'none' || !ip) return null;
  // Not an address (a test's fake socket): kept only in full, since it cannot be truncated.
  if (!ipaddr.isValid(ip)) return mode === 'full' ? ip : null;
  // An IPv4-mapped IPv6 address (::ffff:1.2.3.4, a dual-stack socket) is the IPv4 one it carries.
  const parsed = ipaddr.process(ip);
  if (mode === 'full') return parsed.toString();
  if (parsed.kind() === 'ipv4') {
    const octets = (parsed as ipaddr.IPv4).octets;
    return `${octets.slice(0, 3).join('.')}.0`;
  }
  const parts = (parsed as ipaddr.IPv6).parts.map((p, i) => (i < IPV6_KEPT_PARTS ? p : 0));
  return new ipaddr.IPv6(parts).toString();
}
