/**
 * Widgets the QA harness can show, as the host would send them in the bootstrap (server data, not yet
 * merged over defaults: the merge is part of what QA looks at). `bar` mirrors the demo page's bar.
 */
import type { AppConfig } from '../../bridge-protocol/config';
import type { Bootstrap } from '../../bridge-protocol/messages';

export interface QaFixture {
  summary: string;
  widget: Bootstrap['widget'];
  /** App configuration overrides (SPEC §3 "Application configuration read at start"). */
  app?: Partial<AppConfig>;
}

const DEMO_APP: AppConfig = {
  widgets: [],
  pageId: 'demo',
  host: '127.0.0.1',
  fb_page_id: '1234567890',
  appId: '111111111111111',
  page_name: 'Demo Shop',
  whitelist: ['127.0.0.1', 'localhost'],
  sms_channel_connected: false,
  defaultSize: false,
  widget_phone: null,
  fbSDKVersion: 'v3.1',
  fbSDKDebug: false,
  locale: 'en_US',
  is_eu_affected: false,
};

export const QA_APP_CONFIG: Readonly<AppConfig> = DEMO_APP;

export const QA_FIXTURES: Readonly<Record<string, QaFixture>> = {
  bar: {
    summary: 'The demo bar: bottom, closable, opens at 30 % scroll, again after 3 days, never after a manual close.',
    widget: {
      widget_id: 7,
      widget_type: 'bar',
      channel: 'fb',
      name: 'Welcome bar',
      data: {
        main: {
          title: 'Get 10% off',
          desc: 'Subscribe on Messenger and get a discount code for your first order.',
          showDescription: true,
          ctaText: 'Send to Messenger',
          barPlacement: 'bottom',
          allowHide: true,
          pushPage: false,
          stickWithScroll: true,
          whenDisplay: { type: 'scroll', value: 30 },
          showAgain: { type: 'days', value: 3 },
          showAgainIfClosed: { type: 'never', value: null },
        },
        submitted: { title: 'Thanks! Check Messenger for your code.', action: 'message' },
        setup: { urlWhitelist: [], urlBlacklist: [] },
      },
    },
  },
  'bar-top-dark': {
    summary: 'Top bar, dark skin, pushes the page, opens after 10 seconds, shows again on every page view.',
    widget: {
      widget_id: 11,
      widget_type: 'bar',
      channel: 'fb',
      name: 'Dark top bar',
      data: {
        main: {
          title: 'Free shipping this week',
          desc: 'Get order updates and early access to sales on Messenger.',
          ctaText: 'Get updates',
          barPlacement: 'top',
          pushPage: true,
          skin: 'dark',
          whenDisplay: { type: 'seconds', value: '10' },
          showAgain: { type: 'always', value: null },
          showAgainIfClosed: { type: 'hours', value: 1 },
        },
        submitted: { title: 'You are subscribed', desc: 'We sent the first update to Messenger.' },
      },
    },
  },
  'bar-colors': {
    summary: 'Operator colours, no close button, no description, opens when the #signup anchor is reached.',
    widget: {
      widget_id: 12,
      widget_type: 'bar',
      channel: 'none',
      name: 'Branded bar',
      data: {
        main: {
          title: 'Join 12,000 readers <img src=x onerror=alert(1)>',
          desc: 'This description is configured but hidden (showDescription: false).',
          showDescription: false,
          ctaText: 'Subscribe',
          allowHide: false,
          whenDisplay: { type: 'anchor', value: '#signup' },
          colors: {
            background: '#FFF7ED',
            headline: '#9A3412',
            description: '#7C2D12',
            buttonBackground: '#EA580C',
            buttonText: '#FFFFFF',
          },
        },
      },
    },
  },
  'bar-eu': {
    summary: 'EU visitor (treated as rendered immediately), trigger always: visible in the first layout.',
    app: { is_eu_affected: true },
    widget: {
      widget_id: 13,
      widget_type: 'bar',
      channel: 'fb',
      data: { main: { title: 'Welcome back', desc: 'Chat with us on Messenger.', whenDisplay: { type: 'always', value: null } } },
    },
  },
  'bar-whitelist': {
    summary:
      'Whitelisted for shop.example/cart only, trigger always: hidden on the start page (/products/sneakers); "Change route" to https://shop.example/cart opens it, any other route closes it.',
    widget: {
      widget_id: 14,
      widget_type: 'bar',
      channel: 'fb',
      name: 'Cart bar',
      data: {
        main: {
          title: 'Checking out? Get your receipt on Messenger',
          desc: 'Shown on the cart and every page under it.',
          whenDisplay: { type: 'always', value: null },
          showAgain: { type: 'always', value: null },
          showAgainIfClosed: { type: 'never', value: null },
        },
        setup: { urlWhitelist: ['shop.example/cart'], urlBlacklist: [] },
      },
    },
  },
  'bar-mobile-only': {
    summary: 'hideOnMobile "mobile", trigger always: hidden on Laptop and Desktop, opens with the Mobile 375×667 viewport preset.',
    widget: {
      widget_id: 15,
      widget_type: 'bar',
      channel: 'fb',
      name: 'Mobile bar',
      data: {
        main: {
          title: 'On your phone? Chat with us on Messenger',
          desc: 'Shown on mobile devices only.',
          whenDisplay: { type: 'always', value: null },
        },
        setup: { hideOnMobile: 'mobile' },
      },
    },
  },
  modal: {
    summary: 'A modal: its layout is built by a later issue, so the frame reports an error and stays hidden.',
    widget: {
      widget_id: 21,
      widget_type: 'modal',
      channel: 'fb',
      data: { main: { title: 'Before you go…', whenDisplay: { type: 'exit', value: null } } },
    },
  },
};

export function fixtureNames(): string[] {
  return Object.keys(QA_FIXTURES);
}

export function findFixture(name: string): QaFixture | null {
  return Object.prototype.hasOwnProperty.call(QA_FIXTURES, name) ? (QA_FIXTURES[name] ?? null) : null;
}
