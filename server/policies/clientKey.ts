/**
 * The key one client is counted under by the token limit (wrongTokenLimiter.ts): its IPv4 address, or
 * the /64 of its IPv6 one. A home or cloud host is given a whole IPv6 /64 and may pick any address in
 * it, so counting single IPv6 addresses would give it 2^64 fresh budgets.
 */
import ipaddr from 'ipaddr.js';

export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip); // an IPv4-mapped IPv6 address (::ffff:1.2.3.4) becomes its IPv4 one
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
}
