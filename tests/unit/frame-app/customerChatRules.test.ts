import { describe, expect, it } from 'vitest';
import {
  configuredGreeting,
  DEFAULT_GREETING,
  DEFAULT_POPUP_MESSAGE,
  dialogDelayMs,
  greetingText,
  initialChatState,
  isDesktopWidth,
  MAX_DIALOG_DELAY_MS,
  minimizedMode,
  popupMessageText,
} from '../../../frame-app/rules/customerChat';

describe('minimizedMode', () => {
  it('keeps the four SPEC values and treats anything else as default', () => {
    for (const mode of ['opened', 'hidden', 'minimized', 'default'] as const) expect(minimizedMode(mode)).toBe(mode);
    expect(minimizedMode(' Opened ')).toBe('opened');
    for (const other of [undefined, null, '', 'show', 1, true, {}]) expect(minimizedMode(other)).toBe('default');
  });
});

describe('isDesktopWidth', () => {
  it('is desktop only wider than 768 px (SPEC §9)', () => {
    expect(isDesktopWidth(768)).toBe(false);
    expect(isDesktopWidth(769)).toBe(true);
    expect(isDesktopWidth(0)).toBe(false);
  });
});

describe('dialogDelayMs', () => {
  it('reads seconds as a number or a numeric string', () => {
    expect(dialogDelayMs(3)).toBe(3000);
    expect(dialogDelayMs('5')).toBe(5000);
    expect(dialogDelayMs(' 1.5 ')).toBe(1500);
    expect(dialogDelayMs(0)).toBe(0);
  });

  it('is 0 when missing or invalid', () => {
    for (const value of [undefined, null, '', 'soon', '5s', '-3', -3, NaN, Infinity, {}, true]) expect(dialogDelayMs(value)).toBe(0);
  });

  it('clamps delays setTimeout cannot hold', () => {
    expect(dialogDelayMs(10 ** 9)).toBe(MAX_DIALOG_DELAY_MS);
  });
});

describe('initialChatState', () => {
  it('follows the plugin semantics of minimized', () => {
    expect(initialChatState('opened', false)).toBe('dialogOpen');
    expect(initialChatState('opened', true)).toBe('dialogOpen');
    expect(initialChatState('hidden', true)).toBe('hidden');
    expect(initialChatState('minimized', true)).toBe('minimized');
    expect(initialChatState('default', true)).toBe('dialogAfterDelay');
    expect(initialChatState('default', false)).toBe('minimized');
  });
});

describe('greeting and popup texts', () => {
  it('prefers the logged-out greeting, then the logged-in one', () => {
    expect(greetingText({ loggedOutGreeting: ' Hello ', loggedInGreeting: 'Welcome back' })).toBe('Hello');
    expect(greetingText({ loggedOutGreeting: '  ', loggedInGreeting: 'Welcome back' })).toBe('Welcome back');
    expect(greetingText({ loggedOutGreeting: 42 })).toBe(DEFAULT_GREETING);
    expect(configuredGreeting({})).toBeNull();
  });

  it('uses the configured greeting for the popup message, else the SPEC default', () => {
    expect(popupMessageText({ loggedInGreeting: 'Welcome back' })).toBe('Welcome back');
    expect(popupMessageText({})).toBe('Need a help? Just message us!');
    expect(DEFAULT_POPUP_MESSAGE).toBe('Need a help? Just message us!');
  });
});
