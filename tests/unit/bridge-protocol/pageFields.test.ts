/** bridge-protocol/pageFields.ts: one wrong-typed page field costs that field, not the page. */
import { describe, expect, it } from 'vitest';
import { toAppState, type AppConfig, type UncheckedAppConfig } from '../../../bridge-protocol/config';
import { checkFramePageFields, checkHostPageFields, checkPageFields, missingPageFields } from '../../../bridge-protocol/pageFields';

const GOOD: AppConfig = {
  widgets: [{ widget_id: 7 }],
  pageId: 'demo',
  host: 'shop.test',
  fb_page_id: '1234567890',
  appId: 111,
  widget_phone: '+15550001111',
  page_name: 'Demo',
  whitelist: ['shop.test'],
  sms_channel_connected: true,
  defaultSize: false,
  fbSDKVersion: 'v3.1',
  fbSDKDebug: false,
  locale: 'en_US',
  widgetLocale: null,
  is_eu_affected: false,
  future_field: { anything: [1, 2] },
};

describe('checkPageFields', () => {
  it('keeps a good configuration as it is, unknown fields included', () => {
    expect(checkPageFields(GOOD)).toEqual({ config: GOOD, invalid: [] });
  });

  it('drops each wrong-typed field with its reason and keeps the rest; the input is not changed', () => {
    const bad = { ...GOOD, fb_page_id: { id: 1 }, page_name: ['x'], whitelist: 'shop.test', locale: 'x'.repeat(17), is_eu_affected: 'yes' } as UncheckedAppConfig;
    const copy = structuredClone(bad);
    const { config, invalid } = checkPageFields(bad);
    // The fields a widget cannot do without first (the admin API names the first), then the frame's.
    expect(invalid.map((f) => f.field)).toEqual(['fb_page_id', 'whitelist', 'is_eu_affected', 'page_name', 'locale']);
    expect(invalid[0]!.error).toBe('expected string, got object / expected a finite number, got object');
    expect(invalid.find((f) => f.field === 'locale')!.error).toBe('longer than 16');
    expect(checkPageFields({ widgets: [], whitelist: ['a', 2] }).invalid).toEqual([{ field: 'whitelist', error: 'config.whitelist[1]: expected string, got number' }]);
    for (const field of ['fb_page_id', 'page_name', 'whitelist', 'locale', 'is_eu_affected']) expect(config).not.toHaveProperty(field);
    expect(config).toMatchObject({ appId: 111, host: 'shop.test', widgets: GOOD.widgets, future_field: GOOD.future_field });
    expect(bad).toEqual(copy);
    // What is left maps onto the defaults of the runtime app state.
    expect(toAppState(config, 'demo')).toMatchObject({ fbPageId: null, pageName: null, whitelist: [], locale: 'en_US', isEuAffected: false, appId: '111' });
  });

  it('leaves absent and null fields alone', () => {
    expect(checkPageFields({ widgets: [], fb_page_id: null, whitelist: null }).invalid).toEqual([]);
    expect(checkPageFields({ widgets: [] }).invalid).toEqual([]);
  });
});

describe('who checks which field (issue 46 item 4)', () => {
  const bad = { ...GOOD, fb_page_id: {}, page_name: 5 } as UncheckedAppConfig;

  it('the loader checks only the fields a widget cannot do without, and passes the others on as they are', () => {
    const { config, invalid } = checkHostPageFields(bad);
    expect(invalid).toEqual([{ field: 'fb_page_id', error: 'expected string, got object / expected a finite number, got object' }]);
    expect(config).toEqual({ ...GOOD, fb_page_id: undefined, page_name: 5 });
    expect('fb_page_id' in config).toBe(false);
  });

  it('the frame checks the others, and together they are every page field', () => {
    expect(checkFramePageFields(bad).invalid).toEqual([{ field: 'page_name', error: 'expected string, got number' }]);
    expect(checkPageFields(bad).invalid.map(({ field }) => field).sort()).toEqual(['fb_page_id', 'page_name']);
  });
});

describe('missingPageFields: which widgets cannot do without a dropped field', () => {
  const invalid = checkPageFields({ ...GOOD, fb_page_id: {}, appId: [], is_eu_affected: 1, whitelist: {}, page_name: 5 } as UncheckedAppConfig).invalid;

  it('messenger widgets (fb, none, no channel) need fb_page_id, appId and is_eu_affected', () => {
    for (const channel of ['fb', 'none', undefined]) expect(missingPageFields(channel, invalid)).toEqual(['fb_page_id', 'appId', 'is_eu_affected']);
  });

  it('SMS and omni widgets need the whitelist', () => {
    expect(missingPageFields('sms', invalid)).toEqual(['whitelist']);
    expect(missingPageFields('omni', invalid)).toEqual(['whitelist']);
  });

  it('a field nobody needs disables nobody', () => {
    const onlyName = checkPageFields({ widgets: [], page_name: { x: 1 } }).invalid;
    expect(missingPageFields('fb', onlyName)).toEqual([]);
    expect(missingPageFields('sms', onlyName)).toEqual([]);
  });
});
