/**
 * THE catalogue of widget kinds (SPEC §1, DESIGN.md "type and channel pairs"): one row per type and
 * channel pair that has a visitor layout, one per configuration-only kind. Everything the product
 * decides per kind is a field here; every other per-kind table is a projection of it that a test
 * checks (tests/unit/bridge-protocol/widgetCatalogue.test.ts):
 *   - the loader's small table (widgetKinds.ts, config.ts CONFIG_ONLY_WIDGET_TYPES): kept by hand so
 *     the loader's 17 KB budget does not carry texts it never shows;
 *   - the frame's rows (frame-app/widgets/kinds.ts), built from this at start, with the view named
 *     here loaded from frame-app/widgets/views/;
 *   - the studio's "New widget" offers (widgetStarters.ts), names (studio/parts/widgetLabels.ts) and
 *     form sections (studio/editor/widgetFormKinds.ts, keyed by this catalogue's keys);
 *   - the save check's words (widgetSchema.ts).
 *
 * Data only, nothing but JSON values: the frame's build keeps just the fields it reads
 * (scripts/catalogueFields.ts), so the frame's first script carries no studio texts. A row's `main`
 * holds only what differs from COMMON_MAIN; widgetDefaults.ts kindMain puts the two together, as a copy.
 */
import type { TemplateOffer } from './widgetTemplates';
import type { ConfigOnlyWidgetType, WidgetMain } from './config';
import type { Placement } from './messages';
import type { ChannelFamily, VisualWidgetType } from './widgetKinds';

/** The content root's width while the iframe is hidden (frame-app/rules/hiddenWidth.ts). */
export type HiddenWidthRule = 'viewport' | 'configured' | 'content';
/** SPEC §4 "After-submit": the success replaces the form in place, or covers the widget. */
export type AfterSubmitClass = 'inline' | 'overlay';
/** Which messenger plugin the call to action can be (frame-app/rules/messengerPlugin.ts). */
export type PluginLayout = 'buttonType' | 'checkbox' | 'none';
/** The SMS opt-in a layout hosts, if any (frame-app/rules/smsVariant.ts). */
export type SmsVariant = 'none' | 'card' | 'modal' | 'omnichannel';
/** Who paints a kind's first view (CatalogueKind.firstView). */
export type FirstViewPainter = 'server' | 'browser';
/**
 * Which visitors a painted first view is right for (CatalogueKind.paintedFor). The server renders for a
 * first-time visitor on a 1280 × 800 desktop viewport; a kind whose first view follows the visitor's
 * viewport, device or last visit names the visitors for whom it comes out the same. For the others the
 * first script leaves the painted view to React, which hydrates it and renders the visitor's own.
 */
export interface PaintedFor {
  /** The least host viewport width, CSS px, at which the first view is the server's. */
  minViewportWidth: number;
  /** Only where the host does not report a mobile device. */
  desktop: boolean;
  /** Only where no impression of the widget is stored yet (the visitor's first view of it). */
  firstVisit: boolean;
  /** Only where the browser is not iOS's (an SMS opt-in there offers the text app instead of the phone field). */
  notIos: boolean;
  /**
   * Rendered for exactly this viewport, the visitor's, which the frame's address named (`vw`, `vm`:
   * frameUrl.ts): it holds there only, and `minViewportWidth` and `desktop` no longer apply.
   */
  viewport?: { width: number; mobile: boolean };
}
/** Every visitor: the first view follows nothing but the configuration. */
export const PAINTED_FOR_EVERYONE: PaintedFor = { minViewportWidth: 0, desktop: false, firstVisit: false, notIos: false };
/** The SMS card and modal: the phone field, ready at once, everywhere but on iOS. */
const PAINTED_FOR_SMS: PaintedFor = { ...PAINTED_FOR_EVERYONE, notIos: true };
/** A file `frame-app/widgets/views/<view>.tsx` exporting a component of that name. */
export type LayoutViewName =
  | 'BarView'
  | 'SlideInView'
  | 'ModalView'
  | 'PageTakeoverView'
  | 'ButtonView'
  | 'BoxView'
  | 'LandingView'
  | 'CustomerChatView'
  | 'CheckboxView'
  | 'SmsView'
  | 'OmnichatView';

