/**
 * Widgets the QA harness can show, as the host would send them in the bootstrap (server data, not yet
 * merged over defaults: the merge is part of what QA looks at). `bar` mirrors the demo page's bar.
 */
import type { AppConfig } from '../../bridge-protocol/config';
import type { Bootstrap } from '../../bridge-protocol/messages';
import { ownValue } from '../../bridge-protocol/ownValue';
import { channelFamily } from '../../bridge-protocol/widgetKinds';
import { WIDGET_KIND_ROWS, type WidgetKind } from '../widgets/kinds';

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

/** Every omnichat channel enabled and configured (with a page id, a connected SMS channel and a phone). */
const OMNICHAT_CHANNELS = {
  enable_facebook: true,
  enable_whatsapp: true,
  enable_sms: true,
  enable_email: true,
  whatsapp_id: '+1 (555) 010-9999',
  whatsapp_prefill: 'Hi! A question about order #1234 & shipping',
  email_to: 'help@demo-shop.example',
};
const OMNICHAT_APP = { sms_channel_connected: true, widget_phone: '+15550100200' };

const SCENARIOS: Readonly<Record<string, QaFixture>> = {
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
  'bar-checkbox': {
    summary: 'A bottom bar in checkbox mode: the messenger checkbox beside the button; untick it and the button waits.',
    widget: {
      widget_id: 12,
      widget_type: 'bar',
      channel: 'fb',
      name: 'Checkbox bar',
      data: {
        main: {
          title: 'Order updates on Messenger',
          desc: 'Tick the box and we will message you when your order ships.',
          showDescription: true,
          ctaText: 'Subscribe',
          buttonType: 'checkbox',
          optInButtonText: 'Send me order updates',
          checkboxPosition: 'side',
          barPlacement: 'bottom',
          allowHide: true,
          whenDisplay: { type: 'always', value: null },
        },
        submitted: { title: 'You are subscribed.', action: 'message' },
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
  'no-layout': {
    summary: 'A bar on the sms channel: that type and channel pair has no visitor layout, so the frame reports an error and stays hidden.',
    widget: {
      widget_id: 21,
      widget_type: 'bar',
      channel: 'sms',
      data: { main: { title: 'Text us', whenDisplay: { type: 'always', value: null } } },
    },
  },
  box: {
    summary: 'Embedded box (350 px, the loader sizes the iframe): title, description, CTA; "Submit" shows the inline Success! state.',
    widget: {
      widget_id: 31,
      widget_type: 'box',
      channel: 'fb',
      name: 'Newsletter box',
      data: {
        main: {
          title: 'Get our weekly deals',
          desc: 'One message a week with the best offers. Unsubscribe any time by typing "stop".',
          ctaText: 'Send to Messenger',
          width: { unit: 'px', number: 350 },
        },
        submitted: { title: 'You are in!', desc: 'Check Messenger for your first deal.' },
      },
    },
  },
  'box-dark': {
    summary: 'Embedded box, dark skin, operator colours, small button, 100 % width (fitContainer); defaultSize hides "Powered by"; the title is markup shown as text.',
    app: { defaultSize: true },
    widget: {
      widget_id: 32,
      widget_type: 'box',
      channel: 'fb',
      data: {
        main: {
          title: 'Order updates <img src=x onerror=alert(1)>',
          desc: 'Shipping notifications straight to Messenger.',
          skin: 'dark',
          buttonSize: 's',
          fitContainer: true,
          colors: { buttonBackground: '#10B981', buttonText: '#052E16' },
        },
      },
    },
  },
  button: {
    summary:
      'Embedded button: the send-to-messenger plugin (simulated SDK, panel "Messenger SDK"). Click polls checkOptin, Opt in finishes; Never renders shows the Go to Messenger link after the timeout.',
    widget: {
      widget_id: 33,
      widget_type: 'button',
      channel: 'fb',
      name: 'Messenger button',
      data: { main: { optInButtonText: 'Message us on Messenger', buttonSize: 'l', width: { unit: 'px', number: 360 } } },
    },
  },
  landing: {
    summary: 'Landing mode: a large card that fills a page section (fitContainer).',
    widget: {
      widget_id: 34,
      widget_type: 'landing',
      channel: 'fb',
      name: 'Launch landing',
      data: {
        main: {
          title: 'Be the first to know when we launch',
          desc: 'Join the early-access list on Messenger: launch date, founder pricing and a behind-the-scenes look at what we are building.',
          ctaText: 'Join on Messenger',
          width: { unit: 'px', number: 720 },
          fitContainer: false,
        },
        submitted: { title: 'You are on the list', desc: 'We will message you on launch day.' },
      },
    },
  },
  'landing-narrow': {
    summary: 'Landing at 300 px (near the 280 px embed minimum), dark skin, bottom-positioned long texts: the small-screen layout.',
    widget: {
      widget_id: 37,
      widget_type: 'landing',
      channel: 'fb',
      data: {
        main: {
          title: 'Be the first to know when we launch our spring collection',
          desc: 'Launch date, founder pricing and a behind-the-scenes look, straight to Messenger.',
          ctaText: 'Join the early-access list on Messenger',
          skin: 'dark',
          width: { unit: 'px', number: 300 },
          fitContainer: false,
        },
      },
    },
  },
  checkbox: {
    summary: 'Standalone messenger checkbox: the checkbox plugin (simulated SDK); Tick/Untick report checked, the Submit command confirms.',
    widget: {
      widget_id: 35,
      widget_type: 'checkbox',
      channel: 'fb',
      data: { main: { optInButtonText: 'Send me order updates on Messenger', width: { unit: 'px', number: 360 } } },
    },
  },
  'customer-chat': {
    summary: 'Customer-chat bubble (60 px, 66 px above 768 px viewport; 20 px inside the frame): our own bubble opens m.me with the reference value.',
    widget: {
      widget_id: 36,
      widget_type: 'customer_chat',
      channel: 'fb',
      name: 'Chat',
      data: { setup: { loggedOutGreeting: 'Hi there! Questions about your order? We reply within minutes.', colors: { theme: '#0084FF' } } },
    },
  },
  modal: {
    summary: 'Modal pop-up (640 px card over a 50 % backdrop): opens at 30 % scroll; backdrop click, Escape or × close it (manual); focus is trapped in the card.',
    widget: {
      widget_id: 41,
      widget_type: 'modal',
      channel: 'fb',
      name: 'Exit offer',
      data: {
        main: {
          title: 'Before you go: 15% off your first order',
          desc: 'Get the code on Messenger, plus early access to sales. No spam, unsubscribe any time.',
          ctaText: 'Send me the code',
          whenDisplay: { type: 'scroll', value: 30 },
        },
        submitted: { title: 'Check Messenger', desc: 'Your 15% code is waiting in the chat.' },
      },
    },
  },
  'slide-in-lb': {
    summary: 'Slide-in, left bottom, dark skin, small button: opens after 5 seconds; non-modal (does not take focus).',
    widget: {
      widget_id: 42,
      widget_type: 'slide_in',
      channel: 'fb',
      name: 'Help slide-in',
      data: {
        main: {
          title: 'Questions about sizing?',
          desc: 'Ask us on Messenger and get an answer in minutes.',
          ctaText: 'Ask on Messenger',
          skin: 'dark',
          buttonSize: 's',
          slideInPlacement: 'lb',
          whenDisplay: { type: 'seconds', value: '5' },
        },
        submitted: { title: 'Message sent', desc: 'We will reply in Messenger.' },
      },
    },
  },
  'takeover-image': {
    summary:
      'Page takeover, dark skin, overlay colour #0F172A at 70 %, large button; its background image is an http(s) URL that does not load offline, so the overlay colour shows.',
    widget: {
      widget_id: 43,
      widget_type: 'page_takeover',
      channel: 'fb',
      name: 'Launch takeover',
      data: {
        main: {
          title: 'The summer collection is here',
          desc: 'Be first in line: subscribe on Messenger and shop the drop 24 hours before everyone else.',
          ctaText: 'Get early access',
          skin: 'dark',
          buttonSize: 'l',
          opacity: 70,
          overlay: { enabled: true, overlayColor: '#0F172A' },
          backgroundImage: { img_big: 'https://images.example.invalid/summer.jpg' },
          colors: { buttonBackground: '#F59E0B', buttonText: '#111827' },
          whenDisplay: { type: 'exit', value: null },
        },
        submitted: { title: 'You are in', desc: 'We will message you the moment early access opens.' },
      },
    },
  },
  // Media (issue 4). QA pages run offline on the widget origin: the https pictures below do not load
  // there (the demo page /media serves real ones); the video players are real iframes to YouTube/Vimeo.
  'modal-media-left': {
    summary: 'Modal with an image left of the text (two columns from 512 px, stacked below); a different image after submit.',
    widget: {
      widget_id: 81,
      widget_type: 'modal',
      channel: 'fb',
      name: 'Sunset sailing',
      data: {
        main: {
          title: 'Sunset sailing, 20% off',
          desc: 'Subscribe on Messenger and we will send you the code for your first trip.',
          ctaText: 'Send me the code',
          mediaType: 'image',
          image: { img_big: 'https://images.example.invalid/harbour.jpg' },
          imagePlacement: 'left',
          pageTemplate: 'simple',
          whenDisplay: { type: 'exit', value: null },
        },
        submitted: { title: 'Your code is on its way', mediaType: 'image', image: { img_big: 'https://images.example.invalid/thanks.jpg' } },
      },
    },
  },
  'box-image': {
    summary: 'Box with a gif above the headline (max 200 px high).',
    widget: {
      widget_id: 82,
      widget_type: 'box',
      channel: 'fb',
      name: 'Tasting club',
      data: {
        main: {
          title: 'Join the tasting club',
          desc: 'One message a week with the new bottles.',
          mediaType: 'gif',
          image: { img_big: 'https://images.example.invalid/bottles.jpg', gif: 'https://images.example.invalid/bottles.gif' },
          imagePlacement: 'above_headline',
        },
      },
    },
  },
  'box-video': {
    summary: 'Box with a Vimeo player above the description (the player chunk loads only for this kind of widget).',
    widget: {
      widget_id: 86,
      widget_type: 'box',
      channel: 'fb',
      name: 'Harbour tour',
      data: {
        main: {
          title: 'Watch the harbour tour',
          desc: 'An inline Vimeo player.',
          mediaType: 'video',
          videoLink: 'https://vimeo.com/76979871',
          videoPlacement: 'aboveDescription',
        },
      },
    },
  },
  'takeover-video': {
    summary: 'Page takeover over a YouTube background video (muted, looped, autoplay unless reduced motion) under a #0F172A overlay at 0.65.',
    widget: {
      widget_id: 85,
      widget_type: 'page_takeover',
      channel: 'fb',
      name: 'Set sail',
      data: {
        main: {
          title: 'Set sail this summer',
          desc: 'A background video under the overlay colour.',
          ctaText: 'Get early access',
          skin: 'dark',
          buttonSize: 'l',
          mediaType: 'video',
          videoLink: 'https://youtu.be/aqz-KE-bpKQ',
          overlay: { enabled: true, overlayColor: '#0F172A' },
          whenDisplay: { type: 'exit', value: null },
        },
      },
    },
  },
  // SMS layouts. The QA host's backend base is the provider's own origin: the reference server
  // answers the SMS calls there (until it does, a submit shows the "couldn't reach the server" message).
  omnichat: {
    summary: 'Omnichat bubble, every channel (Messenger, WhatsApp, SMS, Email); popup message after 3 s; a first visit, so the icons cycle.',
    app: OMNICHAT_APP,
    widget: {
      widget_id: 81,
      widget_type: 'omnichat',
      channel: 'omni',
      name: 'Chat with Demo Shop',
      sms_keyword: 'JOIN',
      data: { main: { popupMessageWhenDisplay: { type: 'seconds', value: 3 } }, channels: OMNICHAT_CHANNELS },
    },
  },
  'omnichat-none': {
    summary: 'Omnichat bubble with every channel enabled but none configured (no page id, SMS not connected, no WhatsApp id, no address): the panel says so.',
    app: { fb_page_id: null },
    widget: {
      widget_id: 82,
      widget_type: 'omnichat',
      channel: 'omni',
      data: { channels: { enable_facebook: true, enable_whatsapp: true, enable_sms: true, enable_email: true } },
    },
  },
  'omnichat-opened': {
    summary: 'Omnichat first seen "opened" on desktop and mobile: the panel is open on a first visit.',
    app: OMNICHAT_APP,
    widget: {
      widget_id: 83,
      widget_type: 'omnichat',
      channel: 'omni',
      data: { setup: { desktopFirstSeen: 'opened', mobileFirstSeen: 'opened' }, channels: OMNICHAT_CHANNELS },
    },
  },
  'omnichat-delay': {
    summary: 'Omnichat first seen after 3 s: the panel opens on its own after 3 s and closes 2 s later (unless the visitor uses it).',
    widget: {
      widget_id: 84,
      widget_type: 'omnichat',
      channel: 'omni',
      data: { setup: { desktopFirstSeen: { type: 'delay', value: 3 }, mobileFirstSeen: { type: 'delay', value: 3 } }, channels: OMNICHAT_CHANNELS },
    },
  },
  'sms-card': {
    summary: 'SMS card (box on channel sms): phone field with the country picker, "Subscribe", the legal text.',
    app: { sms_channel_connected: true, widget_phone: '+15550100200' },
    widget: {
      widget_id: 71,
      widget_type: 'box',
      channel: 'sms',
      name: 'SMS card',
      sms_keyword: 'JOIN',
      data: {
        main: { title: 'Get order updates by text', desc: 'Enter your mobile number and we will text you when your order ships.' },
        submitted: { title: "You're subscribed!", desc: "We'll text you when your order ships." },
        actions: { opt_in_text: 'Subscribe' },
      },
    },
  },
  'sms-modal': {
    summary: 'SMS modal (modal on channel sms): opens on exit intent; the same form in the 640 px dialog.',
    app: { sms_channel_connected: true, widget_phone: '+15550100200' },
    widget: {
      widget_id: 72,
      widget_type: 'modal',
      channel: 'sms',
      name: 'SMS modal',
      sms_keyword: 'DEAL',
      data: {
        main: { title: '15% off your next order', desc: "Subscribe to text messages and we'll send your code right away.", smsButtonText: 'Text me the code', whenDisplay: { type: 'exit', value: null } },
        submitted: { title: 'Check your phone', desc: 'Your code is on its way.' },
        actions: { opt_in_text: 'Subscribe' },
      },
    },
  },
};

const CONFIGURED_CHANNEL = { messenger: 'fb', sms: 'sms', omni: 'omni' } as const;

/**
 * A fixture for every kind no scenario shows, so a new kind opens in QA mode the day it is added: the
 * kind's defaults under a plain title, named `<type>-<channel>`.
 */
export function kindFixtures(scenarios: Readonly<Record<string, QaFixture>>, kinds: readonly WidgetKind[]): Record<string, QaFixture> {
  const shown = new Set(Object.values(scenarios).map(({ widget }) => `${widget.widget_type}/${String(channelFamily(widget.channel))}`));
  const missing = kinds.filter((kind) => !shown.has(`${kind.type}/${kind.channel}`));
  return Object.fromEntries(
    missing.map((kind, index) => [
      `${kind.type}-${kind.channel}`,
      {
        summary: `The ${kind.type} kind on ${kind.channel} with its defaults: no scenario of its own yet.`,
        widget: { widget_id: 900 + index, widget_type: kind.type, channel: CONFIGURED_CHANNEL[kind.channel], data: { main: { title: `A ${kind.type} widget` } } },
      },
    ]),
  );
}

export const QA_FIXTURES: Readonly<Record<string, QaFixture>> = { ...SCENARIOS, ...kindFixtures(SCENARIOS, WIDGET_KIND_ROWS) };

export function fixtureNames(): string[] {
  return Object.keys(QA_FIXTURES);
}

export function findFixture(name: string): QaFixture | null {
  return ownValue(QA_FIXTURES, name) ?? null;
}
