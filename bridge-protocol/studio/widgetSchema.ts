/**
 * The save check of one widget (SPEC §3 "Widget"): every problem a site owner can make that would break
 * the widget or make it silently misbehave, each at the path of the wrong value (`data.main.title`,
 * `data.main.width.number`, `data.setup.urlWhitelist[2]`, `name`) with a message written for the site
 * owner. The studio shows them at their fields; the reference server refuses a save that has any.
 *
 * What is checked: the type of every field the studio's form edits, the choices of every enumerated
 * field, the value rules of triggers, repeat rules and widths, colours, picture and video links, the
 * redirect when there is one, text lengths, route lists, subscriber routing and the omnichat channels;
 * and that the widget has an id and a type with a layout on its channel. What is not: fields nobody
 * edits here (the configuration-only kinds' settings, any field SPEC does not name) are kept as they
 * are and never reported, as the frame tolerates unknown fields too.
 *
 * Pure, and free of Node and DOM imports: the studio runs it in the browser, the server in Node.
 */
import { CHANNELS, CONFIG_ONLY_WIDGET_TYPES, classifyWidget, MAIN_COLOR_KEYS } from '../config';
import { audienceProblem } from '../audience';
import { experimentProblem, type Experiment } from '../experiment';
import { hasOwn } from '../ownValue';
import { stripPayload } from '../stripPayload';
import { REPLY_TIMES } from '../replyTime';
import { isPlainObject } from '../validate';
import {
  colour,
  colours,
  digits,
  emailProblem,
  firstSeen,
  flag,
  id,
  isUnset,
  lenientWord,
  numberIn,
  oneOf,
  phoneProblem,
  pictureUrl,
  redirectProblem,
  repeat,
  schedule,
  text,
  textList,
  trigger,
  triggerEvent,
  videoLink,
  numeric,
  type Check,
  type Report,
} from './widgetFieldChecks';
import {
  ID_MAX_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  OPACITY_MAX,
  OPACITY_MIN,
  REF_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  SMS_TEXT_MAX_LENGTH,
  URL_LIST_MAX_ENTRIES,
  URL_MAX_LENGTH,
  WIDTH_PERCENT_MAX,
  WIDTH_PERCENT_MIN,
  WIDTH_PX_MAX,
  WIDTH_PX_MIN,
} from './widgetLimits';
import { MAX_KEYWORDS, MAX_KEYWORD_LENGTH } from '../optInRouting';
import { nextStep } from './nextStepCheck';
import { WIDGET_KINDS, type ChannelFamily } from '../widgetKinds';
import { WIDGET_CATALOGUE } from '../widgetCatalogue';

export interface WidgetProblem {
  /** Where the wrong value is: dotted keys, `[n]` for list entries; '' for the widget itself. */
  path: string;
  /** What to do about it, in the site owner's words. */
  message: string;
}

type Fields = Readonly<Record<string, Check>>;

/** A section or sub-object: each listed key checked at its own path; keys not listed are kept, unchecked. */
const fields =
  (table: Fields): Check =>
  (value, path, report) => {
    if (isUnset(value)) return;
    if (!isPlainObject(value)) return report(path, 'This must be a set of fields (a JSON object), not a single value.');
    for (const key of Object.keys(table)) {
      // Own keys only: a configuration is data, and `constructor` must not be read from Object.prototype.
      if (hasOwn(value, key)) (table[key] as Check)(value[key], `${path}.${key}`, report);
    }
  };

const shortText = text(SHORT_TEXT_MAX_LENGTH);
const longText = text(LONG_TEXT_MAX_LENGTH);


// The squashed spellings the frame reads (frame-app/rules/mediaPlacement.ts), canonical and aliases.
const MEDIA_PLACEMENT_WORDS = [
  'aboveheadline',
  'abovetitle',
  'top',
  'above',
  'abovedescription',
  'abovedesc',
  'belowheadline',
  'belowtitle',
  'middle',
  'belowdescription',
  'belowdesc',
  'below',
  'bottom',
  'left',
  'right',
];
const mediaPlacement = lenientWord(MEDIA_PLACEMENT_WORDS, 'Choose above the headline, above the description, below the description, left or right.');

