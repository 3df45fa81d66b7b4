/**
 * The checks widgetSchema.ts applies to one field of a widget's configuration. Unlike validate.ts's
 * schemas, which stop at the first mismatch and speak to developers, a check here reports every problem
 * it finds, at the path of the value that is wrong, in words for the site owner who typed it.
 *
 * Every check leaves `undefined` alone (the field is not set, so the kind's default applies). Most also
 * take `null` as "not set", because the frame does: it never overrides a default object, and a null text
 * shows nothing. Booleans are the exception: a null `allowHide` would override the default `true` and
 * silently take the close button away.
 *
 * Where the frame is lenient the check is too: a number typed as text ("30") works in the frame, so it
 * passes here. What the frame would refuse, ignore or quietly replace by a default is reported.
 */
import { redirectUrl } from '../redirectUrl';
import { readSchedule } from '../schedule';
import { sanitizeLink } from '../sanitizeLink';
import { isPlainObject } from '../validate';
import { isHexColour } from '../cssColor';
import { parseVideoLink } from '../videoSource';
import {
  PHONE_DIGITS_MAX,
  PHONE_DIGITS_MIN,
  REPEAT_VALUE_MIN,
  SCROLL_PERCENT_MAX,
  SCROLL_PERCENT_MIN,
  TRIGGER_EVENT_MAX_LENGTH,
  TRIGGER_SECONDS_MAX,
  URL_MAX_LENGTH,
} from './widgetLimits';

export type Report = (path: string, message: string) => void;
export type Check = (value: unknown, path: string, report: Report) => void;

export const isUnset = (value: unknown): boolean => value === undefined || value === null;

/** A finite number, or text that is one ("30"), as the frame's rules read them; else null. */
export function numeric(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

/** A whole number, or text that is one ("10", not "10s" nor 10.5): SPEC §4 "Timer triggers count only if their value parses as an integer". */
export function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) {
    const n = Number(value);
    return Number.isSafeInteger(n) ? n : null;
  }
  return null;
}

export const text =
  (maxLength: number): Check =>
  (value, path, report) => {
    if (isUnset(value)) return;
    if (typeof value !== 'string') return report(path, 'Enter this as text.');
    if (value.length > maxLength) report(path, `Keep this to ${maxLength} characters or fewer (it has ${value.length}).`);
  };

export const flag: Check = (value, path, report) => {
  if (value !== undefined && typeof value !== 'boolean') report(path, 'Turn this on or off (true or false).');
};

/** One of a list of words; `message` says the choices in the site owner's words. */
export const oneOf =
  (allowed: readonly string[], message: string): Check =>
  (value, path, report) => {
    if (!isUnset(value) && !(typeof value === 'string' && allowed.includes(value))) report(path, message);
  };

/** A number in a range, or text that is one; `integer` refuses fractions. */
export const numberIn =
  (min: number, max: number, message: string, integer = false): Check =>
  (value, path, report) => {
    if (isUnset(value)) return;
    const n = integer ? wholeNumber(value) : numeric(value);
    if (n === null || n < min || n > max) report(path, message);
  };

/** An id: text of up to `maxLength` characters, or a number (SPEC ids come as either). */
export const id =
  (maxLength: number): Check =>
  (value, path, report) => {
    if (isUnset(value) || (typeof value === 'number' && Number.isFinite(value))) return;
    if (typeof value !== 'string' || value.length > maxLength) report(path, `Enter an id: a number, or text of up to ${maxLength} characters.`);
  };

const TRIGGER_EVENT = new RegExp(`^[A-Za-z0-9][A-Za-z0-9_.:-]{0,${TRIGGER_EVENT_MAX_LENGTH - 1}}$`);

/**
 * A named trigger event, as a site owner writes it in `MC('trigger', …)` and `data-mc-trigger`: a letter
 * or digit, then letters, digits, `-`, `_`, `.` or `:`. Empty is "none".
 */
export const triggerEvent: Check = (value, path, report) => {
  if (isUnset(value) || value === '') return;
  if (typeof value !== 'string' || !TRIGGER_EVENT.test(value)) {
    report(path, `Name the event with letters, digits, -, _, . or : (up to ${TRIGGER_EVENT_MAX_LENGTH}), such as spring-sale.`);
  }
};

/** data.setup.schedule (bridge-protocol/schedule.ts): the generic date, date-time and time formats, weekdays and a real time zone. */
export const schedule: Check = (value, path, report) => {
  readSchedule(value, path, report);
};

/**
 * A colour as the studio's colour field writes it: #rgb, #rgba, #rrggbb or #rrggbbaa (the hex form of the
 * one colour rule, bridge-protocol/cssColor.ts, which the frame and the admin API apply). Empty is "not set".
 */
export const colour: Check = (value, path, report) => {
  if (isUnset(value) || value === '') return;
  if (!isHexColour(value)) report(path, 'Enter a colour as a hex code, such as #0084FF.');
};

