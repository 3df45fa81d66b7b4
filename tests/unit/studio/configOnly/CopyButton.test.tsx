// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_FEEDBACK_MS } from '../../../../studio/configOnly/CopyButton';
import { CopyableOutput } from '../../../../studio/configOnly/CopyableOutput';
import { buttonByText, mountEachTest, press } from '../controls/helpers';

const mount = mountEachTest();
const LINK = 'https://m.me/1234567890?ref=w301.static.link.bio';
const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  if (original) Object.defineProperty(navigator, 'clipboard', original);
});

function render() {
  act(() => mount.root.render(<CopyableOutput label="m.me link" value={LINK} what="Link" />));
  return { input: mount.container.querySelector('input')!, status: () => mount.container.querySelector('[role="status"]')! };
}

/** Lets the clipboard promise settle inside act. */
const settle = () => act(async () => {});

describe('CopyableOutput and CopyButton', () => {
  it('shows the text read-only under its label', () => {
    const { input } = render();
    expect(input.readOnly).toBe(true);
    expect(input.value).toBe(LINK);
    expect(mount.container.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('m.me link');
  });

  it('copies with the Clipboard API, reads "Copied" and says so politely, then goes back to "Copy"', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    const { status } = render();
    press(buttonByText(mount.container, 'Copy'));
    await settle();
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(buttonByText(mount.container, 'Copied')).toBeDefined();
    expect(status().textContent).toBe('Link copied to the clipboard');
    expect(status().className).toContain('sr-only');
    act(() => vi.advanceTimersByTime(COPIED_FEEDBACK_MS));
    expect(buttonByText(mount.container, 'Copy')).toBeDefined();
    expect(status().textContent).toBe('');
  });

  it('refused by the browser: selects the text in its field and says to press the keys', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) });
    const { input, status } = render();
    press(buttonByText(mount.container, 'Copy'));
    await settle();
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, LINK.length]);
    expect(status().textContent).toMatch(/^Link selected: press (Ctrl\+C|⌘C) to copy it$/);
    expect(status().className).not.toContain('sr-only');
    expect(buttonByText(mount.container, 'Copied')).toBeUndefined();
  });

  it('without a Clipboard API at all: the same fallback', async () => {
    setClipboard(undefined);
    const { input, status } = render();
    press(buttonByText(mount.container, 'Copy'));
    await settle();
    expect(document.activeElement).toBe(input);
    expect(status().textContent).toMatch(/selected/);
  });
});