/** SPEC §3 "media fields": the same in data.main and, for after submit, in data.submitted. */
const MEDIA_FIELDS: Fields = {
  mediaType: oneOf(['image', 'gif', 'video'], 'Choose a picture, a GIF or a video.'),
  image: fields({ img_big: pictureUrl, gif: pictureUrl }),
  videoLink,
  imagePlacement: mediaPlacement,
  videoPlacement: mediaPlacement,
  // frame-app/rules/pageTemplate.ts also reads "background" as mediaBackground.
  pageTemplate: lenientWord(['simple', 'mediabackground', 'background'], 'Choose the media inside the card or as its background.'),
};

const BUTTON_SIZES = ['s', 'm', 'l', 'standard', 'large', 'xlarge'];
const SLIDE_IN_PLACEMENTS = ['lt', 'lm', 'lb', 'rt', 'rm', 'rb'];

/**
 * data.main.width (frame-app/boot/placement.ts): an unknown unit disables the widget (SPEC §8), a
 * missing or non-positive number silently drops the width, and px under SPEC §9's 280 is widened.
 */
const width: Check = (value, path, report) => {
  if (isUnset(value)) return;
  if (!isPlainObject(value)) return report(path, 'Enter a width with its unit, px or %.');
  const { unit, number } = value;
  if (unit !== 'px' && unit !== '%') return report(`${path}.unit`, 'Choose px or % for the width.');
  const [min, max] = unit === 'px' ? [WIDTH_PX_MIN, WIDTH_PX_MAX] : [WIDTH_PERCENT_MIN, WIDTH_PERCENT_MAX];
  const n = numeric(number);
  if (n === null || n < min || n > max) report(`${path}.number`, `Enter a width from ${min} to ${max} ${unit}.`);
};

const MAIN: Fields = {
  title: shortText,
  desc: longText,
  showDescription: flag,
  buttonType: oneOf(['button', 'checkbox'], 'Choose a Messenger button or a Messenger checkbox.'),
  buttonSize: oneOf(BUTTON_SIZES, 'Choose a button size: s, m or l (standard, large or xlarge for a checkbox).'),
  buttonBackground: colour,
  optInButtonText: shortText,
  ctaText: shortText,
  smsButtonText: shortText,
  skin: oneOf(['light', 'dark', 'brand'], 'Choose the light, the dark or the brand-colour skin.'),
  accent: colour,
  offer: fields({ label: shortText }),
  twoStep: fields({ yesText: shortText }),
  checkboxPosition: oneOf(['side', 'bottom'], 'Choose beside or below the text for the checkbox.'),
  prechecked: flag,
  colors: colours(MAIN_COLOR_KEYS),
  ...MEDIA_FIELDS,
  overlay: fields({ enabled: flag, overlayColor: colour }),
  backgroundImage: fields({ img_big: pictureUrl }),
  opacity: numberIn(OPACITY_MIN, OPACITY_MAX, 'Enter an opacity from 0 to 100 %.'),
  barPlacement: oneOf(['top', 'bottom'], 'Choose top or bottom.'),
  allowHide: flag,
  pushPage: flag,
  stickWithScroll: flag,
  slideInPlacement: oneOf(SLIDE_IN_PLACEMENTS, 'Choose where the slide-in sits: left or right, at the top, in the middle or at the bottom.'),
  width,
  fitContainer: flag,
  whenDisplay: trigger,
  popupMessageWhenDisplay: trigger,
  showAgain: repeat,
  showAgainIfClosed: repeat,
  sms_keyword: text(SMS_TEXT_MAX_LENGTH),
};

const SUBMITTED: Fields = {
  title: shortText,
  desc: longText,
  ctaText: shortText,
  action: oneOf(['message', 'redirect', 'nothing'], 'Choose what happens after a visitor subscribes: a message, a redirect or nothing.'),
  redirect: flag,
  // redirectUrl: whether it must be a usable address depends on the action, so redirectRule checks it.
  redirectTarget: oneOf(['same', 'new'], 'Choose the same window or a new tab.'),
  colors: colours(MAIN_COLOR_KEYS),
  nextStep,
  ...MEDIA_FIELDS,
};

