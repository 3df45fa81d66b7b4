// @vitest-environment happy-dom
/**
 * The focus trap's initial focus: a dialog that opens takes focus (its container or its first control),
 * except in editing mode ('none'), where a preview that opens or reboots must leave the studio's focus
 * where the owner has it; Tab still stays inside once focus is there.
 */
import { act, useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { focusableIn, useFocusTrap } from '../../../frame-app/parts/useFocusTrap';
import { mountEachTest } from './reactMount';

function Dialog({ initialFocus }: { initialFocus: 'first' | 'container' | 'none' }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true, undefined, initialFocus);
  return (
    <div ref={ref} tabIndex={-1} data-testid="dialog">
      <button type="button">First</button>
      <button type="button">Last</button>
    </div>
  );
}

describe('useFocusTrap initial focus', () => {
  const mount = mountEachTest();
  const render = (initialFocus: 'first' | 'container' | 'none') => {
    const outside = document.createElement('input');
    document.body.appendChild(outside);
    outside.focus();
    act(() => mount.root.render(<Dialog initialFocus={initialFocus} />));
    return outside;
  };

  it("'container' focuses the dialog itself, 'first' its first control", () => {
    const outside = render('container');
    expect(document.activeElement?.getAttribute('data-testid')).toBe('dialog');
    outside.remove();
    act(() => mount.root.render(<></>));
    const again = render('first');
    expect(document.activeElement?.textContent).toBe('First');
    again.remove();
  });

  it("'none' (editing mode) leaves focus where it was, and a window focus does not take it either", () => {
    const outside = render('none');
    expect(document.activeElement).toBe(outside);
    act(() => window.dispatchEvent(new Event('focus')));
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });
});

describe('focusableIn', () => {
  it('leaves out controls Tab cannot reach: inside an inert or aria-hidden subtree, or hidden by visibility', () => {
    const container = document.createElement('div');
    const hiddenLink = document.createElement('a');
    hiddenLink.href = 'https://m.me/1';
    hiddenLink.style.visibility = 'hidden';
    const inertLayer = document.createElement('div');
    inertLayer.setAttribute('inert', '');
    inertLayer.appendChild(document.createElement('button'));
    const ariaHidden = document.createElement('div');
    ariaHidden.setAttribute('aria-hidden', 'true');
    ariaHidden.appendChild(document.createElement('button'));
    const reachable = document.createElement('button');
    reachable.textContent = 'Send to Messenger';
    container.append(hiddenLink, inertLayer, ariaHidden, reachable);
    document.body.appendChild(container);
    expect(focusableIn(container)).toEqual([reachable]);
    container.remove();
  });
});
