/**
 * How the omnichat bubble lays itself out (SPEC §2 "Omnichat bubble", §3 data.appearance, §9). The
 * frame is sized by its content, not by the host's viewport, so CSS media queries inside it would read
 * the iframe's own width: the breakpoints are decided here from the host viewport's width instead.
 *
 * - above 768 px (desktop): the 66 px bubble; the panel is the 430 px popup card above it;
 * - 577–768 px: the 60 px bubble, the same card;
 * - 576 px and below: the panel is a sheet along the bottom of the screen over a backdrop, with a close
 *   icon (SPEC's "mobile close icon"); the card would leave a few pixels of page on either side;
 * - 512 px and below: the sheet's spacing and type tighten so four channels fit a short phone screen.
 */
import { ownValue } from '../../bridge-protocol/ownValue';
import { BUBBLE_COLOR, DESKTOP_MIN_WIDTH } from './bubbleGeometry';
import { DEFAULT_POPUP_MESSAGE } from './customerChat';
import { displayText } from './displayText';
import { parseHexColor } from './overlayTextTone';
import { readableSurface } from './readableColor';
const OMNICHAT_SHEET_MAX_WIDTH = 576;
const OMNICHAT_COMPACT_MAX_WIDTH = 512;
/** SPEC §9 "popup card 430px". */
const POPUP_CARD_WIDTH = 430;

export const DEFAULT_GREETING_HEADLINE = 'How can we help you?';
export const DEFAULT_GREETING_TEXT = 'Talk to us on your favorite messaging app.';
/** SPEC §2 popup message default (the same words as the customer-chat bubble's). */
export const DEFAULT_OMNICHAT_POPUP_MESSAGE = DEFAULT_POPUP_MESSAGE;

export type OmnichatLayout = 'desktop' | 'tablet' | 'sheet' | 'compactSheet';

export function omnichatLayout(viewportWidth: number): OmnichatLayout {
  if (viewportWidth > DESKTOP_MIN_WIDTH) return 'desktop';
  if (viewportWidth > OMNICHAT_SHEET_MAX_WIDTH) return 'tablet';
  return viewportWidth > OMNICHAT_COMPACT_MAX_WIDTH ? 'sheet' : 'compactSheet';
}

export const isSheetLayout = (layout: OmnichatLayout): boolean => layout === 'sheet' || layout === 'compactSheet';

/** The popup card's width: 430 px, narrower only when the viewport cannot hold it with its 20 px offsets. */
export function popupCardWidth(viewportWidth: number, offset: number): number {
  return Math.max(0, Math.min(POPUP_CARD_WIDTH, Math.floor(viewportWidth) - 2 * offset));
}

/** A field of a configuration section, read as an own property (hostile configurations). */
function own(section: unknown, field: string): unknown {
  return section !== null && typeof section === 'object' ? ownValue(section as Record<string, unknown>, field) : undefined;
}

function configuredText(value: unknown): string | null {
  const text = displayText(value).trim();
  return text === '' ? null : text;
}

export function greetingHeadline(appearance: unknown): string {
  return configuredText(own(appearance, 'greeting_headline')) ?? DEFAULT_GREETING_HEADLINE;
}

export function greetingText(appearance: unknown): string {
  return configuredText(own(appearance, 'greeting_text')) ?? DEFAULT_GREETING_TEXT;
}

/**
 * The popup message's text. SPEC gives it only a default; an operator's text is read from
 * data.appearance.popup_message, named like the appearance's other texts.
 */
export function popupMessage(appearance: unknown): string {
  return configuredText(own(appearance, 'popup_message')) ?? DEFAULT_OMNICHAT_POPUP_MESSAGE;
}

/**
 * The bubble's and the panel header's own colour: data.appearance.colors (`main`, or `theme` as
 * data.setup.colors has it), else data.setup.colors.theme; null when the widget has none, and the page's
 * accent stands in (parts/chatColors.ts, issue 49; without one #0084FF). Only a hex colour is taken: it
 * also decides the text tone on it (headerColors), which an arbitrary CSS value could not.
 */
export function omnichatColor(appearance: unknown, setup: unknown): string | null {
  const colors = own(appearance, 'colors');
  for (const value of [own(colors, 'main'), own(colors, 'theme'), own(own(setup, 'colors'), 'theme')]) {
    if (typeof value === 'string' && parseHexColor(value) !== null) return value.trim();
  }
  return null;
}

/**
 * The panel header's surface and text, at WCAG AA for its small greeting text (rules/readableColor.ts:
 * #0084FF becomes #0070D9 under white text). The bubble keeps the exact colour: it carries only an icon,
 * for which 3:1 is enough.
 */
export function headerColors(color: string): { background: string; text: 'white' | 'dark' } {
  return readableSurface(color) ?? { background: BUBBLE_COLOR, text: 'white' };
}
