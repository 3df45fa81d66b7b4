import { describe, expect, it, vi } from 'vitest';
import { loadPhoneData } from '../../../../frame-app/sms/services/lazyPhoneData';
import { SMS_REF_STORAGE_KEY, storeSmsRef } from '../../../../frame-app/sms/services/smsRefStore';

describe('phone data (lazy chunk)', () => {
  it('lists the countries of countries-list with dial codes, one entry per dial code', async () => {
    const data = await loadPhoneData();
    const us = data.options.find((o) => o.key === 'US');
    // SPEC §3 "Country entry": name, native, phone (dial), continent, capital, currency, languages, emoji, emojiU.
    expect(us).toEqual({
      key: 'US',
      iso: 'US',
      name: 'United States',
      native: 'United States',
      dial: '1',
      continent: 'NA',
      capital: 'Washington D.C.',
      currency: ['USD', 'USN'],
      languages: ['en'],
      emoji: '🇺🇸',
      emojiU: 'U+1F1FA U+1F1F8',
    });
    const de = data.options.find((o) => o.key === 'DE');
    expect([de?.native, de?.continent, de?.capital, de?.currency, de?.languages, de?.emojiU]).toEqual(['Deutschland', 'EU', 'Berlin', ['EUR'], ['de'], 'U+1F1E9 U+1F1EA']);
    expect(data.options.length).toBeGreaterThan(240);
    // Kosovo has several dial codes: XK, XK1, …
    expect(data.options.filter((o) => o.iso === 'XK').map((o) => o.key)).toEqual(expect.arrayContaining(['XK', 'XK1']));
    expect(new Set(data.options.map((o) => o.key)).size).toBe(data.options.length);
    expect(await loadPhoneData()).toBe(data);
  });

  it('validates full numbers with libphonenumber-js', async () => {
    const data = await loadPhoneData();
    expect(data.isValid('+12015550123')).toBe(true);
    expect(data.isValid('+442079460958')).toBe(true);
    expect(data.isValid('+1555')).toBe(false);
    expect(data.isValid('nonsense')).toBe(false);
  });
});

describe('smsRefStore', () => {
  it('keeps the ref under sms-keyword-ref', () => {
    const setItem = vi.fn();
    storeSmsRef('r1', { setItem });
    expect(setItem).toHaveBeenCalledWith(SMS_REF_STORAGE_KEY, 'r1');
    expect(SMS_REF_STORAGE_KEY).toBe('sms-keyword-ref');
  });

  it('logs a storage error and goes on (SPEC §8)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() =>
      storeSmsRef('r1', {
        setItem: () => {
          throw new Error('denied');
        },
      }),
    ).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('denied'));
  });
});
