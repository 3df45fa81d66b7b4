import { describe, expect, it } from 'vitest';
import {
  directChannel,
  directChannelName,
  emailLink,
  omnichatChannels,
  whatsappChatLink,
  type OmnichatChannelFacts,
} from '../../../frame-app/rules/omnichatChannels';

const ALL_ON = {
  enable_facebook: true,
  enable_whatsapp: true,
  enable_sms: true,
  enable_email: true,
  whatsapp_id: '+1 (555) 010-9999',
  whatsapp_prefill: 'Hi there',
  email_to: 'help@shop.example',
};

function facts(overrides: Partial<OmnichatChannelFacts> = {}): OmnichatChannelFacts {
  return { widgetId: 42, channels: ALL_ON, fbPageId: '1234567890', widgetPhone: '+15550001111', smsChannelConnected: true, ...overrides };
}

describe('omnichatChannels: which channels show', () => {
  it('every channel enabled and configured: all four, in SPEC order, with their labels and links', () => {
    expect(omnichatChannels(facts())).toEqual([
      { type: 'facebook', label: 'Messenger', href: 'https://m.me/1234567890?ref=w42' },
      { type: 'whatsapp', label: 'WhatsApp', href: 'https://wa.me/15550109999?text=Hi%20there' },
      { type: 'sms', label: 'SMS', widgetPhone: '+15550001111' },
      { type: 'email', label: 'Email', href: 'mailto:help@shop.example' },
    ]);
  });

  it('nothing configured: an empty list', () => {
    expect(omnichatChannels(facts({ channels: {} }))).toEqual([]);
    expect(omnichatChannels(facts({ channels: null }))).toEqual([]);
    expect(omnichatChannels(facts({ channels: undefined }))).toEqual([]);
  });

  it('enabled but not configured: hidden', () => {
    const enabledOnly = { enable_facebook: true, enable_whatsapp: true, enable_sms: true, enable_email: true };
    expect(omnichatChannels(facts({ channels: enabledOnly, fbPageId: null, widgetPhone: null }))).toEqual([]);
  });

  it('a disabled channel with its configuration: hidden', () => {
    const types = (channels: Record<string, unknown>) => omnichatChannels(facts({ channels })).map((c) => c.type);
    expect(types({ ...ALL_ON, enable_facebook: false })).toEqual(['whatsapp', 'sms', 'email']);
    expect(types({ ...ALL_ON, enable_whatsapp: false })).toEqual(['facebook', 'sms', 'email']);
    expect(types({ ...ALL_ON, enable_sms: false })).toEqual(['facebook', 'whatsapp', 'email']);
    expect(types({ ...ALL_ON, enable_email: undefined })).toEqual(['facebook', 'whatsapp', 'sms']);
  });

  it('only true enables: "true", 1 and "yes" do not', () => {
    const channels = { ...ALL_ON, enable_facebook: 'true', enable_whatsapp: 1, enable_sms: 'yes', enable_email: true };
    expect(omnichatChannels(facts({ channels })).map((c) => c.type)).toEqual(['email']);
  });

  it('only email configured: only email', () => {
    const channels = { enable_email: true, email_to: 'a@b.example', enable_facebook: false };
    expect(omnichatChannels(facts({ channels, fbPageId: null }))).toEqual([{ type: 'email', label: 'Email', href: 'mailto:a@b.example' }]);
  });

  it('inherited fields do not count (hostile configuration)', () => {
    const channels = Object.create({ enable_email: true, email_to: 'a@b.example' }) as Record<string, unknown>;
    expect(omnichatChannels(facts({ channels }))).toEqual([]);
  });
});

describe('omnichatChannels: Messenger', () => {
  it('needs a page id: the m.me link carries ref w{widgetId}', () => {
    const messenger = (fbPageId: string | null, widgetId: string | number = 42) =>
      omnichatChannels(facts({ fbPageId, widgetId, channels: { enable_facebook: true } }));
    expect(messenger('shop.page', 'abc')).toEqual([{ type: 'facebook', label: 'Messenger', href: 'https://m.me/shop.page?ref=wabc' }]);
    expect(messenger(null)).toEqual([]);
    expect(messenger('')).toEqual([]);
    // A page id that could steer the link elsewhere gives no link (bridge-protocol/messengerChatLink.ts).
    expect(messenger('evil.example/x')).toEqual([]);
  });
});

