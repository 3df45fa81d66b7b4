/**
 * The numbers a widget's configuration must stay within: the save check (widgetSchema.ts) refuses
 * anything outside them, and the studio's form gives its inputs the same bounds, so a value typed in
 * the form is never refused by the server. Where SPEC names a number it is used; where it is silent the
 * reason is given.
 */
import { EDITOR_VALUE_MAX_LENGTH } from '../messages';
import { MAX_PAYLOAD_LENGTH } from '../referenceValue';

/** Titles, button texts, greetings and names: one line a visitor reads at a glance. */
export const SHORT_TEXT_MAX_LENGTH = 500;
/** Descriptions: the longest text editing mode sends (messages.ts), so an edit in the preview always fits. */
export const LONG_TEXT_MAX_LENGTH = EDITOR_VALUE_MAX_LENGTH;
/** opt_in_text and sms_keyword end up in the body of one text message (160 characters). */
export const SMS_TEXT_MAX_LENGTH = 160;
/** widget ids, pixel ids, subscriber field ids, sequences: the limit the page and API schemas use. */
export const ID_MAX_LENGTH = 64;
/** data.setup.ref is cut to the reference value's payload length (referenceValue.ts). */
export const REF_MAX_LENGTH = MAX_PAYLOAD_LENGTH;

/** Redirects, pictures, video links and route entries: longer addresses are not portable across browsers. */
export const URL_MAX_LENGTH = 2048;
/** urlWhitelist / urlBlacklist entries: each is matched against every page view, so the list stays short. */
export const URL_LIST_MAX_ENTRIES = 100;

/** whenDisplay scroll: a percentage of the page's scrollable height. */
export const SCROLL_PERCENT_MIN = 0;
export const SCROLL_PERCENT_MAX = 100;
/**
 * whenDisplay seconds: the loader reports time spent at SPEC §9's schedule 5, 10, 30, 60, 120 s and then
 * stops (loader/signals/secondsSpent.ts), so a trigger above 120 s would never open the widget.
 */
export const TRIGGER_SECONDS_MAX = 120;

/** showAgain / showAgainIfClosed: N seconds, hours or days, N a whole number from 1. */
export const REPEAT_VALUE_MIN = 1;

/** data.main.width in px: SPEC §9's minimum embed width (a narrower value is widened to it anyway). */
export const WIDTH_PX_MIN = 280;
/** Wider than any screen the widget is drawn on; beyond it a typo (35000 for 350) is the likelier reading. */
export const WIDTH_PX_MAX = 4000;
export const WIDTH_PERCENT_MIN = 1;
export const WIDTH_PERCENT_MAX = 100;

/** data.main.opacity: a percentage (SPEC §9 default 50). */
export const OPACITY_MIN = 0;
export const OPACITY_MAX = 100;

/** A phone number with its country code has at most 15 digits (E.164); fewer than 6 is no number. */
export const PHONE_DIGITS_MIN = 6;
export const PHONE_DIGITS_MAX = 15;

/** The longest named trigger event (SPEC §4 manual open, `data.setup.triggerEvent`). */
export const TRIGGER_EVENT_MAX_LENGTH = 64;
