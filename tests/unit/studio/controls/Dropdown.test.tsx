// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DROPDOWN_CLOSE_DELAY_MS } from '../../../../studio/rules/controlConstants';
import { Dropdown } from '../../../../studio/controls/Dropdown';
import { mountEachTest, press } from './helpers';

const mount = mountEachTest();
const ITEMS = [
  { id: 'edit', label: 'Edit' },
  { id: 'delete', label: 'Delete' },
];

function pointer(element: Element | null | undefined, type: 'pointerenter' | 'pointerleave' | 'pointerover' | 'pointerout') {
  act(() => {
    element?.dispatchEvent(new PointerEvent(type, { bubbles: type.endsWith('over') || type.endsWith('out'), pointerType: 'mouse' }));
  });
}
const hoverIn = (element: Element | null | undefined) => {
  pointer(element, 'pointerover');
  pointer(element, 'pointerenter');
};
const hoverOut = (element: Element | null | undefined) => {
  pointer(element, 'pointerout');
  pointer(element, 'pointerleave');
};

const trigger = () => mount.container.querySelector('button')!;
const menu = () => document.querySelector('[role="menu"]');

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function render(onAction = vi.fn()) {
  act(() => mount.root.render(<Dropdown label="Actions" items={ITEMS} onAction={onAction} />));
  return onAction;
}

describe('Dropdown', () => {
  it('opens on press and reports the chosen action', () => {
    const onAction = render();
    press(trigger());
    expect(menu()).not.toBeNull();
    press([...document.querySelectorAll('[role="menuitem"]')].find((item) => item.textContent === 'Delete'));
    expect(onAction).toHaveBeenCalledWith('delete');
  });

  it('opened by hover, it closes 300 ms after the pointer leaves, not before', () => {
    render();
    hoverIn(trigger());
    expect(menu()).not.toBeNull();
    hoverOut(trigger());
    act(() => vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 1));
    expect(menu()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(menu()).toBeNull();
  });

  it('stays open while the pointer crosses into the menu', () => {
    render();
    hoverIn(trigger());
    hoverOut(trigger());
    act(() => vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS / 2));
    hoverIn(menu());
    act(() => vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS * 2));
    expect(menu()).not.toBeNull();
    hoverOut(menu());
    act(() => vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS));
    expect(menu()).toBeNull();
  });
});
