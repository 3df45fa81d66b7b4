// @vitest-environment happy-dom
/**
 * Issue 27 (loader/signals/pageSwaps.ts): a swap that brings or takes an embed anchor re-places the
 * embeds once, at the next animation frame; our own frames coming and going do not, except an embed's
 * frame taken out of its anchor; a Turbo preview waits for the page itself; Turbo's morph leaves an
 * anchor that holds our frame alone.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchPageSwaps } from '../../../loader/signals/pageSwaps';

let frames: FrameRequestCallback[] = [];
const runFrame = (): void => {
  const pending = frames;
  frames = [];
  for (const callback of pending) callback(0);
};
/** MutationObserver callbacks are microtasks. */
const mutationsDelivered = () => new Promise<void>((resolve) => queueMicrotask(resolve));

const fakeWindow = (): Window => ({ document, requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback) }) as unknown as Window;

function anchorElement(id: string): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('data-widget-id', id);
  return el;
}

function ourFrame(id: string): HTMLIFrameElement {
  const iframe = document.createElement('iframe');
  iframe.setAttribute('data-widget-id', id);
  return iframe;
}

describe('watchPageSwaps', () => {
  let swaps = 0;
  // Once, as on a page: the watcher is for the page's lifetime.
  beforeAll(() => watchPageSwaps(fakeWindow(), () => swaps++));
  beforeEach(async () => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-turbo-preview');
    await mutationsDelivered();
    runFrame();
    swaps = 0;
  });
  afterEach(() => {
    for (const el of document.documentElement.querySelectorAll(':scope > iframe')) el.remove();
  });

  it('re-places the embeds once per frame when a new body brings an anchor', async () => {
    const body = document.createElement('body');
    const section = document.createElement('section');
    section.append(anchorElement('7'), anchorElement('8'));
    body.append(section);
    document.body.replaceWith(body);
    document.body.append(anchorElement('9'));
    await mutationsDelivered();
    expect(swaps).toBe(0);
    runFrame();
    expect(swaps).toBe(1);
    runFrame();
    expect(swaps).toBe(1);
  });

  it('re-places them when an anchor is taken away', async () => {
    const anchor = anchorElement('7');
    document.body.append(anchor);
    await mutationsDelivered();
    runFrame();
    swaps = 0;
    anchor.remove();
    await mutationsDelivered();
    runFrame();
    expect(swaps).toBe(1);
  });

  it('is not woken by content without anchors, nor by our floating frames coming and going', async () => {
    document.body.append(document.createElement('p'));
    const frame = ourFrame('3');
    document.documentElement.append(frame);
    await mutationsDelivered();
    runFrame();
    expect(swaps).toBe(0);
  });

  it("re-places them when an embed's frame is taken out of its anchor (a morph), not when one is put in", async () => {
    const anchor = anchorElement('7');
    document.body.append(anchor);
    await mutationsDelivered();
    runFrame();
    swaps = 0;
    const frame = ourFrame('7');
    anchor.append(frame);
    await mutationsDelivered();
    runFrame();
    expect(swaps).toBe(0);
    frame.remove();
    await mutationsDelivered();
    runFrame();
    expect(swaps).toBe(1);
  });

  it('waits while Turbo shows a cached preview (html[data-turbo-preview])', async () => {
    document.documentElement.setAttribute('data-turbo-preview', '');
    document.body.append(anchorElement('7'));
    await mutationsDelivered();
    runFrame();
    expect(swaps).toBe(0);
    document.documentElement.removeAttribute('data-turbo-preview');
    document.body.append(anchorElement('8'));
    await mutationsDelivered();
    runFrame();
    expect(swaps).toBe(1);
  });

  it("cancels Turbo's morph of an anchor that holds our frame, and only of that", () => {
    const held = anchorElement('7');
    held.append(ourFrame('7'));
    const empty = anchorElement('8');
    const other = document.createElement('p');
    document.body.append(held, empty, other);
    const morph = (target: Element) => {
      const event = new Event('turbo:before-morph-element', { bubbles: true, cancelable: true });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect([morph(held), morph(empty), morph(other)]).toEqual([true, false, false]);
  });
});