/** What the studio's "New widget" menu offers for a kind, and the texts the new widget starts with. */
export interface StarterText {
  /** The menu's label and the new widget's `name`. */
  label: string;
  /** One line under the label: where the widget shows and what it does. */
  hint: string;
  /** `data` of the new widget (the frame merges the kind's defaults under it). */
  data: Record<string, unknown>;
}

export interface CatalogueKind {
  type: VisualWidgetType;
  channel: ChannelFamily;
  /** Rendered inside a host element carrying `data-widget-id` instead of floating over the page. */
  embedded: boolean;
  view: LayoutViewName;
  /** What the frame asks the host for; frame-app/boot/placement.ts fills in the options. */
  placement: Placement['kind'];
  hiddenWidth: HiddenWidthRule;
  pluginLayout: PluginLayout;
  afterSubmit: AfterSubmitClass;
  smsVariant: SmsVariant;
  /** The kind's own `main` options over COMMON_MAIN: with it, what the server data is deep-merged over (SPEC §3, §9; kindMain). */
  main: WidgetMain;
  /** The accessible name when the widget has neither a title nor a name. */
  frameName: string;
  /**
   * Who paints the first view (issue 26): 'server', the provider renders it into the frame document
   * (frame-app/serverView/); 'browser', the frame renders it once React has loaded. A kind whose first
   * view follows the viewport, the device or the last visit is painted for the visitors `paintedFor`
   * names. Every kind is painted today; 'browser' is for a kind that cannot be.
   */
  firstView: FirstViewPainter;
  /** Which visitors the server's first view is right for (PaintedFor); every one for most kinds. */
  paintedFor: PaintedFor;
  /** The type as the studio's lists name it (the same on every channel of the type). */
  typeLabel: string;
  /** The type in a sentence of the save check: "A bar has no layout on this channel". */
  typeWords: string;
  /** The kind in the studio's editor. */
  formLabel: string;
  starter: StarterText;
  /** The designed templates the studio offers for it (widgetTemplates.ts); a new widget starts from the first. */
  templates: TemplateOffer;
}

export interface ConfigOnlyCatalogueKind {
  type: ConfigOnlyWidgetType;
  label: string;
  /** One line: what the kind produces (the studio's screen). */
  description: string;
  /** Absent for an alias the menu does not offer twice (`ads` beside `ads_json`). */
  starter?: StarterText;
}

// SPEC §9: whenDisplay scroll 30 for bar/modal/slide_in; showAgain days 3; showAgainIfClosed never;
// box width 350 px. Types SPEC gives no trigger (embedded kinds, takeover, chat) show as soon as the
// other checks pass ('always'), which is what an operator placing an embed expects.
/** The base of every kind's `main`, and the whole of it for kinds SPEC gives no options of their own. */
export const COMMON_MAIN: WidgetMain = {
  skin: 'light',
  showDescription: true,
  whenDisplay: { type: 'always', value: null },
  showAgain: { type: 'days', value: 3 },
  showAgainIfClosed: { type: 'never', value: null },
};
const SCROLL_30: WidgetMain['whenDisplay'] = { type: 'scroll', value: 30 };
/** SPEC §9: the SMS button says "Subscribe"; sms and omni kinds add it. */
const SMS: WidgetMain = { smsButtonText: 'Subscribe' };
const MODAL: WidgetMain = { whenDisplay: SCROLL_30, allowHide: true, opacity: 50 };
const BOX: WidgetMain = { width: { unit: 'px', number: 350 }, fitContainer: false };
/**
 * The chat bubbles are the page's way to reach the operator: there on every page view, where the bar's
 * "show again after 3 days" would make one vanish on reload for three days after a single view.
 */
const ALWAYS_THERE: WidgetMain = { showAgain: { type: 'always', value: null }, showAgainIfClosed: { type: 'always', value: null } };

