/**
 * Every field the widget form can show, as data: the configuration path it edits (SPEC §3 names, the
 * paths widgetProblems reports at), its label and help in the site owner's words, its control, its
 * bounds (bridge-protocol/studio/widgetLimits.ts, the same the save check uses), the text shown when it is
 * empty (the frame's fallback), and when it shows or must be filled in. Which kind shows which field,
 * in which section, is widgetFormKinds.ts; how a field is drawn is FormFieldView.tsx.
 *
 * One path may have several descriptors when kinds word it differently (`optInButtonText` is the
 * button's text on a button and the checkbox's label on a checkbox); a kind lists only one of them.
 */
import { REPLY_TIMES, REPLY_TIME_TEXTS } from '../../bridge-protocol/replyTime';
import { MAX_KEYWORDS, MAX_KEYWORD_LENGTH } from '../../bridge-protocol/optInRouting';
import {
  ID_MAX_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  OPACITY_MAX,
  OPACITY_MIN,
  REF_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  SMS_TEXT_MAX_LENGTH,
  TRIGGER_EVENT_MAX_LENGTH,
  URL_LIST_MAX_ENTRIES,
  URL_MAX_LENGTH,
} from '../../bridge-protocol/studio/widgetLimits';
import { NEXT_STEP_CODE_MAX_LENGTH } from '../../bridge-protocol/nextStep';
import { DEFAULT_CODE_FALLBACK_TEXT, DEFAULT_LOW_CODE_WARNING, FALLBACK_TEXT_MAX_LENGTH, LOW_CODE_WARNING_MAX } from '../../bridge-protocol/uniqueCode';
import type { PageHintId } from './pageHints';

/** A field shows (or is required) only while the value at `path`, as the widget uses it, is one of `in`. */
export interface FieldCondition {
  path: string;
  in: readonly unknown[];
}

export interface ChoiceOption {
  value: string;
  label: string;
  description?: string;
  /** What is written when it is not the option's value itself (hideOnMobile writes false for "every device"). */
  stored?: unknown;
}

export type FieldControl =
  | { kind: 'text'; maxLength: number; inputType?: 'text' | 'email' | 'url' | 'tel' }
  | { kind: 'textarea'; maxLength: number }
  | { kind: 'number'; min: number; max?: number; integerOnly: boolean; unit?: string }
  | { kind: 'slider'; min: number; max: number }
  | {
      kind: 'radio';
      options: readonly ChoiceOption[];
      /** Options that pair up (left and right) in two columns. */
      columns?: 2;
      /** A stored spelling (as text) shown as one of the options: `large` is the middle size. */
      aliases?: Readonly<Record<string, string>>;
    }
  | { kind: 'toggle' }
  | { kind: 'color' }
  | { kind: 'list'; noun: string; maxItems: number; maxLength: number; placeholder: string; commaText?: boolean }
  | { kind: 'trigger'; allowNever?: boolean }
  | { kind: 'repeat' }
  | { kind: 'width' }
  | { kind: 'firstSeen' }
  /** The dates, weekdays and hours a widget may show (ScheduleField.tsx). */
  | { kind: 'schedule' }
  /** One of the studio's pages, picked from the list by typing (an autocomplete select). */
  | { kind: 'page' }
  /** A unique code step's codes: how many are left, and an upload (CouponCodesField.tsx); writes nothing. */
  | { kind: 'couponCodes' };

export interface FormField {
  path: string;
  label: string;
  control: FieldControl;
  help?: string;
  /** Shown in an empty text field: what the widget says when it is left empty. */
  placeholder?: string;
  /** The value the widget uses when neither the configuration nor the kind's defaults say (SPEC §9). */
  fallback?: unknown;
  /** Every condition must hold for the field to show. */
  visibleWhen?: readonly FieldCondition[];
  /** Texts are optional unless required; a required field's label has no "Optional". */
  required?: boolean | FieldCondition;
  /** Other paths a change removes, so an old spelling cannot contradict the new value. */
  clears?: readonly string[];
  /** A sub-heading inside the section; consecutive fields with the same group share it. */
  group?: string;
  /** A notice drawn from the page's configuration (pageHints.ts). */
  pageHint?: PageHintId;
}

