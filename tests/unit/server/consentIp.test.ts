import { describe, expect, it } from 'vitest';
import { consentIp } from '../../../server/rules/consentIp';

describe('consentIp (the consent record keeps the IP as the page configures)', () => {
  it('keeps the whole address in full mode', () => {
    expect(consentIp('203.0.113.77', 'full')).toBe('203.0.113.77');
    expect(consentIp('::ffff:203.0.113.77', 'full')).toBe('203.0.113.77');
    expect(consentIp('2001:db8:1234:5678::9', 'full')).toBe('2001:db8:1234:5678::9');
  });

  it('zeroes the last IPv4 octet and cuts IPv6 to its /48 in truncated mode', () => {
    expect(consentIp('203.0.113.77', 'truncated')).toBe('203.0.113.0');
    expect(consentIp('::ffff:203.0.113.77', 'truncated')).toBe('203.0.113.0');
    expect(consentIp('2001:db8:1234:5678:9abc::1', 'truncated')).toBe('2001:db8:1234::');
    expect(consentIp('::1', 'truncated')).toBe('::');
  });

  it('keeps nothing in none mode, or without an address', () => {
    expect(consentIp('203.0.113.77', 'none')).toBeNull();
    expect(consentIp(null, 'full')).toBeNull();
    expect(consentIp('not-an-ip', 'truncated')).toBeNull();
  });
});