/** Every key of a colours object that the widget reads; other keys are kept and not checked. */
export const colours =
  (keys: readonly string[]): Check =>
  (value, path, report) => {
    if (isUnset(value)) return;
    if (!isPlainObject(value)) return report(path, 'Enter the colours as a set of named hex codes.');
    for (const key of keys) colour(value[key], `${path}.${key}`, report);
  };

/**
 * The reference server's demo configurations name the demo site's origin `{{DEMO_ORIGIN}}` and the
 * provider's `{{WIDGET_ORIGIN}}` (their ports are known only at start; server/demo/configTemplate.ts
 * fills them in when serving). Stored pages keep the placeholders, so a save of such a page must not be
 * refused for them.
 */
const ORIGIN_PLACEHOLDERS = /\{\{(?:DEMO|WIDGET)_ORIGIN\}\}/g;

/** A picture the frame will draw: an absolute http(s) address after the SPEC §5 link rule (frame-app/rules/cssImageUrl.ts). */
export const pictureUrl: Check = (value, path, report) => {
  if (isUnset(value) || value === '') return;
  const message = 'Enter the picture’s web address, starting with https://.';
  if (typeof value !== 'string' || value.length > URL_MAX_LENGTH) return report(path, message);
  const link = sanitizeLink(value.replace(ORIGIN_PLACEHOLDERS, 'https://demo.invalid'));
  try {
    const url = new URL(link);
    if (link !== '#' && (url.protocol === 'https:' || url.protocol === 'http:')) return;
  } catch {
    // Not an absolute address: reported below.
  }
  report(path, message);
};

/** SPEC §5 "Video links must be from one of two supported video services" (videoSource.ts). */
export const videoLink: Check = (value, path, report) => {
  if (isUnset(value) || value === '') return;
  if (parseVideoLink(value) === null) report(path, 'Paste a YouTube or Vimeo video link, such as https://youtu.be/aqz-KE-bpKQ.');
};

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** Relative addresses resolve against the host page; any http(s) origin stands in for it here. */
const ANY_HOST_PAGE = 'https://host.invalid/';

/**
 * The after-submit redirect, as the loader will follow it (loader/frames/navigate.ts): the SPEC §4
 * prefix and §5 link rule (redirectUrl.ts), then it must resolve to http(s). An address with another
 * scheme (`mailto:`, `ftp:`) is refused outright rather than turned into a protocol-relative host.
 */
export function redirectProblem(value: unknown): string | null {
  if (isUnset(value) || (typeof value === 'string' && value.trim() === '')) return 'Enter the page to send visitors to after they subscribe.';
  const invalid = 'Enter a web address starting with https:// (or a path on your site, such as /thanks).';
  if (typeof value !== 'string' || value.length > URL_MAX_LENGTH) return invalid;
  const trimmed = value.trim();
  if (SCHEME.test(trimmed) && !/^https?:/i.test(trimmed)) return invalid;
  const safe = redirectUrl(trimmed);
  if (safe === null) return invalid;
  try {
    const { protocol } = new URL(safe, ANY_HOST_PAGE);
    return protocol === 'https:' || protocol === 'http:' ? null : invalid;
  } catch {
    return invalid;
  }
}

/**
 * SPEC §4 entrance triggers (frame-app/rules/entranceTrigger.ts): a value the frame cannot use never
 * opens the widget, which is the silent failure worth catching here.
 */