const messengerTexts = (title: string, desc: string) => ({ title, desc, showDescription: true, ctaText: 'Send to Messenger' });
const smsTexts = (title: string, desc: string) => ({ title, desc, showDescription: true, smsButtonText: 'Subscribe' });
const AFTER_MESSENGER = { title: 'Thanks! Check Messenger.', action: 'message' };
// No `action`: the SMS after-submit has none to choose in the studio, and an overlay's "nothing" (SPEC §4) left a
// new SMS modal on its form after the opt-in, with no success view at all (issue 49).
const AFTER_SMS = { title: 'You’re subscribed!', desc: 'Check your phone: we sent you a text.' };

/** The values most rows share: a floating Messenger layout with its plugin chosen by buttonType. */
const MESSENGER = { channel: 'messenger', embedded: false, pluginLayout: 'buttonType', afterSubmit: 'overlay', smsVariant: 'none', frameName: 'Messenger opt-in', firstView: 'server', paintedFor: PAINTED_FOR_EVERYONE, templates: 'card' } as const;
const EMBEDDED = { ...MESSENGER, embedded: true, placement: 'inline', hiddenWidth: 'configured', afterSubmit: 'inline' } as const;

/** In the order of the studio's "New widget" menu. */
export const WIDGET_CATALOGUE = [
  {
    ...MESSENGER,
    type: 'bar',
    view: 'BarView',
    templates: 'bar',
    placement: 'bar',
    hiddenWidth: 'viewport',
    // The options follow the demo bar.
    main: { whenDisplay: SCROLL_30, barPlacement: 'bottom', allowHide: true, pushPage: false, stickWithScroll: true, ctaText: 'Send to Messenger' },
    frameName: 'Messenger opt-in bar',
    typeLabel: 'Bar',
    typeWords: 'A bar',
    formLabel: 'Bar',
    starter: { label: 'Bar', hint: 'A slim bar at the top or bottom of the page', data: { main: messengerTexts('Get 10% off your first order', 'Subscribe on Messenger for our weekly picks.'), submitted: AFTER_MESSENGER } },
  },
  {
    ...MESSENGER,
    type: 'slide_in',
    // Its width follows the host's viewport below 392 px (frame-app/widgets/SlideIn.tsx slideInWidth).
    paintedFor: { ...PAINTED_FOR_EVERYONE, minViewportWidth: 392 },
    view: 'SlideInView',
    placement: 'slide_in',
    hiddenWidth: 'content',
    main: { whenDisplay: SCROLL_30, slideInPlacement: 'rb', allowHide: true, opacity: 50 },
    typeLabel: 'Slide-in',
    typeWords: 'A slide-in',
    formLabel: 'Slide-in',
    starter: { label: 'Slide-in', hint: 'A card that slides in from a corner', data: { main: messengerTexts('Before you go…', 'Get our weekly picks on Messenger.'), submitted: AFTER_MESSENGER } },
  },
  {
    ...MESSENGER,
    type: 'modal',
    view: 'ModalView',
    placement: 'modal',
    hiddenWidth: 'viewport',
    main: MODAL,
    frameName: 'Messenger opt-in dialog',
    typeLabel: 'Modal',
    typeWords: 'A modal',
    formLabel: 'Modal',
    starter: { label: 'Modal', hint: 'A dialog over the page', data: { main: messengerTexts('Join us on Messenger', 'News and offers, once a week.'), submitted: AFTER_MESSENGER } },
  },
  {
    ...MESSENGER,
    type: 'modal',
    channel: 'sms',
    view: 'SmsView',
    placement: 'modal',
    hiddenWidth: 'viewport',
    pluginLayout: 'none',
    smsVariant: 'modal',
    templates: 'formCard',
    // The phone field's country follows the visitor's languages once its country table has loaded, after
    // hydration; on iOS the form is the text app's link instead.
    paintedFor: PAINTED_FOR_SMS,
    main: { ...MODAL, ...SMS },
    frameName: 'Messenger opt-in dialog',
    typeLabel: 'Modal',
    typeWords: 'A modal',
    formLabel: 'SMS modal',
    starter: { label: 'SMS modal', hint: 'A dialog that collects a phone number', data: { main: smsTexts('Get offers by text', 'Join our SMS list for early access.'), submitted: AFTER_SMS } },
  },
  {
    ...MESSENGER,
    type: 'page_takeover',
    view: 'PageTakeoverView',
    placement: 'takeover',
    hiddenWidth: 'viewport',
    templates: 'takeover',
    // SPEC §9: background opacity 50; a takeover is closable unless the operator says otherwise.
    main: { allowHide: true, opacity: 50 },
    typeLabel: 'Page takeover',
    typeWords: 'A page takeover',
    formLabel: 'Page takeover',
    starter: {
      label: 'Full-page takeover',
      hint: 'Covers the whole page until closed',
      data: { main: messengerTexts('Our biggest sale starts now', 'Get the codes on Messenger before anyone else.'), submitted: AFTER_MESSENGER },
    },
  },
  {
    ...EMBEDDED,
    type: 'box',
    view: 'BoxView',
    main: BOX,
    typeLabel: 'Box',
    typeWords: 'A box',
    formLabel: 'Box',
    starter: { label: 'Inline box', hint: 'A box inside the page content', data: { main: messengerTexts('Stay in touch', 'Get our news on Messenger.'), submitted: AFTER_MESSENGER } },
  },
  {
    ...EMBEDDED,
    type: 'box',
    channel: 'sms',
    view: 'SmsView',
    pluginLayout: 'none',
    smsVariant: 'card',
    templates: 'formCard',
    paintedFor: PAINTED_FOR_SMS,
    main: { ...BOX, ...SMS },
    typeLabel: 'Box',
    typeWords: 'A box',
    formLabel: 'SMS card',
    starter: { label: 'SMS inline box', hint: 'A phone-number box inside the page content', data: { main: smsTexts('Texts worth opening', 'Offers and restock alerts by SMS.'), submitted: AFTER_SMS } },
  },
  {
    ...EMBEDDED,
    type: 'landing',
    view: 'LandingView',
    templates: 'landing',
    main: { buttonSize: 'l', fitContainer: true },
    typeLabel: 'Landing',
    typeWords: 'A landing widget',
    formLabel: 'Landing',
    starter: { label: 'Landing', hint: 'A whole section of a landing page', data: { main: messengerTexts('Chat with us on Messenger', 'Questions, orders, offers.'), submitted: AFTER_MESSENGER } },
  },
  {
    ...EMBEDDED,
    type: 'button',
    view: 'ButtonView',
    templates: 'none',
    main: { buttonSize: 'm', fitContainer: false },
    typeLabel: 'Button',
    typeWords: 'A button',
    formLabel: 'Button',
    starter: { label: 'Button', hint: 'A "Send to Messenger" button in the page', data: { main: { optInButtonText: 'Send to Messenger' }, submitted: AFTER_MESSENGER } },
  },
  {
    ...EMBEDDED,
    type: 'checkbox',
    view: 'CheckboxView',
    templates: 'none',
    pluginLayout: 'checkbox',
    afterSubmit: 'overlay',
    // SPEC §9 messenger checkbox defaults: prechecked true, size large.
    main: { prechecked: true, buttonSize: 'large', checkboxPosition: 'side' },
    typeLabel: 'Checkbox',
    typeWords: 'A checkbox',
    formLabel: 'Checkbox',
    starter: { label: 'Checkbox', hint: 'The Messenger checkbox beside a form', data: { main: { title: 'Send me my order updates on Messenger' }, submitted: AFTER_MESSENGER } },
  },
  {
    ...MESSENGER,
    type: 'customer_chat',
    // Its bubble's size and its greeting's automatic open follow the viewport: the desktop's above 768 px
    // (frame-app/rules/bubbleGeometry.ts).
    paintedFor: { ...PAINTED_FOR_EVERYONE, minViewportWidth: 769 },
    view: 'CustomerChatView',
    templates: 'none',
    placement: 'bubble',
    hiddenWidth: 'content',
    // The customer-chat plugin was shut down by Meta in May 2024: the bubble has no plugin.
    pluginLayout: 'none',
    main: ALWAYS_THERE,
    frameName: 'Chat',
    typeLabel: 'Chat bubble',
    typeWords: 'A chat bubble',
    formLabel: 'Chat bubble',
    starter: { label: 'Chat bubble', hint: 'Messenger chat in the corner of the page', data: { setup: { loggedInGreeting: 'Hi! How can we help?' } } },
  },
  {
    ...MESSENGER,
    type: 'omnichat',
    channel: 'omni',
    view: 'OmnichatView',
    templates: 'none',
    placement: 'bubble',
    hiddenWidth: 'content',
    pluginLayout: 'none',
    smsVariant: 'omnichannel',
    // Its layout and bubble follow the viewport (the desktop's above 768 px, rules/omnichatLayout.ts), its
    // first-seen open the device, and its greeting and animation the visitor's last visit.
    paintedFor: { ...PAINTED_FOR_EVERYONE, minViewportWidth: 769, desktop: true, firstVisit: true },
    // Always there (it has no close of its own either).
    main: { ...SMS, ...ALWAYS_THERE },
    frameName: 'Chat with us',
    typeLabel: 'Omnichat',
    typeWords: 'An omnichat bubble',
    formLabel: 'Omnichat bubble',
    starter: {
      label: 'Multi-channel chat',
      hint: 'One bubble for Messenger, SMS, a messaging app and email',
      data: {
        appearance: { greeting_headline: 'Hi there 👋', greeting_text: 'How would you like to reach us?' },
        channels: { enable_facebook: true, enable_sms: false, enable_whatsapp: false, enable_email: false },
      },
    },
  },
] as const satisfies readonly CatalogueKind[];

