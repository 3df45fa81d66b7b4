import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import CountryFlagIcon from '../../../../frame-app/sms/parts/CountryFlagIcon';
import { loadPhoneData } from '../../../../frame-app/sms/services/lazyPhoneData';

describe('CountryFlagIcon (the flags chunk)', () => {
  it('has an SVG flag for every country of the phone table', async () => {
    const { options } = await loadPhoneData();
    const missing = [...new Set(options.map((o) => o.iso))].filter((iso) => !renderToStaticMarkup(<CountryFlagIcon iso={iso} />).startsWith('<svg'));
    expect(missing).toEqual([]);
  });

  it('renders nothing for no code, an unknown code or a prototype name', () => {
    for (const iso of [null, 'ZZ', 'toString', '__proto__', 'default']) expect(renderToStaticMarkup(<CountryFlagIcon iso={iso} />)).toBe('');
  });
});
