import { describe, expect, it } from 'vitest';
import { visitorCountry } from '../../../server/rules/visitorCountry';

describe("the visitor's country from the CDN's header (issue 47 audiences)", () => {
  it('reads the configured header only, as two letters', () => {
    expect(visitorCountry({ 'cf-ipcountry': 'de' }, 'CF-IPCountry')).toBe('DE');
    expect(visitorCountry({ 'cf-ipcountry': ['AT', 'DE'] }, 'cf-ipcountry')).toBe('AT');
    expect(visitorCountry({ 'cf-ipcountry': 'DE' }, null)).toBeNull();
    expect(visitorCountry({ 'x-other': 'DE' }, 'cf-ipcountry')).toBeNull();
  });

  it.each(['XX', 'T1', 'DEU', 'D', '', '<script>', '12'])('takes %j for no country', (value) => {
    expect(visitorCountry({ 'cf-ipcountry': value }, 'cf-ipcountry')).toBeNull();
  });
});