/** A kind's key in the projections keyed per kind (the studio's form sections). */
export type CatalogueKey = (typeof WIDGET_CATALOGUE)[number] extends infer K ? (K extends { type: infer T extends string; channel: infer C extends string } ? `${T}/${C}` : never) : never;


// Configuration-only kinds start empty but for the spec's code size: their screens show their own
// defaults (studio/configOnly/configOnlyKinds.ts) until the owner saves.
const ADS_DESCRIPTION = 'The JSON a click-to-Messenger ad needs: its welcome message, with a subscribe button that files the opt-in here.';

/** SPEC §1's kinds without a visitor layout, in the order of the studio's menu. */
export const CONFIG_ONLY_CATALOGUE: readonly ConfigOnlyCatalogueKind[] = [
  {
    type: 'messenger_ref_url',
    label: 'm.me link',
    description: 'A Messenger link with this widget’s ref: whoever opens it is subscribed through this widget.',
    starter: { label: 'm.me link', hint: 'A Messenger link that opts the visitor in (no layout)', data: {} },
  },
  {
    type: 'messenger_code',
    label: 'Messenger code',
    description: 'A scannable code of the m.me link, for print, packaging and screens, as PNG or SVG.',
    starter: { label: 'Messenger code', hint: 'A scannable code for print and packaging (no layout)', data: { messenger_code_settings: { size: 200 } } },
  },
  { type: 'ads_json', label: 'Click-to-Messenger ad', description: ADS_DESCRIPTION, starter: { label: 'Click-to-Messenger ad', hint: 'The JSON a Messenger ad needs (no layout)', data: {} } },
  // SPEC §1 lists `ads` beside `ads_json` with nothing to tell them apart: the same kind, offered once.
  { type: 'ads', label: 'Click-to-Messenger ad', description: ADS_DESCRIPTION },
  {
    type: 'feed_comment',
    label: 'Comment reply',
    description: 'Answers comments on your page’s posts with a private message in Messenger.',
    starter: { label: 'Comment reply', hint: 'Answers comments on your page’s posts in Messenger (no layout)', data: {} },
  },
];

/**
 * The fields the frame reads (frame-app/widgets/kinds.ts). Its build keeps only these
 * (scripts/catalogueFields.ts): the starter texts and studio names stay out of every visitor's frame.
 */
export const FRAME_FIELDS = ['type', 'channel', 'view', 'placement', 'hiddenWidth', 'pluginLayout', 'afterSubmit', 'smsVariant', 'main', 'frameName', 'firstView', 'paintedFor'] as const;
export type FrameCatalogueKind = Pick<CatalogueKind, (typeof FRAME_FIELDS)[number]>;