const CHECKBOX_MODE: FieldCondition = { path: 'data.main.buttonType', in: ['checkbox'] };
const SHOWS_MESSAGE: FieldCondition = { path: 'data.submitted.action', in: ['message'] };
const REDIRECTS: FieldCondition = { path: 'data.submitted.action', in: ['redirect'] };
const NEXT_STEP_PATH = 'data.submitted.nextStep.type';
const NEXT_STEP_LINK: FieldCondition = { path: NEXT_STEP_PATH, in: ['link'] };
const NEXT_STEP_CODE: FieldCondition = { path: NEXT_STEP_PATH, in: ['code'] };
const UNIQUE_CODE_PATH = 'data.submitted.nextStep.unique';
const UNIQUE_CODE: FieldCondition = { path: UNIQUE_CODE_PATH, in: [true] };
const SHARED_CODE: FieldCondition = { path: UNIQUE_CODE_PATH, in: [false] };
const NEXT_STEP_MESSENGER: FieldCondition = { path: NEXT_STEP_PATH, in: ['messenger'] };
const MEDIA_BACKGROUND: FieldCondition = { path: 'data.main.pageTemplate', in: ['mediaBackground'] };

const shortText = (path: string, label: string, extra: Partial<FormField> = {}): FormField => ({
  path,
  label,
  control: { kind: 'text', maxLength: SHORT_TEXT_MAX_LENGTH },
  ...extra,
});
const longText = (path: string, label: string, extra: Partial<FormField> = {}): FormField => ({
  path,
  label,
  control: { kind: 'textarea', maxLength: LONG_TEXT_MAX_LENGTH },
  ...extra,
});
const toggle = (path: string, label: string, extra: Partial<FormField> = {}): FormField => ({ path, label, control: { kind: 'toggle' }, ...extra });
const colour = (key: string, label: string, extra: Partial<FormField> = {}): FormField => ({
  path: `data.main.colors.${key}`,
  label,
  control: { kind: 'color' },
  group: 'Colours',
  ...extra,
});

const BUTTON_SIZES: readonly ChoiceOption[] = [
  { value: 's', label: 'Small' },
  { value: 'm', label: 'Medium' },
  { value: 'l', label: 'Large' },
];
// The checkbox's own vocabulary (SPEC §3 "standard, large, xlarge"), the same three steps.
const CHECKBOX_SIZES: readonly ChoiceOption[] = [
  { value: 'standard', label: 'Small' },
  { value: 'large', label: 'Medium' },
  { value: 'xlarge', label: 'Large' },
];
const MEDIA_PLACEMENTS: readonly ChoiceOption[] = [
  { value: 'aboveHeadline', label: 'Above the title' },
  { value: 'aboveDescription', label: 'Above the description' },
  { value: 'belowDescription', label: 'Below the description' },
  { value: 'left', label: 'Left of the text' },
  { value: 'right', label: 'Right of the text' },
];
// Stored aliases the frame reads as the five placements (frame-app/rules/mediaPlacement.ts).
const MEDIA_PLACEMENT_ALIASES = { top: 'aboveHeadline', aboveTitle: 'aboveHeadline', middle: 'aboveDescription', belowHeadline: 'aboveDescription', bottom: 'belowDescription' };
const checkboxLabel = shortText('data.main.optInButtonText', 'Checkbox label', { placeholder: 'Send to Messenger' });
const checkboxPrechecked = toggle('data.main.prechecked', 'Ticked from the start', { help: 'Visitors untick it to say no.' });
const checkboxPosition: FormField = {
  path: 'data.main.checkboxPosition',
  label: 'Checkbox position',
  control: {
    kind: 'radio',
    options: [
      { value: 'side', label: 'Beside the button' },
      { value: 'bottom', label: 'Below the button' },
    ],
  },
  group: 'Button',
};
const afterSubmitAction = (options: readonly ChoiceOption[]): FormField => ({
  path: 'data.submitted.action',
  label: 'After a visitor subscribes',
  control: { kind: 'radio', options },
  // `redirect: true` is the old spelling of a redirect (frame-app/rules/afterSubmit.ts): a new choice replaces it.
  clears: ['data.submitted.redirect'],
  fallback: 'message',
});
/**
 * The thank-you's next step (data.submitted.nextStep, bridge-protocol/nextStep.ts): its options, and the
 * kind's default as the frame has it (frame-app/rules/nextStep.ts): the overlays offer Messenger, the
 * inline kinds and the SMS flows the message alone. The first field with this path gives conditions
 * their fallback; only link and code open fields of their own, which no default is.
 */
