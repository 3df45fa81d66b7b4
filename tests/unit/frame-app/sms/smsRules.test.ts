import { describe, expect, it } from 'vitest';
import { fullPhoneNumber, phoneDigits, PHONE_HINT } from '../../../../frame-app/sms/rules/phoneNumber';
import { matchesCountry, searchCountries, type CountryOption } from '../../../../frame-app/sms/rules/countrySearch';
import { defaultCountry, regionOf } from '../../../../frame-app/sms/rules/defaultCountry';
import { isIosUserAgent, smsBody, smsLink } from '../../../../frame-app/sms/rules/smsLink';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

describe('phoneNumber', () => {
  it('is + dial + digits, or null when empty', () => {
    expect(fullPhoneNumber('1', '(555) 123-4567')).toBe('+15551234567');
    expect(fullPhoneNumber('44', '20 7946 0958')).toBe('+442079460958');
    expect(fullPhoneNumber('1', '')).toBeNull();
    expect(fullPhoneNumber('1', ' - ')).toBeNull();
  });
  it('does not repeat the dial code of an international form', () => {
    expect(fullPhoneNumber('44', '+44 20 7946 0958')).toBe('+442079460958');
    expect(fullPhoneNumber('44', '0044 20 7946 0958')).toBe('+442079460958');
  });
  it('strips non-digits', () => expect(phoneDigits('a1b2-3')).toBe('123'));
  it('hints 3-3-4', () => {
    expect(PHONE_HINT).toMatch(/^\d{3}-\d{3}-\d{4}$/);
  });
});

const DE: CountryOption = { key: 'DE', iso: 'DE', name: 'Germany', native: 'Deutschland', dial: '49' };
const US: CountryOption = { key: 'US', iso: 'US', name: 'United States', native: 'United States', dial: '1' };

describe('countrySearch', () => {
  it('matches name, native name and +dialcode, case-insensitively', () => {
    expect(matchesCountry(DE, 'germ')).toBe(true);
    expect(matchesCountry(DE, 'DEUTSCH')).toBe(true);
    expect(matchesCountry(DE, '+49')).toBe(true);
    expect(matchesCountry(DE, '+4')).toBe(true);
    expect(matchesCountry(DE, 'france')).toBe(false);
    expect(searchCountries([DE, US], '')).toHaveLength(2);
    expect(searchCountries([DE, US], 'states')).toEqual([US]);
  });
});

describe('defaultCountry', () => {
  const known = (iso: string) => ['US', 'GB', 'BR'].includes(iso);
  it('reads the region of the first tag that has one', () => {
    expect(defaultCountry(['en', 'en-GB'], known)).toBe('GB');
    expect(defaultCountry(['pt-BR'], known)).toBe('BR');
  });
  it('falls back to US', () => {
    expect(defaultCountry([], known)).toBe('US');
    expect(defaultCountry(['fr-FR'], known)).toBe('US');
    expect(defaultCountry(['es-419'], known)).toBe('US');
  });
  it('parses regions', () => {
    expect(regionOf('zh-Hant-TW')).toBe('TW');
    expect(regionOf('en_us')).toBe('US');
    expect(regionOf('en')).toBeNull();
  });
});

describe('smsLink', () => {
  it('detects iOS', () => {
    expect(isIosUserAgent(IPHONE)).toBe(true);
    expect(isIosUserAgent(ANDROID)).toBe(false);
    expect(isIosUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isIosUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
  });
  it('uses &body= on iOS and ?body= elsewhere', () => {
    expect(smsLink('+1 (555) 000-1111', 'Subscribe r1', true)).toBe('sms:+15550001111&body=Subscribe%20r1');
    expect(smsLink('+15550001111', 'Subscribe r1', false)).toBe('sms:+15550001111?body=Subscribe%20r1');
  });
  it('body: opt-in text plus ref, else the keyword', () => {
    expect(smsBody('Subscribe', 'abc', 'JOIN')).toBe('Subscribe abc');
    expect(smsBody('Subscribe', null, 'JOIN')).toBe('JOIN');
    expect(smsBody('Subscribe', null, null)).toBe('Subscribe');
  });
});