/** data.actions.sequence (optInRouting.ts): an id, a number or text of up to 64 characters. */
const sequence: Check = (value, path, report) => {
  if (isUnset(value) || (typeof value === 'number' && Number.isFinite(value))) return;
  if (typeof value !== 'string' || value.trim().length > ID_MAX_LENGTH) report(path, `Enter the sequence’s id: a number, or text of up to ${ID_MAX_LENGTH} characters.`);
};

const keywordList = textList({
  maxItems: MAX_KEYWORDS,
  maxLength: MAX_KEYWORD_LENGTH,
  noun: 'keyword',
  listMessage: 'Enter the keywords as a list, or as one text with commas between them.',
});

/** data.actions.opt_in_keywords (optInRouting.ts): a list, or one comma-separated text. Dropped words would route subscribers wrongly. */
const keywords: Check = (value, path, report) => {
  if (typeof value !== 'string') return keywordList(value, path, report);
  const words = value.split(',').map((word) => word.trim()).filter((word) => word !== '');
  if (words.length > MAX_KEYWORDS) report(path, `Use ${MAX_KEYWORDS} keywords or fewer (there are ${words.length}).`);
  if (words.some((word) => word.length > MAX_KEYWORD_LENGTH)) report(path, `Keep each keyword to ${MAX_KEYWORD_LENGTH} characters or fewer.`);
};

const ACTIONS: Fields = {
  sequence,
  opt_in_text: text(SMS_TEXT_MAX_LENGTH),
  opt_in_keywords: keywords,
};

/** data.setup.ref (frame-app/rules/configuredPayload.ts): what the platform refuses is stripped or cut, with only a console warning. */
const ref: Check = (value, path, report) => {
  if (isUnset(value)) return;
  if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) return report(path, 'Enter the reference as text.');
  const written = String(value);
  if (stripPayload(written).changed) report(path, 'Use only letters, digits and + / = - . _ (anything else is removed).');
  else if (written.length > REF_MAX_LENGTH) report(path, `Keep the reference to ${REF_MAX_LENGTH} characters or fewer (it has ${written.length}).`);
};

const urlList = textList({
  maxItems: URL_LIST_MAX_ENTRIES,
  maxLength: URL_MAX_LENGTH,
  noun: 'page address',
  listMessage: 'Enter a list of page addresses.',
});

/** SPEC §3 hideOnMobile: true (the legacy "hide on mobile"), 'desktop' or 'mobile'; false is "every device". */
const hideOnMobile: Check = (value, path, report) => {
  if (isUnset(value) || typeof value === 'boolean' || value === 'desktop' || value === 'mobile') return;
  report(path, 'Choose every device, desktop only or mobile only.');
};

const SETUP: Fields = {
  ref,
  /** SMS double opt-in (bridge-protocol/doubleOptIn.ts): a new subscriber confirms by reply or link. */
  double_opt_in: flag,
  ref_payload_field_id: id(ID_MAX_LENGTH),
  urlBlacklist: urlList,
  urlWhitelist: urlList,
  hideOnMobile,
  triggerEvent,
  schedule,
  pixelId: id(ID_MAX_LENGTH),
  desktopFirstSeen: firstSeen,
  mobileFirstSeen: firstSeen,
  minimized: oneOf(['default', 'opened', 'minimized', 'hidden'], 'Choose how the chat starts: default, opened, minimized or hidden.'),
  dialogDelay: numberIn(0, Number.MAX_SAFE_INTEGER, 'Enter a number of seconds, 0 or more.'),
  colors: colours(['theme']),
  loggedInGreeting: shortText,
  loggedOutGreeting: shortText,
  /** The customer chat greeting's sender (issue 49): the business's picture, and how soon it replies ('' or none: no line). */
  avatarUrl: pictureUrl,
  replyTime: (value, path, report) => {
    if (value !== '') oneOf(REPLY_TIMES, 'Choose how soon you reply: minutes, hour, hours or day (or no line).')(value, path, report);
  },
  buttonSize: MAIN.buttonSize as Check,
  skin: oneOf(['light', 'dark'], 'Choose the light or the dark skin.'),
};

