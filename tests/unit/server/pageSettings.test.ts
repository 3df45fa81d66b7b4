import { describe, expect, it } from 'vitest';
import { withPageSettings } from '../../../server/rules/pageSettings';

const stored = {
  pageId: 'shop',
  page_name: 'Shop',
  terms_url: 'https://shop.example/terms',
  theme: { accent: '#E4572E', font: 'humanist' },
  whitelist: ['shop.example'],
  widgets: [{ widget_id: 1, widget_type: 'box' }],
};

describe('withPageSettings', () => {
  it('writes the four fields, trimmed, and keeps everything else as it was', () => {
    const next = withPageSettings(stored, {
      page_name: '  Harbour Coffee ',
      terms_url: 'https://harbour.example/terms',
      privacy_url: ' https://harbour.example/privacy',
      theme: { accent: '#1E3A8A', font: 'serif', radius: 'round' },
    });
    expect(next).toEqual({
      pageId: 'shop',
      page_name: 'Harbour Coffee',
      terms_url: 'https://harbour.example/terms',
      privacy_url: 'https://harbour.example/privacy',
      theme: { accent: '#1E3A8A', font: 'serif', radius: 'round' },
      whitelist: ['shop.example'],
      widgets: [{ widget_id: 1, widget_type: 'box' }],
    });
    expect(stored.page_name).toBe('Shop');
  });

  it('removes a field sent empty or null, and a theme left without a part', () => {
    const next = withPageSettings(stored, { page_name: '', terms_url: null, theme: { accent: ' ', font: '', radius: null } });
    expect(next).not.toHaveProperty('page_name');
    expect(next).not.toHaveProperty('terms_url');
    expect(next).not.toHaveProperty('theme');
    expect(withPageSettings(stored, { theme: null })).not.toHaveProperty('theme');
  });

  it('writes the theme whole (a part left out is removed) and leaves the keys the request does not name', () => {
    const next = withPageSettings(stored, { theme: { radius: 'sharp' } });
    expect(next.theme).toEqual({ radius: 'sharp' });
    expect(next.page_name).toBe('Shop');
    expect(next.terms_url).toBe('https://shop.example/terms');
  });

  it('writes the stacking level whole, and removes it when sent null (the default applies)', () => {
    const next = withPageSettings(stored, { stacking: { zIndex: 2147483646 } });
    expect(next.stacking).toEqual({ zIndex: 2147483646 });
    expect(next.page_name).toBe('Shop');
    expect(withPageSettings(next, { stacking: null })).not.toHaveProperty('stacking');
  });
});