describe('omnichatChannels: the messaging app', () => {
  it('uses the digits of whatsapp_id only: spaces, plus signs, brackets and dashes go', () => {
    expect(whatsappChatLink('+1 (555) 010-9999', null)).toBe('https://wa.me/15550109999');
    expect(whatsappChatLink(' +44 20 7946 0958 ', undefined)).toBe('https://wa.me/442079460958');
    expect(whatsappChatLink('[+49] 30.1234', '')).toBe('https://wa.me/49301234');
    expect(whatsappChatLink(15550109999, null)).toBe('https://wa.me/15550109999');
  });

  it('an id without digits, or none: no link, so the channel is hidden', () => {
    expect(whatsappChatLink('+ ( ) -', 'hi')).toBeNull();
    expect(whatsappChatLink('', 'hi')).toBeNull();
    expect(whatsappChatLink(null, 'hi')).toBeNull();
    const channels = { enable_whatsapp: true, whatsapp_id: '(+)', whatsapp_prefill: 'hi' };
    expect(omnichatChannels(facts({ channels }))).toEqual([]);
  });

  it('URL-encodes the prefill: &, #, ?, +, spaces, newlines and emoji stay text', () => {
    expect(whatsappChatLink('15550109999', 'Fish & chips #1?')).toBe('https://wa.me/15550109999?text=Fish%20%26%20chips%20%231%3F');
    expect(whatsappChatLink('15550109999', 'a+b=c')).toBe('https://wa.me/15550109999?text=a%2Bb%3Dc');
    expect(whatsappChatLink('15550109999', 'Hi 👋\nthanks')).toBe('https://wa.me/15550109999?text=Hi%20%F0%9F%91%8B%0Athanks');
    const href = whatsappChatLink('15550109999', 'Fish & chips #1 👋') ?? '';
    // Read back as a URL: one `text` parameter holding exactly the configured words, no fragment.
    const url = new URL(href);
    expect(url.hash).toBe('');
    expect([...url.searchParams.keys()]).toEqual(['text']);
    expect(url.searchParams.get('text')).toBe('Fish & chips #1 👋');
  });

  it('a blank prefill adds no text parameter; surrounding whitespace is trimmed', () => {
    expect(whatsappChatLink('15550109999', '   ')).toBe('https://wa.me/15550109999');
    expect(whatsappChatLink('15550109999', '  hello  ')).toBe('https://wa.me/15550109999?text=hello');
  });
});

describe('omnichatChannels: SMS', () => {
  const sms = (smsChannelConnected: boolean, widgetPhone: string | null) =>
    omnichatChannels(facts({ smsChannelConnected, widgetPhone, channels: { enable_sms: true } }));

  it('needs a connected SMS channel and a phone', () => {
    expect(sms(true, '+15550001111')).toEqual([{ type: 'sms', label: 'SMS', widgetPhone: '+15550001111' }]);
    expect(sms(false, '+15550001111')).toEqual([]);
    expect(sms(true, null)).toEqual([]);
    expect(sms(true, '  ')).toEqual([]);
  });

});

describe('omnichatChannels: Email', () => {
  it('a mailto: link to email_to, trimmed', () => {
    expect(emailLink(' help@shop.example ')).toBe('mailto:help@shop.example');
  });

  it('encodes the address, so it can never add headers or a fragment', () => {
    expect(emailLink('sales+web@shop.example')).toBe('mailto:sales%2Bweb@shop.example');
    expect(emailLink('a@b.example?bcc=spy@evil.example')).toBeNull();
    expect(emailLink('a@b.example?bcc=x')).toBe('mailto:a@b.example%3Fbcc%3Dx');
    expect(emailLink('a&b#c@shop.example')).toBe('mailto:a%26b%23c@shop.example');
  });

  it('not an address: no link, so the channel is hidden', () => {
    for (const value of ['', '   ', 'help', 'help@', '@shop.example', 'two words@shop.example', 'a@b@c', null, 42]) {
      expect(emailLink(value)).toBeNull();
    }
    expect(omnichatChannels(facts({ channels: { enable_email: true, email_to: 'nope' } }))).toEqual([]);
  });
});

describe('directChannel (issue 49)', () => {
  it('is the only channel of a bubble that lists one, else null', () => {
    const email = { type: 'email' as const, label: 'Email', href: 'mailto:a@b.example' };
    const sms = { type: 'sms' as const, label: 'SMS', widgetPhone: '+15550100' };
    expect(directChannel([email])).toBe(email);
    expect(directChannel([sms])).toBe(sms);
    expect(directChannel([])).toBeNull();
    expect(directChannel([email, sms])).toBeNull();
  });
  it('names the bubble by what it opens', () => {
    expect(directChannelName('whatsapp')).toBe('Chat with us on WhatsApp');
    expect(directChannelName('email')).toBe('Email us');
    expect(directChannelName('facebook')).toBe('Chat with us on Messenger');
  });
});
