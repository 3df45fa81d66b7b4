// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAR_SLIDE_EASING, BAR_SLIDE_MS } from '../../../bridge-protocol/barSlide';
import { createPagePusher } from '../../../loader/frames/pushPage';

const LONGHANDS = ['transition-property', 'transition-duration', 'transition-timing-function', 'transition-delay'];
/** When the host's own transition comes back after a change (pushPage.ts): four slides. */
const HOST_BACK_MS = BAR_SLIDE_MS * 4;
let reduced = false;

function inline(root: HTMLElement, name: string): [string, string] {
  return [root.style.getPropertyValue(name), root.style.getPropertyPriority(name)];
}

describe('createPagePusher', () => {
  let root: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers();
    reduced = false;
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduced && query.replace(/\s/g, '') === '(prefers-reduced-motion:reduce)' }));
    root = document.documentElement;
    root.removeAttribute('style');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("transitions the padding with the bar's duration and curve, both ways, then gives the host its transition back", () => {
    root.style.setProperty('transition-duration', '2s');
    root.style.setProperty('transition-property', 'color', 'important');
    const pusher = createPagePusher(root);
    pusher.set({ side: 'top', px: 73 });
    expect(inline(root, 'padding-top')).toEqual(['73px', 'important']);
    expect(LONGHANDS.map((n) => inline(root, n))).toEqual([
      ['padding-top', 'important'],
      [`${BAR_SLIDE_MS}ms`, 'important'],
      [BAR_SLIDE_EASING, 'important'],
      ['0s', 'important'],
    ]);
    // Still ours when a slide's time has passed: a busy page may have started the padding's transition
    // late, and putting the host's longhands back now would cut it off (a jump).
    vi.advanceTimersByTime(BAR_SLIDE_MS);
    expect(inline(root, 'transition-property')).toEqual(['padding-top', 'important']);
    vi.advanceTimersByTime(HOST_BACK_MS - BAR_SLIDE_MS);
    // Exactly the host's own longhands again: the one it set, with its priority; the others unset.
    expect(LONGHANDS.map((n) => inline(root, n))).toEqual([
      ['color', 'important'],
      ['2s', ''],
      ['', ''],
      ['', ''],
    ]);
    pusher.set(null);
    expect(inline(root, 'padding-top')).toEqual(['', '']);
    expect(inline(root, 'transition-property')).toEqual(['padding-top', 'important']);
    vi.advanceTimersByTime(HOST_BACK_MS);
    expect(inline(root, 'transition-property')).toEqual(['color', 'important']);
    expect(inline(root, 'transition-duration')).toEqual(['2s', '']);
    expect(vi.getTimerCount()).toBe(0);
  });

  // The host's own transition, set as longhands: happy-dom keeps a `transition` shorthand apart from
  // its longhands, where a browser expands it into these four.
  const hostTransition = () => {
    root.style.setProperty('transition-property', 'color');
    root.style.setProperty('transition-duration', '1s');
    root.style.setProperty('transition-timing-function', 'linear');
    root.style.setProperty('transition-delay', '0s');
  };
  const HOST = [
    ['color', ''],
    ['1s', ''],
    ['linear', ''],
    ['0s', ''],
  ];

  it('keeps a transition the host set while ours ran, and gives it back after the next move', () => {
    const pusher = createPagePusher(root);
    pusher.set({ side: 'top', px: 73 });
    vi.advanceTimersByTime(BAR_SLIDE_MS);
    hostTransition();
    vi.advanceTimersByTime(HOST_BACK_MS);
    expect(LONGHANDS.map((n) => inline(root, n))).toEqual(HOST);
    pusher.set(null);
    expect(inline(root, 'transition-property')).toEqual(['padding-top', 'important']);
    vi.advanceTimersByTime(HOST_BACK_MS);
    expect(LONGHANDS.map((n) => inline(root, n))).toEqual(HOST);
  });

  it('a host transition set just before a second move is the one restored after it', () => {
    const pusher = createPagePusher(root);
    pusher.set({ side: 'top', px: 73 });
    hostTransition();
    pusher.set(null);
    vi.advanceTimersByTime(HOST_BACK_MS);
    expect(LONGHANDS.map((n) => inline(root, n))).toEqual(HOST);
  });

  it("restores the host's own inline padding and priority", () => {
    root.style.setProperty('padding-bottom', '10px', 'important');
    const pusher = createPagePusher(root);
    pusher.set({ side: 'bottom', px: 60 });
    expect(inline(root, 'padding-bottom')).toEqual(['70px', 'important']);
    pusher.set(null);
    vi.runAllTimers();
    expect(inline(root, 'padding-bottom')).toEqual(['10px', 'important']);
    expect(root.getAttribute('style')).toBe('padding-bottom: 10px !important;');
  });

  it('a bar shown again while its push is going back keeps the page base, not a half-way value', () => {
    root.style.setProperty('padding-top', '10px');
    const pusher = createPagePusher(root);
    pusher.set({ side: 'top', px: 73 });
    vi.runAllTimers();
    pusher.set(null);
    vi.advanceTimersByTime(100);
    // Half-way back: this is what a browser computes while the padding transitions.
    vi.stubGlobal('getComputedStyle', () => ({ getPropertyValue: () => '40px' }));
    pusher.set({ side: 'top', px: 73 });
    expect(inline(root, 'padding-top')).toEqual(['83px', 'important']);
  });

  it('does not touch the transition when nothing moves (a resize to the same height)', () => {
    const pusher = createPagePusher(root);
    pusher.set({ side: 'top', px: 73 });
    vi.runAllTimers();
    pusher.set({ side: 'top', px: 73 });
    expect(inline(root, 'transition-property')).toEqual(['', '']);
  });

  it('under prefers-reduced-motion the padding changes at once and no transition is set', () => {
    reduced = true;
    const pusher = createPagePusher(root);
    pusher.set({ side: 'top', px: 73 });
    expect(inline(root, 'padding-top')).toEqual(['73px', 'important']);
    pusher.set(null);
    expect(root.getAttribute('style') ?? '').toBe('');
    expect(vi.getTimerCount()).toBe(0);
  });
});
