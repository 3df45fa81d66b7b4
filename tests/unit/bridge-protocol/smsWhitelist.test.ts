import { describe, expect, it } from 'vitest';
import { isHostAllowedForSms, isSmsChannel } from '../../../bridge-protocol/smsWhitelist';

describe('smsWhitelist', () => {
  it('allows every host without a whitelist', () => {
    expect(isHostAllowedForSms('shop.test', [])).toBe(true);
    expect(isHostAllowedForSms('shop.test', null)).toBe(true);
  });
  it('requires the hostname to be listed when a whitelist exists', () => {
    expect(isHostAllowedForSms('shop.test', ['shop.test'])).toBe(true);
    expect(isHostAllowedForSms('www.shop.test', ['shop.test'])).toBe(true);
    expect(isHostAllowedForSms('SHOP.test', ['shop.test:8080'])).toBe(true);
    expect(isHostAllowedForSms('evil.test', ['shop.test'])).toBe(false);
  });
  it('adds localhost', () => {
    expect(isHostAllowedForSms('localhost', ['shop.test'])).toBe(true);
    expect(isHostAllowedForSms('127.0.0.1', ['shop.test'])).toBe(true);
  });
  it('applies to the sms and omni channels', () => {
    expect(isSmsChannel('sms')).toBe(true);
    expect(isSmsChannel('omni')).toBe(true);
    expect(isSmsChannel('fb')).toBe(false);
    expect(isSmsChannel(undefined)).toBe(false);
  });
});
