/**
 * Mounting and event helpers the studio control tests share. React Aria listens to pointer and
 * keyboard events on the real elements, so events are dispatched on them (bubbling), inside act().
 */
import { act } from 'react';

export { mountEachTest } from '../../frame-app/reactMount';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A press as a mouse makes it: React Aria's usePress reacts to pointer events, then the click. */
export function press(element: Element | null | undefined): void {
  if (!element) throw new Error('press: no element');
  act(() => {
    const init = { bubbles: true, cancelable: true, pointerId: 1, pointerType: 'mouse', button: 0, isPrimary: true };
    element.dispatchEvent(new PointerEvent('pointerdown', init));
    element.dispatchEvent(new PointerEvent('pointerup', init));
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
  });
}

export function key(element: Element | null | undefined, keyName: string, init: KeyboardEventInit = {}): void {
  if (!element) throw new Error('key: no element');
  act(() => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key: keyName, bubbles: true, cancelable: true, ...init }));
    element.dispatchEvent(new KeyboardEvent('keyup', { key: keyName, bubbles: true, cancelable: true, ...init }));
  });
}

/** Types into a controlled React input: React tracks the value, so set it through the native setter. */
export function typeInto(input: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  act(() => {
    const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export function buttonByText(root: ParentNode, text: string): HTMLButtonElement | undefined {
  return [...root.querySelectorAll('button')].find((button) => button.textContent?.trim() === text);
}