export const trigger: Check = (value, path, report) => {
  if (isUnset(value)) return;
  if (!isPlainObject(value)) return report(path, 'Choose when the widget appears.');
  const amount = value.value;
  switch (value.type) {
    case 'always':
    case 'exit':
      return;
    case 'scroll': {
      const n = numeric(amount);
      if (n === null || n < SCROLL_PERCENT_MIN || n > SCROLL_PERCENT_MAX) report(`${path}.value`, 'Enter a scroll depth from 0 to 100 %.');
      return;
    }
    case 'seconds': {
      const n = wholeNumber(amount);
      if (n === null || n < 0 || n > TRIGGER_SECONDS_MAX) report(`${path}.value`, `Enter a whole number of seconds from 0 to ${TRIGGER_SECONDS_MAX}.`);
      return;
    }
    case 'anchor': {
      const anchor = typeof amount === 'string' ? amount.trim().replace(/^#+/, '').trim() : '';
      if (anchor === '') report(`${path}.value`, 'Enter the id of an element on your page, such as newsletter.');
      else if (/\s/.test(anchor)) report(`${path}.value`, 'An element id has no spaces: enter it as it is written in id="…".');
      return;
    }
    default:
      report(`${path}.type`, 'Choose when the widget appears: at once, after scrolling, after some seconds, on exit intent or at an element.');
  }
};

/** SPEC §4 repeat display (frame-app/rules/repeatDisplay.ts): always, never, or N seconds, hours or days. */
export const repeat: Check = (value, path, report) => {
  if (isUnset(value)) return;
  if (!isPlainObject(value)) return report(path, 'Choose when the widget may show again.');
  switch (value.type) {
    case 'always':
    case 'never':
      return;
    case 'seconds':
    case 'hours':
    case 'days': {
      const n = wholeNumber(value.value);
      if (n === null || n < REPEAT_VALUE_MIN) report(`${path}.value`, `Enter a whole number of ${value.type}, ${REPEAT_VALUE_MIN} or more.`);
      return;
    }
    default:
      report(`${path}.type`, 'Choose always, never, or after a number of seconds, hours or days.');
  }
};

const FIRST_SEEN_WORDS = ['opened', 'hidden'];

/** setup.desktopFirstSeen / mobileFirstSeen in the shapes frame-app/rules/omnichatFirstSeen.ts reads. */
export const firstSeen: Check = (value, path, report) => {
  if (isUnset(value)) return;
  const delay = 'Enter a delay in seconds, 0 or more.';
  if (typeof value === 'string' && FIRST_SEEN_WORDS.includes(value.trim().toLowerCase())) return;
  if (typeof value === 'number' || typeof value === 'string') {
    const n = numeric(value);
    if (n === null || n < 0) report(path, delay);
    return;
  }
  if (!isPlainObject(value)) return report(path, 'Choose closed, open, or open after a delay.');
  const type = typeof value.type === 'string' ? value.type.trim().toLowerCase() : '';
  if (FIRST_SEEN_WORDS.includes(type)) return;
  if (type === 'delay' || type === 'seconds') {
    const n = numeric(value.value);
    if (!isUnset(value.value) && (n === null || n < 0)) report(`${path}.value`, delay);
    return;
  }
  report(`${path}.type`, 'Choose closed, open, or open after a delay.');
};

/** A list of text entries (urlWhitelist, opt_in_keywords), each checked, blanks and overflow reported. */
export const textList =
  (options: { maxItems: number; maxLength: number; noun: string; listMessage: string }): Check =>
  (value, path, report) => {
    if (isUnset(value)) return;
    if (!Array.isArray(value)) return report(path, options.listMessage);
    if (value.length > options.maxItems) report(path, `Keep this list to ${options.maxItems} entries or fewer (it has ${value.length}).`);
    value.forEach((entry, index) => {
      const at = `${path}[${index}]`;
      if (typeof entry !== 'string') report(at, `Enter this ${options.noun} as text.`);
      else if (entry.trim() === '') report(at, `Enter a ${options.noun}, or remove this line.`);
      else if (entry.length > options.maxLength) report(at, `Keep this to ${options.maxLength} characters or fewer (it has ${entry.length}).`);
    });
  };

/** One address: something@something.tld, no whitespace (the frame's own rule, frame-app/rules/omnichatChannels.ts, plus a dot). */
const EMAIL_RE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export function emailProblem(value: unknown): string | null {
  return typeof value === 'string' && value.length <= 254 && EMAIL_RE.test(value.trim()) ? null : 'Enter an email address, such as help@your-shop.com.';
}

/** A phone number as a person writes it: digits, spaces, +, -, dots and brackets; 6 to 15 digits. */
export function phoneProblem(value: unknown): string | null {
  const written = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof written !== 'string' || !/^[+\d\s().-]+$/.test(written.trim())) {
    return 'Enter a phone number with its country code, such as +1 555 010 9999.';
  }
  const digits = written.replace(/\D/g, '').length;
  return digits < PHONE_DIGITS_MIN || digits > PHONE_DIGITS_MAX
    ? `A phone number has ${PHONE_DIGITS_MIN} to ${PHONE_DIGITS_MAX} digits with its country code (this has ${digits}).`
    : null;
}

/** Digits only (data.channels.whatsapp_number; whatsapp_code may start with +), as text or a number. */
export const digits =
  (message: string, allowPlus = false): Check =>
  (value, path, report) => {
    if (isUnset(value) || value === '') return;
    const written = typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value;
    const pattern = allowPlus ? /^\+?\d+$/ : /^\d+$/;
    if (typeof written !== 'string' || !pattern.test(written.trim())) report(path, message);
  };

/**
 * A word the frame reads leniently (frame-app/rules/mediaPlacement.ts, pageTemplate.ts): case, spaces,
 * `_` and `-` do not matter. `accepted` holds the squashed spellings; anything else would silently fall
 * back to the default.
 */
export const lenientWord =
  (accepted: readonly string[], message: string): Check =>
  (value, path, report) => {
    if (isUnset(value)) return;
    if (typeof value !== 'string' || !accepted.includes(value.toLowerCase().replace(/[\s_-]/g, ''))) report(path, message);
  };
