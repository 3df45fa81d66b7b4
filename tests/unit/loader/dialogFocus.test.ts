// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createDialogFocus, isDialogPlacement } from '../../../loader/frames/dialogFocus';

describe('dialog focus for modal and takeover frames', () => {
  it('applies to modal and takeover only', () => {
    expect(isDialogPlacement({ kind: 'modal' })).toBe(true);
    expect(isDialogPlacement({ kind: 'takeover' })).toBe(true);
    expect(isDialogPlacement({ kind: 'bar', position: 'top' })).toBe(false);
    expect(isDialogPlacement(undefined)).toBe(false);
  });

  it('moves focus into the frame on open and back to the host element on close', () => {
    document.body.replaceChildren();
    const button = document.createElement('button');
    const iframe = document.createElement('iframe');
    document.body.append(button, iframe);
    button.focus();
    const focus = createDialogFocus(iframe);
    focus.opened();
    expect(document.activeElement).toBe(iframe);
    focus.closed();
    expect(document.activeElement).toBe(button);
  });

  it('returns focus to the host element the frame took it from before the host showed the iframe', () => {
    document.body.replaceChildren();
    const opener = document.createElement('button');
    const iframe = document.createElement('iframe');
    document.body.append(opener, iframe);
    const focus = createDialogFocus(iframe);
    opener.focus();
    // The frame focused its own control first: the iframe is already the host's active element.
    iframe.focus();
    expect(document.activeElement).toBe(iframe);
    focus.opened();
    focus.closed();
    expect(document.activeElement).toBe(opener);
    focus.dispose();
  });

  it('does not steal focus back when the visitor has moved on', () => {
    document.body.replaceChildren();
    const [opener, elsewhere] = [document.createElement('button'), document.createElement('input')];
    const iframe = document.createElement('iframe');
    document.body.append(opener, elsewhere, iframe);
    opener.focus();
    const focus = createDialogFocus(iframe);
    focus.opened();
    elsewhere.focus();
    focus.closed();
    expect(document.activeElement).toBe(elsewhere);
  });
});
