// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDialogFocus, isDialogPlacement, type DialogFocus } from '../../../loader/frames/dialogFocus';

describe('dialog focus for modal and takeover frames', () => {
  // Each test's controller is disposed after it: its listeners and its pending focus check go with it.
  const controllers: DialogFocus[] = [];
  const created = (iframe: HTMLIFrameElement): DialogFocus => {
    const focus = createDialogFocus(iframe);
    controllers.push(focus);
    return focus;
  };
  afterEach(() => {
    for (const focus of controllers.splice(0)) focus.dispose();
    vi.useRealTimers();
  });

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
    const focus = created(iframe);
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
    const focus = created(iframe);
    opener.focus();
    // The frame focused its own control first: the iframe is already the host's active element.
    iframe.focus();
    expect(document.activeElement).toBe(iframe);
    focus.opened();
    focus.closed();
    expect(document.activeElement).toBe(opener);
  });

  it('does not steal focus back when the visitor has moved on', () => {
    document.body.replaceChildren();
    const [opener, elsewhere] = [document.createElement('button'), document.createElement('input')];
    const iframe = document.createElement('iframe');
    document.body.append(opener, elsewhere, iframe);
    opener.focus();
    const focus = created(iframe);
    focus.opened();
    elsewhere.focus();
    focus.closed();
    expect(document.activeElement).toBe(elsewhere);
  });

  it('dispose cancels the focus check a focusout scheduled: a disposed controller does nothing more', () => {
    vi.useFakeTimers();
    document.body.replaceChildren();
    const [button, iframe] = [document.createElement('button'), document.createElement('iframe')];
    document.body.append(button, iframe);
    button.focus();
    const focus = created(iframe);
    button.blur();
    expect(vi.getTimerCount()).toBe(1);
    focus.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