const nextStepChoice = (options: readonly ChoiceOption[], fallback: string, extra: Partial<FormField> = {}): FormField => ({
  path: NEXT_STEP_PATH,
  label: 'Then offer',
  control: { kind: 'radio', options },
  fallback,
  group: 'Next step',
  ...extra,
});
const NEXT_STEP_MESSENGER_OPTION: ChoiceOption = { value: 'messenger', label: 'Continue in Messenger', description: 'A button to your Messenger chat.' };
const NEXT_STEP_OTHERS: readonly ChoiceOption[] = [
  { value: 'link', label: 'A link', description: 'To a page of your shop, such as new arrivals.' },
  { value: 'code', label: 'A code to copy', description: 'Such as a discount code, with a Copy button.' },
  { value: 'none', label: 'Nothing', description: 'The thank-you message alone.' },
];
const SHOW_MESSAGE: ChoiceOption = { value: 'message', label: 'Show a thank-you message' };
const REDIRECT: ChoiceOption = { value: 'redirect', label: 'Send visitors to a page' };
const opacity = (label: string, help: string, extra: Partial<FormField> = {}): FormField => ({
  path: 'data.main.opacity',
  label,
  help,
  control: { kind: 'slider', min: OPACITY_MIN, max: OPACITY_MAX },
  // SPEC §9 "background opacity default 50".
  fallback: 50,
  group: 'Look',
  ...extra,
});

/**
 * Where a card's picture or video sits (SPEC §2), shown for the media types it places. `withLayout`: the
 * kind also has the background layout, under which no position applies; the SMS layouts have none
 * (frame-app/sms/rules/smsMedia.ts).
 */
const mediaPlacement = (path: string, label: string, mediaTypes: readonly string[], withLayout: boolean): FormField => ({
  path,
  label,
  control: { kind: 'radio', options: MEDIA_PLACEMENTS, aliases: MEDIA_PLACEMENT_ALIASES },
  fallback: 'aboveHeadline',
  visibleWhen: [{ path: 'data.main.mediaType', in: mediaTypes }, ...(withLayout ? [{ path: 'data.main.pageTemplate', in: ['simple'] }] : [])],
  group: 'Media',
});

