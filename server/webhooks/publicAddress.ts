/**
 * Which addresses an outbound webhook may reach (issue 48): public unicast only. Loopback, private
 * (10/8, 172.16/12, 192.168/16, fc00::/7), link-local (169.254/16 with the cloud metadata address,
 * fe80::/10), carrier-grade NAT, multicast, reserved and unspecified addresses are refused, and an
 * IPv4-mapped IPv6 address is judged as the IPv4 address it maps. ipaddr.js (maintained, already the
 * server's proxy-addr dependency) knows the ranges; hand-written CIDR tables drift.
 */
import ipaddr from 'ipaddr.js';

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  return ip.range() === 'unicast';
}