const APPEARANCE: Fields = {
  greeting_headline: shortText,
  greeting_text: longText,
  popup_message: shortText,
  colors: colours(['main', 'theme']),
};

const CHANNEL_FIELDS: Fields = {
  enable_facebook: flag,
  enable_whatsapp: flag,
  enable_sms: flag,
  enable_email: flag,
  // email_to and whatsapp_id depend on their channel being on: checked in channelRules below.
  whatsapp_code: digits('Enter the country code as digits, such as 1 or 44.', true),
  whatsapp_number: digits('Enter the number as digits only, without spaces or signs.'),
  whatsapp_prefill: shortText,
};

const DATA: Fields = {
  main: fields(MAIN),
  submitted: fields(SUBMITTED),
  actions: fields(ACTIONS),
  setup: fields(SETUP),
  appearance: fields(APPEARANCE),
  channels: fields(CHANNEL_FIELDS),
};

const section = (data: Record<string, unknown>, key: string): Record<string, unknown> | null => {
  const value = hasOwn(data, key) ? data[key] : undefined;
  return isPlainObject(value) ? value : null;
};

/**
 * SPEC §4 after-submit: an overlay redirects on action `redirect`, an inline kind also on the legacy
 * `redirect: true`. Without a usable address the frame shows the success view instead, so the site
 * owner's redirect silently never happens.
 */
function redirectRule(submitted: Record<string, unknown>, report: Report): void {
  const path = 'data.submitted.redirectUrl';
  if (submitted.action !== 'redirect' && submitted.redirect !== true) return text(URL_MAX_LENGTH)(submitted.redirectUrl, path, report);
  const problem = redirectProblem(submitted.redirectUrl);
  if (problem !== null) report(path, problem);
}

/**
 * SPEC §2: an omnichat channel shows only when enabled AND configured. An enabled channel with an
 * unusable address vanishes from the panel without a word, so it is reported; an address typed for a
 * channel that is off is checked only when it is there.
 */
function channelRules(channels: Record<string, unknown>, report: Report): void {
  const rules = [
    ['enable_email', 'email_to', emailProblem, 'Enter the email address visitors write to, or turn email off.'],
    ['enable_whatsapp', 'whatsapp_id', phoneProblem, 'Enter the WhatsApp number visitors message, or turn WhatsApp off.'],
  ] as const;
  for (const [enabled, field, problemOf, missing] of rules) {
    const value = hasOwn(channels, field) ? channels[field] : undefined;
    const empty = isUnset(value) || (typeof value === 'string' && value.trim() === '');
    const path = `data.channels.${field}`;
    if (empty) {
      if (channels[enabled] === true) report(path, missing);
      continue;
    }
    const problem = problemOf(value);
    if (problem !== null) report(path, problem);
  }
}

/** "A bar has no layout on this channel": each type in a sentence, from the catalogue. */
const KIND_WORDS: ReadonlyMap<string, string> = new Map<string, string>(WIDGET_CATALOGUE.map((kind) => [kind.type, kind.typeWords] as const));
const FAMILY_WORDS: Readonly<Record<ChannelFamily, string>> = { messenger: 'Messenger (fb)', sms: 'SMS (sms)', omni: 'omnichat (omni)' };
const KNOWN_TYPES = [...Object.keys(WIDGET_KINDS), ...CONFIG_ONLY_WIDGET_TYPES];

/** The key the value sits under: the SPEC name, else its alias (SPEC §3 "widget_id (also id)"). */
function envelopeKey(widget: Record<string, unknown>, name: string, alias: string): string {
  return !hasOwn(widget, name) && hasOwn(widget, alias) ? alias : name;
}