export const FORM_FIELDS = {
  // Content
  name: shortText('name', 'Widget name', { help: 'Only you see it: it names the widget in the studio.' }),
  title: shortText('data.main.title', 'Title'),
  desc: longText('data.main.desc', 'Description'),
  showDescription: toggle('data.main.showDescription', 'Show the description', { fallback: true }),
  ctaText: shortText('data.main.ctaText', 'Button text', { placeholder: 'Send to Messenger' }),
  // Issue 49: the offer and two-step templates' elements, on any card (frame-app/rules/templateFeatures.ts).
  offerLabel: shortText('data.main.offer.label', 'Offer ticket', { help: 'A coupon ticket above the headline, such as “10% OFF”. Leave empty for none.' }),
  twoStepYesText: shortText('data.main.twoStep.yesText', 'First step', {
    help: 'A question the visitor answers with one press before the form shows, such as “Yes, I want 10% off”. Leave empty to show the form at once.',
  }),
  buttonText: shortText('data.main.optInButtonText', 'Button text', { placeholder: 'Send to Messenger' }),
  checkboxLabel,
  checkboxPrechecked: { ...checkboxPrechecked, fallback: true },
  barCheckboxLabel: { ...checkboxLabel, visibleWhen: [CHECKBOX_MODE] },
  barCheckboxPrechecked: { ...checkboxPrechecked, fallback: true, visibleWhen: [CHECKBOX_MODE] },
  smsButtonText: shortText('data.main.smsButtonText', 'Button text', { placeholder: 'Subscribe' }),
  omnichatSmsButtonText: shortText('data.main.smsButtonText', 'SMS button text', { placeholder: 'Subscribe', help: 'The button of the phone form, when a visitor picks SMS.' }),
  mediaType: {
    path: 'data.main.mediaType',
    label: 'Media type',
    control: {
      kind: 'radio',
      options: [
        { value: 'image', label: 'Picture' },
        { value: 'gif', label: 'GIF' },
        { value: 'video', label: 'Video' },
      ],
    },
    fallback: 'image',
    group: 'Media',
  },
  imageUrl: {
    path: 'data.main.image.img_big',
    label: 'Picture address',
    help: 'An https:// address. With a video, it is the picture shown before it plays.',
    control: { kind: 'text', maxLength: URL_MAX_LENGTH, inputType: 'url' },
    visibleWhen: [{ path: 'data.main.mediaType', in: ['image', 'video'] }],
    group: 'Media',
  },
  gifUrl: {
    path: 'data.main.image.gif',
    label: 'GIF address',
    help: 'An https:// address.',
    control: { kind: 'text', maxLength: URL_MAX_LENGTH, inputType: 'url' },
    visibleWhen: [{ path: 'data.main.mediaType', in: ['gif'] }],
    group: 'Media',
  },
  videoLink: {
    path: 'data.main.videoLink',
    label: 'YouTube or Vimeo link',
    control: { kind: 'text', maxLength: URL_MAX_LENGTH, inputType: 'url' },
    placeholder: 'https://youtu.be/…',
    visibleWhen: [{ path: 'data.main.mediaType', in: ['video'] }],
    group: 'Media',
  },
  greeting: shortText('data.setup.loggedOutGreeting', 'Greeting', { placeholder: 'Hi! How can we help you?', help: 'The chat’s first message, also shown beside the bubble as its popup message.' }),
  chatAvatar: {
    path: 'data.setup.avatarUrl',
    label: 'Your picture',
    help: 'An https:// address of a square picture (your logo), shown beside your page’s name in the greeting. Empty: your name’s initial in a circle.',
    control: { kind: 'text', maxLength: URL_MAX_LENGTH, inputType: 'url' },
  },
  replyTime: {
    path: 'data.setup.replyTime',
    label: 'How soon you reply',
    control: {
      kind: 'radio',
      options: [
        { value: '', label: 'Say nothing' },
        ...REPLY_TIMES.map((value) => ({ value, label: REPLY_TIME_TEXTS[value] })),
      ],
    },
    fallback: '',
  },
  greetingHeadline: shortText('data.appearance.greeting_headline', 'Greeting headline', { placeholder: 'How can we help you?' }),
  greetingText: longText('data.appearance.greeting_text', 'Greeting text', { placeholder: 'Talk to us on your favorite messaging app.' }),
  popupMessage: shortText('data.appearance.popup_message', 'Popup message', { placeholder: 'Need a help? Just message us!', help: 'Shown beside the closed bubble when its rule under Display rules is met.' }),

  // Design
  barPlacement: {
    path: 'data.main.barPlacement',
    label: 'Position',
    control: {
      kind: 'radio',
      options: [
        { value: 'top', label: 'Top of the page' },
        { value: 'bottom', label: 'Bottom of the page' },
      ],
    },
    group: 'Placement',
  },
  slideInPlacement: {
    path: 'data.main.slideInPlacement',
    label: 'Position',
    control: {
      kind: 'radio',
      options: [
        { value: 'lt', label: 'Top left' },
        { value: 'lm', label: 'Middle left' },
        { value: 'lb', label: 'Bottom left' },
        { value: 'rt', label: 'Top right' },
        { value: 'rm', label: 'Middle right' },
        { value: 'rb', label: 'Bottom right' },
      ],
      columns: 2,
    },
    group: 'Placement',
  },
  fitContainer: toggle('data.main.fitContainer', 'Fit the container', { help: 'As wide as the element it is placed in.', fallback: false, group: 'Size' }),
  width: {
    path: 'data.main.width',
    label: 'Width',
    control: { kind: 'width' },
    help: 'At least 280 px. Empty: as wide as the element it is placed in.',
    visibleWhen: [{ path: 'data.main.fitContainer', in: [false] }],
    group: 'Size',
  },
  skin: {
    path: 'data.main.skin',
    label: 'Skin',
    control: {
      kind: 'radio',
      options: [
        { value: 'light', label: 'Light' },
        { value: 'dark', label: 'Dark' },
      ],
    },
    fallback: 'light',
    group: 'Look',
  },
  // The takeover alone may be drawn in the accent itself (frame-app/widgets/PageTakeover.tsx).
  takeoverSkin: {
    path: 'data.main.skin',
    label: 'Skin',
    control: {
      kind: 'radio',
      options: [
        { value: 'light', label: 'Light' },
        { value: 'dark', label: 'Dark' },
        { value: 'brand', label: 'Brand colour', description: 'The whole page in the accent, the button in reverse.' },
      ],
    },
    fallback: 'light',
    group: 'Look',
  },
  accent: {
    path: 'data.main.accent',
    label: 'Accent',
    control: { kind: 'color' },
    help: 'The button’s colour when the page’s brand settings name no accent (a template suggests one).',
    group: 'Colours',
  },
  buttonType: {
    path: 'data.main.buttonType',
    label: 'Opt-in with',
    control: {
      kind: 'radio',
      options: [
        { value: 'button', label: 'A Messenger button' },
        { value: 'checkbox', label: 'A Messenger checkbox', description: 'Ticked, then confirmed with the button.' },
      ],
    },
    fallback: 'button',
    group: 'Button',
  },
  buttonSize: {
    path: 'data.main.buttonSize',
    label: 'Button size',
    control: { kind: 'radio', options: BUTTON_SIZES, aliases: { standard: 's', large: 'm', xlarge: 'l' } },
    // An embedded card's button is medium unless sized (frame-app/parts/EmbedCard.tsx).
    fallback: 'm',
    group: 'Button',
  },
  checkboxSize: {
    path: 'data.main.buttonSize',
    label: 'Checkbox size',
    control: { kind: 'radio', options: CHECKBOX_SIZES, aliases: { s: 'standard', m: 'large', l: 'xlarge' } },
    group: 'Button',
  },
  barCheckboxSize: {
    path: 'data.main.buttonSize',
    label: 'Checkbox size',
    control: { kind: 'radio', options: CHECKBOX_SIZES, aliases: { s: 'standard', m: 'large', l: 'xlarge' } },
    // The bar's checkbox is drawn at the small step unless sized (frame-app/widgets/Bar.tsx).
    fallback: 'standard',
    visibleWhen: [CHECKBOX_MODE],
    group: 'Button',
  },
  checkboxPosition,
  barCheckboxPosition: { ...checkboxPosition, fallback: 'side', visibleWhen: [CHECKBOX_MODE] },
  pageTemplate: {
    path: 'data.main.pageTemplate',
    label: 'Media layout',
    control: {
      kind: 'radio',
      options: [
        { value: 'simple', label: 'Inside the card' },
        { value: 'mediaBackground', label: 'As the card’s background' },
      ],
      aliases: { background: 'mediaBackground', 'media-background': 'mediaBackground' },
    },
    fallback: 'simple',
    group: 'Media',
  },
  imagePlacement: mediaPlacement('data.main.imagePlacement', 'Picture position', ['image', 'gif'], true),
  videoPlacement: mediaPlacement('data.main.videoPlacement', 'Video position', ['video'], true),
  smsImagePlacement: mediaPlacement('data.main.imagePlacement', 'Picture position', ['image', 'gif'], false),
  smsVideoPlacement: mediaPlacement('data.main.videoPlacement', 'Video position', ['video'], false),
  backdropOpacity: opacity('Backdrop opacity', 'How much the page behind the dialog is darkened, in %.'),
  takeoverOverlayOpacity: opacity('Overlay opacity', 'How strongly the colour overlay covers the background, in %.'),
  mediaOverlayOpacity: opacity('Overlay opacity', 'How strongly the colour overlay covers the background media, in %.', { visibleWhen: [MEDIA_BACKGROUND] }),
  overlayEnabled: toggle('data.main.overlay.enabled', 'Colour overlay', { help: 'A layer of colour over the background, so the text stays readable.', fallback: false, group: 'Look' }),
  mediaOverlayEnabled: toggle('data.main.overlay.enabled', 'Colour overlay', {
    help: 'A layer of colour over the background media, so the text stays readable.',
    fallback: false,
    visibleWhen: [MEDIA_BACKGROUND],
    group: 'Look',
  }),
  overlayColor: {
    path: 'data.main.overlay.overlayColor',
    label: 'Overlay colour',
    control: { kind: 'color' },
    placeholder: '#000000',
    visibleWhen: [{ path: 'data.main.overlay.enabled', in: [true] }],
    group: 'Look',
  },
  colorBackground: colour('background', 'Background'),
  colorHeadline: colour('headline', 'Title'),
  colorDescription: colour('description', 'Description'),
  colorButtonBackground: colour('buttonBackground', 'Button'),
  colorButtonText: colour('buttonText', 'Button text'),
  colorCheckboxBackground: colour('backgroundCheckbox', 'Background'),
  colorCheckboxLabel: colour('headline', 'Label'),
  colorCheckboxTick: colour('buttonBackground', 'Tick'),
  colorSmsLegalText: colour('smsLegalText', 'Legal text'),
  allowHide: toggle('data.main.allowHide', 'Show a close button', { group: 'Behaviour' }),
  pushPage: toggle('data.main.pushPage', 'Push the page', { help: 'The page moves aside to make room instead of being covered.', group: 'Behaviour' }),
  stickWithScroll: toggle('data.main.stickWithScroll', 'Stay in view while scrolling', { group: 'Behaviour' }),
  chatColor: {
    path: 'data.setup.colors.theme',
    label: 'Bubble colour',
    control: { kind: 'color' },
    placeholder: '#0084FF',
    group: 'Look',
  },
  chatStart: {
    path: 'data.setup.minimized',
    label: 'The chat starts',
    control: {
      kind: 'radio',
      options: [
        { value: 'default', label: 'With its greeting open on computers', description: 'On phones only the bubble shows.' },
        { value: 'opened', label: 'With its greeting open' },
        { value: 'minimized', label: 'As the bubble only' },
        { value: 'hidden', label: 'Hidden' },
      ],
    },
    fallback: 'default',
    group: 'Behaviour',
  },
  omnichatColor: {
    path: 'data.appearance.colors.main',
    label: 'Bubble colour',
    control: { kind: 'color' },
    placeholder: '#0084FF',
    group: 'Look',
  },

  // Display rules
  whenDisplay: { path: 'data.main.whenDisplay', label: 'Show the widget', control: { kind: 'trigger' }, group: 'When' },
  triggerEvent: {
    path: 'data.setup.triggerEvent',
    label: 'Also open on a named event',
    help: 'For example spring-sale: the page opens it with MC("trigger", "spring-sale"), or a click on an element with data-mc-trigger="spring-sale". Its other rules still apply.',
    control: { kind: 'text', maxLength: TRIGGER_EVENT_MAX_LENGTH },
    group: 'When',
  },
  schedule: {
    path: 'data.setup.schedule',
    label: 'Schedule',
    help: 'Show it only between two dates, on some days of the week or at some hours, such as a sale’s evenings. Left empty, it shows at any time.',
    control: { kind: 'schedule' },
    group: 'When',
  },
  popupMessageWhen: {
    path: 'data.main.popupMessageWhenDisplay',
    label: 'Show the popup message',
    control: { kind: 'trigger', allowNever: true },
    group: 'When',
  },
  chatDelay: {
    path: 'data.setup.dialogDelay',
    label: 'Open the greeting after',
    control: { kind: 'number', min: 0, integerOnly: true, unit: 'seconds' },
    fallback: 0,
    visibleWhen: [{ path: 'data.setup.minimized', in: ['default'] }],
    group: 'When',
  },
  desktopFirstSeen: { path: 'data.setup.desktopFirstSeen', label: 'On a first visit, on a computer, the panel is', control: { kind: 'firstSeen' }, group: 'When' },
  mobileFirstSeen: { path: 'data.setup.mobileFirstSeen', label: 'On a first visit, on a phone, the panel is', control: { kind: 'firstSeen' }, group: 'When' },
  showAgain: { path: 'data.main.showAgain', label: 'Once seen, show it again', control: { kind: 'repeat' }, group: 'How often' },
  showAgainIfClosed: { path: 'data.main.showAgainIfClosed', label: 'Once closed, show it again', control: { kind: 'repeat' }, group: 'How often' },
  devices: {
    path: 'data.setup.hideOnMobile',
    label: 'Devices',
    control: {
      kind: 'radio',
      options: [
        { value: 'every', label: 'Every device', stored: false },
        { value: 'desktop', label: 'Computers only' },
        { value: 'mobile', label: 'Phones only' },
      ],
      // SPEC §3 hideOnMobile true is the old "hide on mobile": computers only.
      aliases: { true: 'desktop', false: 'every' },
    },
    fallback: false,
    group: 'Where',
  },
  urlWhitelist: {
    path: 'data.setup.urlWhitelist',
    label: 'Show only on these pages',
    help: 'Without https://. An address covers the pages under it; * matches anything. When this list has an address, the next one is not used.',
    control: { kind: 'list', noun: 'page address', maxItems: URL_LIST_MAX_ENTRIES, maxLength: URL_MAX_LENGTH, placeholder: 'shop.example/products' },
    group: 'Where',
  },
  urlBlacklist: {
    path: 'data.setup.urlBlacklist',
    label: 'Never show on these pages',
    control: { kind: 'list', noun: 'page address', maxItems: URL_LIST_MAX_ENTRIES, maxLength: URL_MAX_LENGTH, placeholder: 'shop.example/checkout*' },
    group: 'Where',
  },

  // After submit
  actionOverlay: afterSubmitAction([SHOW_MESSAGE, REDIRECT, { value: 'nothing', label: 'Nothing: the widget stays as it is' }]),
  actionInline: afterSubmitAction([SHOW_MESSAGE, REDIRECT]),
  redirectUrl: {
    path: 'data.submitted.redirectUrl',
    label: 'Page address',
    help: 'An https:// address, or a path on your site such as /thanks.',
    control: { kind: 'text', maxLength: URL_MAX_LENGTH, inputType: 'url' },
    visibleWhen: [REDIRECTS],
    required: true,
  },
  redirectTarget: {
    path: 'data.submitted.redirectTarget',
    label: 'Open it in',
    control: {
      kind: 'radio',
      options: [
        { value: 'same', label: 'The same window' },
        { value: 'new', label: 'A new tab' },
      ],
    },
    fallback: 'same',
    visibleWhen: [REDIRECTS],
  },
  submittedTitle: shortText('data.submitted.title', 'Thank-you title', { placeholder: 'Success!', visibleWhen: [SHOWS_MESSAGE] }),
  submittedDesc: longText('data.submitted.desc', 'Thank-you text', { visibleWhen: [SHOWS_MESSAGE] }),
  // The SMS flows have no after-submit choice (they always show the thank-you), so no condition either.
  smsSubmittedTitle: shortText('data.submitted.title', 'Thank-you title', { placeholder: 'Success!' }),
  smsSubmittedDesc: longText('data.submitted.desc', 'Thank-you text', { placeholder: 'Check your phone: we sent you a text.' }),
  submittedCtaText: shortText('data.submitted.ctaText', 'Thank-you button text', {
    placeholder: 'Go to Messenger',
    help: 'A link to your Messenger chat.',
    visibleWhen: [SHOWS_MESSAGE, NEXT_STEP_MESSENGER],
    group: 'Next step',
  }),
  nextStepOverlay: nextStepChoice([NEXT_STEP_MESSENGER_OPTION, ...NEXT_STEP_OTHERS], 'messenger', { visibleWhen: [SHOWS_MESSAGE] }),
  nextStepInline: nextStepChoice([NEXT_STEP_MESSENGER_OPTION, ...NEXT_STEP_OTHERS], 'none', { visibleWhen: [SHOWS_MESSAGE] }),
  // The SMS flows' subscribers are not on Messenger, and they always show the thank-you.
  nextStepSms: nextStepChoice(NEXT_STEP_OTHERS, 'none'),
  nextStepText: shortText('data.submitted.nextStep.text', 'Its words', {
    help: 'The link’s text, or the line above the code (“Your code” when empty).',
    placeholder: 'Shop the new arrivals',
    visibleWhen: [{ path: NEXT_STEP_PATH, in: ['link', 'code'] }],
    required: NEXT_STEP_LINK,
    group: 'Next step',
  }),
  nextStepUrl: {
    path: 'data.submitted.nextStep.url',
    label: 'Link address',
    help: 'An https:// address. It opens in a new tab.',
    control: { kind: 'text', maxLength: URL_MAX_LENGTH, inputType: 'url' },
    visibleWhen: [NEXT_STEP_LINK],
    required: true,
    group: 'Next step',
  },
  nextStepCode: {
    path: 'data.submitted.nextStep.code',
    label: 'Code',
    placeholder: 'WELCOME10',
    control: { kind: 'text', maxLength: NEXT_STEP_CODE_MAX_LENGTH },
    visibleWhen: [NEXT_STEP_CODE],
    required: true,
    group: 'Next step',
  },
  // The SMS kinds' shared code: only while the code is not unique to each subscriber.
  nextStepSmsCode: {
    path: 'data.submitted.nextStep.code',
    label: 'Code',
    placeholder: 'WELCOME10',
    control: { kind: 'text', maxLength: NEXT_STEP_CODE_MAX_LENGTH },
    visibleWhen: [NEXT_STEP_CODE, SHARED_CODE],
    required: true,
    group: 'Next step',
  },
  // Unique coupon codes (issue 48 item 5, bridge-protocol/uniqueCode.ts): the SMS kinds only, whose sign-up answers the frame with the code.
  nextStepUnique: toggle(UNIQUE_CODE_PATH, 'A different code for each subscriber', {
    help: 'From codes you upload: each subscriber gets one of their own, and the same one if they sign up again.',
    visibleWhen: [NEXT_STEP_CODE],
    fallback: false,
    group: 'Next step',
  }),
  // The whole step is its path: any change of the step draws it again (the warning threshold is read from it).
  nextStepCodes: {
    path: 'data.submitted.nextStep',
    label: 'Your codes',
    control: { kind: 'couponCodes' },
    visibleWhen: [NEXT_STEP_CODE, UNIQUE_CODE],
    group: 'Unique codes',
  },
  nextStepFallbackText: {
    path: 'data.submitted.nextStep.fallback_text',
    label: 'When no code is left, say',
    placeholder: DEFAULT_CODE_FALLBACK_TEXT,
    control: { kind: 'text', maxLength: FALLBACK_TEXT_MAX_LENGTH },
    visibleWhen: [NEXT_STEP_CODE, UNIQUE_CODE],
    group: 'Unique codes',
  },
  nextStepLowWarning: {
    path: 'data.submitted.nextStep.low_warning',
    label: 'Warn me when fewer codes are left than',
    control: { kind: 'number', min: 0, max: LOW_CODE_WARNING_MAX, integerOnly: true, unit: 'codes' },
    fallback: DEFAULT_LOW_CODE_WARNING,
    visibleWhen: [NEXT_STEP_CODE, UNIQUE_CODE],
    group: 'Unique codes',
  },

  // Channels
  enableFacebook: toggle('data.channels.enable_facebook', 'Messenger', { group: 'Channels offered', pageHint: 'noFacebookPage', fallback: false }),
  enableWhatsapp: toggle('data.channels.enable_whatsapp', 'WhatsApp', { group: 'Channels offered', fallback: false }),
  whatsappId: {
    path: 'data.channels.whatsapp_id',
    label: 'WhatsApp number',
    help: 'With its country code. Only the digits count.',
    placeholder: '+1 555 010 9999',
    control: { kind: 'text', maxLength: ID_MAX_LENGTH, inputType: 'tel' },
    visibleWhen: [{ path: 'data.channels.enable_whatsapp', in: [true] }],
    required: true,
    group: 'Channels offered',
  },
  whatsappPrefill: shortText('data.channels.whatsapp_prefill', 'First WhatsApp message', {
    help: 'Typed for the visitor, ready to send.',
    visibleWhen: [{ path: 'data.channels.enable_whatsapp', in: [true] }],
    group: 'Channels offered',
  }),
  // Issue 48: a new SMS subscriber stays pending until they confirm (bridge-protocol/doubleOptIn.ts).
  doubleOptIn: toggle('data.setup.double_opt_in', 'Double opt-in', {
    help: 'New subscribers get a text and are confirmed once they reply YES or open its link.',
    fallback: false,
  }),
  enableSms: toggle('data.channels.enable_sms', 'SMS', { group: 'Channels offered', pageHint: 'noSmsChannel', fallback: false }),
  enableEmail: toggle('data.channels.enable_email', 'Email', { group: 'Channels offered', fallback: false }),
  emailTo: {
    path: 'data.channels.email_to',
    label: 'Email address',
    placeholder: 'help@your-shop.com',
    control: { kind: 'text', maxLength: 254, inputType: 'email' },
    visibleWhen: [{ path: 'data.channels.enable_email', in: [true] }],
    required: true,
    group: 'Channels offered',
  },
  smsKeyword: {
    path: 'sms_keyword',
    label: 'Keyword',
    help: 'What a phone texts you when it could not get a sign-up code, such as JOIN.',
    control: { kind: 'text', maxLength: SMS_TEXT_MAX_LENGTH },
    group: 'Text message',
  },
  optInText: {
    path: 'data.actions.opt_in_text',
    label: 'Opt-in text',
    help: 'The text message visitors send from their phone, before their sign-up code.',
    placeholder: 'Subscribe',
    control: { kind: 'text', maxLength: SMS_TEXT_MAX_LENGTH },
    group: 'Text message',
  },
  ref: {
    path: 'data.setup.ref',
    label: 'Reference',
    help: 'Sent with every opt-in, such as the campaign. Letters, digits and + / = - . _ only.',
    control: { kind: 'text', maxLength: REF_MAX_LENGTH },
    group: 'Messenger',
  },
  refPayloadFieldId: {
    path: 'data.setup.ref_payload_field_id',
    label: 'Subscriber field for the reference',
    help: 'The field of the subscriber the reference is saved in.',
    control: { kind: 'text', maxLength: ID_MAX_LENGTH },
    group: 'Messenger',
  },
  sequence: {
    path: 'data.actions.sequence',
    label: 'Sequence',
    help: 'The follow-up sequence new subscribers start.',
    control: { kind: 'text', maxLength: ID_MAX_LENGTH },
    group: 'New subscribers',
  },
  optInKeywords: {
    path: 'data.actions.opt_in_keywords',
    label: 'Opt-in keywords',
    help: `Up to ${MAX_KEYWORDS}, each up to ${MAX_KEYWORD_LENGTH} characters.`,
    control: { kind: 'list', noun: 'keyword', maxItems: MAX_KEYWORDS, maxLength: MAX_KEYWORD_LENGTH, placeholder: 'JOIN', commaText: true },
    group: 'New subscribers',
  },
  pixelId: {
    path: 'data.setup.pixelId',
    label: 'Pixel account',
    help: 'Log this widget’s statistics to another page’s pixel instead of this page’s.',
    control: { kind: 'page' },
    group: 'Statistics',
  },
} as const satisfies Record<string, FormField>;

export type FormFieldId = keyof typeof FORM_FIELDS;
