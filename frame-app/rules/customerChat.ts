/**
 * Pure decisions of the `customer_chat` bubble (SPEC §3 data.setup, §9). Meta shut the Customer Chat
 * plugin down in May 2024, so the frame draws its own bubble; these rules keep the plugin's documented
 * semantics of `minimized`, `dialogDelay` and the greetings so existing configurations behave as before.
 */
import { replyTimeText } from '../../bridge-protocol/replyTime';
import { isDesktopWidth } from './bubbleGeometry';
import { cssImageUrl } from './cssImageUrl';

// The breakpoint lives with the bubble geometry (placement reads it without this module).
export { isDesktopWidth } from './bubbleGeometry';

/** SPEC §3 `setup.minimized`. */
export type MinimizedMode = 'opened' | 'hidden' | 'minimized' | 'default';

/** What the bubble shows first. `dialogAfterDelay`: minimized until `dialogDelay` has passed. */
export type ChatStartState = 'hidden' | 'minimized' | 'dialogOpen' | 'dialogAfterDelay';


/** The plugin's own fallback greeting, shown when the operator configured none. */
export const DEFAULT_GREETING = 'Hi! How can we help you?';
/** SPEC §2 popup message default. */
export const DEFAULT_POPUP_MESSAGE = 'Need a help? Just message us!';

/**
 * setTimeout overflows above 2^31 - 1 ms and would fire at once; a delay that long (about 24.8 days)
 * means "not during this visit" anyway, so it is clamped rather than refused.
 */
export const MAX_DIALOG_DELAY_MS = 2_147_483_647;

const MODES: ReadonlySet<string> = new Set(['opened', 'hidden', 'minimized', 'default']);

export function minimizedMode(value: unknown): MinimizedMode {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  // Anything unknown is the plugin's default behaviour, the one an operator who set nothing expects.
  return MODES.has(text) ? (text as MinimizedMode) : 'default';
}

/** `setup.dialogDelay` in seconds (number or numeric string) → milliseconds; missing or invalid is 0. */
export function dialogDelayMs(value: unknown): number {
  const seconds = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.min(Math.round(seconds * 1000), MAX_DIALOG_DELAY_MS);
}

/**
 * The plugin's semantics: 'opened' shows the greeting at once, 'minimized' only the bubble, 'hidden'
 * nothing; 'default' opens the greeting on desktop (after the delay) and stays minimized on mobile,
 * where an unasked-for card would cover a large part of a small screen.
 */
export function initialChatState(mode: MinimizedMode, isDesktop: boolean): ChatStartState {
  switch (mode) {
    case 'opened':
      return 'dialogOpen';
    case 'hidden':
      return 'hidden';
    case 'minimized':
      return 'minimized';
    case 'default':
      return isDesktop ? 'dialogAfterDelay' : 'minimized';
  }
}

/** A widget's `data.setup`; only the two greetings are read, the other fields are ignored. */
export interface GreetingSettings {
  loggedOutGreeting?: unknown;
  loggedInGreeting?: unknown;
  [field: string]: unknown;
}

function configuredText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * Without the plugin we cannot know whether the visitor is logged in to Facebook, so the logged-out
 * greeting (written for anyone) comes first; the logged-in one is the next best configured text.
 */
export function configuredGreeting(setup: GreetingSettings): string | null {
  return configuredText(setup.loggedOutGreeting) ?? configuredText(setup.loggedInGreeting);
}

export function greetingText(setup: GreetingSettings): string {
  return configuredGreeting(setup) ?? DEFAULT_GREETING;
}

/** SPEC §3 has no popup-text field: the operator's greeting speaks for them, else SPEC §2's default. */
export function popupMessageText(setup: GreetingSettings): string {
  return configuredGreeting(setup) ?? DEFAULT_POPUP_MESSAGE;
}

/** Who greets the visitor (issue 49): the business, as the greeting's header shows it. */
export interface ChatSender {
  /** The business's name (the page's `page_name`). */
  name: string;
  /** `data.setup.avatarUrl` as an http(s) picture; null: the initial in a circle stands in. */
  avatarUrl: string | null;
  /** The name's first letter, upper-cased, for the circle without a picture. */
  initial: string;
  /** The reply-time line (bridge-protocol/replyTime.ts); null when the owner chose none. */
  replyTime: string | null;
}

/**
 * The greeting's sender, or null without a business name: a picture or a reply time with no name beside
 * them says nothing about who answers, so the greeting then stays the plain card it was.
 */
export function chatSender(setup: GreetingSettings, pageName: string | null): ChatSender | null {
  const name = configuredText(pageName);
  if (name === null) return null;
  // The first character as the visitor reads it (a surrogate pair or an accented capital stays whole).
  const initial = (Array.from(name)[0] ?? '').toLocaleUpperCase();
  return { name, avatarUrl: cssImageUrl(setup.avatarUrl), initial, replyTime: replyTimeText(setup.replyTime) };
}
