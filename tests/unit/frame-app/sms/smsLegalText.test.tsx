// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SmsBusinessContext } from '../../../../frame-app/sms/parts/smsBusinessContext';
import { SMS_LEGAL_TEXT, SmsLegalText } from '../../../../frame-app/sms/parts/SmsLegalText';
import { smsBusiness } from '../../../../frame-app/sms/rules/smsBusiness';

function legal(app: { pageName: string | null; termsUrl?: string | null; privacyUrl?: string | null }): HTMLElement {
  const markup = renderToStaticMarkup(
    <SmsBusinessContext.Provider value={smsBusiness({ termsUrl: null, privacyUrl: null, ...app })}>
      <SmsLegalText />
    </SmsBusinessContext.Provider>,
  );
  return new DOMParser().parseFromString(markup, 'text/html').body;
}

describe('smsBusiness (issue 29: who the consent is given to)', () => {
  it('the page name, and Terms and Privacy only as http(s) links after the SPEC §5 link rule', () => {
    expect(smsBusiness({ pageName: ' Demo Shop ', termsUrl: 'https://shop.example/terms', privacyUrl: 'javascript:alert(1)' })).toEqual({
      name: 'Demo Shop',
      termsUrl: 'https://shop.example/terms',
      privacyUrl: null,
    });
    expect(smsBusiness({ pageName: '', termsUrl: '/terms', privacyUrl: undefined })).toEqual({ name: null, termsUrl: null, privacyUrl: null });
  });
});

describe('SmsLegalText', () => {
  it('the SPEC §8 text verbatim, left-aligned, then the business and its Terms · Privacy links in new tabs', () => {
    const host = legal({ pageName: 'Demo Shop', termsUrl: 'https://shop.example/terms', privacyUrl: 'https://shop.example/privacy' });
    expect(host.querySelector('[data-testid="sms-legal-text"]')?.textContent).toBe(SMS_LEGAL_TEXT);
    expect(host.querySelector('[data-sms-legal]')?.className).toContain('text-left');
    expect(host.querySelector('[data-testid="sms-legal-business"]')?.textContent).toBe('Demo Shop · Terms · Privacy');
    const links = [...host.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]);
    expect(links).toEqual([
      ['Terms', 'https://shop.example/terms', '_blank', 'noopener noreferrer'],
      ['Privacy', 'https://shop.example/privacy', '_blank', 'noopener noreferrer'],
    ]);
  });

  it('without a name or links only the legal text shows', () => {
    const host = legal({ pageName: null });
    expect(host.querySelector('[data-testid="sms-legal-business"]')).toBeNull();
    expect(host.textContent).toBe(SMS_LEGAL_TEXT);
  });
});