/** widget_id, widget_type and channel: what the loader needs before it builds anything (config.ts). */
function envelopeRules(widget: Record<string, unknown>, report: Report): void {
  const idKey = envelopeKey(widget, 'widget_id', 'id');
  const widgetId = widget[idKey];
  const idOk = (typeof widgetId === 'number' && Number.isFinite(widgetId)) || (typeof widgetId === 'string' && widgetId !== '' && widgetId.length <= ID_MAX_LENGTH);
  if (!idOk) report(idKey, `The widget needs an id: a number, or text of up to ${ID_MAX_LENGTH} characters.`);

  const typeKey = envelopeKey(widget, 'widget_type', 'type');
  const type = widget[typeKey];
  if (typeof type !== 'string' || type === '') return report(typeKey, 'Choose the widget’s type.');
  if (!KNOWN_TYPES.includes(type)) return report(typeKey, `“${type}” is not a widget type. Choose one of: ${KNOWN_TYPES.join(', ')}.`);

  const channel = widget.channel;
  if (!isUnset(channel) && !(typeof channel === 'string' && (CHANNELS as readonly string[]).includes(channel))) {
    return report('channel', `“${String(channel)}” is not a channel: choose fb (Messenger), sms or omni, or leave it empty for Messenger.`);
  }
  if (classifyWidget(type, isUnset(channel) ? undefined : String(channel)) === 'no-layout') {
    const families = WIDGET_KINDS[type as keyof typeof WIDGET_KINDS].channels.map((family) => FAMILY_WORDS[family]);
    report('channel', `${KIND_WORDS.get(type) ?? type} has no layout on this channel: choose ${families.join(' or ')}.`);
  }
}

/**
 * The growth settings (issue 47): the audience's rules (audience.ts); a split test (experiment.ts), its
 * shape, then each arm's changes checked as the widget's own fields are, since they are merged over them.
 */
function growthRules(data: Record<string, unknown>, report: Report): void {
  const setup = section(data, 'setup');
  const audience = setup && hasOwn(setup, 'audience') ? setup.audience : undefined;
  const who = audience === undefined ? null : audienceProblem(audience, 'data.setup.audience');
  if (who !== null) report(who.path, who.message);
  const experiment = hasOwn(data, 'experiment') ? data.experiment : undefined;
  if (experiment === undefined) return;
  const problem = experimentProblem(experiment, 'data.experiment');
  if (problem !== null) return report(problem.path, problem.message);
  (experiment as Experiment).arms.forEach((arm, i) => {
    if (arm.data) fields(DATA)(arm.data, `data.experiment.arms[${i}].data`, report);
  });
}

/** Every problem of one widget, in the order of its fields; an empty list when it can be saved. */
export function widgetProblems(widget: unknown): WidgetProblem[] {
  const problems: WidgetProblem[] = [];
  const report: Report = (path, message) => {
    problems.push({ path, message });
  };
  if (!isPlainObject(widget)) {
    report('', 'A widget is a set of fields (a JSON object).');
    return problems;
  }
  envelopeRules(widget, report);
  shortText(widget.name, 'name', report);
  text(SMS_TEXT_MAX_LENGTH)(widget.sms_keyword, 'sms_keyword', report);

  const data = widget.data;
  if (isUnset(data)) return problems;
  if (!isPlainObject(data)) {
    report('data', 'This must be a set of fields (a JSON object), not a single value.');
    return problems;
  }
  fields(DATA)(data, 'data', report);
  growthRules(data, report);
  const submitted = section(data, 'submitted');
  if (submitted !== null) redirectRule(submitted, report);
  const channels = section(data, 'channels');
  if (channels !== null) channelRules(channels, report);
  const main = section(data, 'main');
  if (main?.skin === 'brand' && widget[envelopeKey(widget, 'widget_type', 'type')] !== 'page_takeover') {
    // Only the takeover draws its surface in the accent (frame-app/widgets/PageTakeover.tsx); elsewhere it would read as light.
    report('data.main.skin', 'The brand-colour skin is for page takeovers: choose light or dark.');
  }
  return problems;
}
