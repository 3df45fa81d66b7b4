// @vitest-environment happy-dom
/**
 * signals/pageSignals.ts: the scroll depth a page starts with. The loader is async and may run before
 * the host's stylesheets are in, when every page is short: that must not read as "fully read".
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageState } from '../../../bridge-protocol/messages';
import { startPageSignals, type PageSignals } from '../../../loader/signals/pageSignals';

const timers = { now: () => Date.now(), setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms), clearTimeout: (h: unknown) => clearTimeout(h as number) };

function withReadyState(state: DocumentReadyState): void {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

describe('startPageSignals: scroll depth of a short page', () => {
  // Signals last for the page's lifetime (the loader ships no teardown): each test's listeners stay,
  // reporting into that test's own array only. Their seconds-spent timers (5 s to 120 s) run on a fake
  // clock that is dropped after each test, so none of them fires into a later test.
  let signals: PageSignals | null = null;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    signals = null;
    Reflect.deleteProperty(document, 'readyState');
    vi.useRealTimers();
  });

  function start(): PageState[] {
    const pages: PageState[] = [];
    signals = startPageSignals(window, { page: (p) => pages.push(p), anchorReached: () => {}, route: () => {}, viewport: () => {} }, timers);
    return pages;
  }

  it('reads 0 while the page is loading and 100 once it has loaded', () => {
    withReadyState('loading');
    const pages = start();
    expect(signals!.page.maxScroll).toBe(0);
    expect(pages).toEqual([]);
    withReadyState('complete');
    window.dispatchEvent(new Event('load'));
    expect(signals!.page.maxScroll).toBe(100);
    expect(pages.at(-1)!.maxScroll).toBe(100);
  });

  it('reads 100 at once when the loader starts after the page has loaded', () => {
    withReadyState('complete');
    start();
    expect(signals!.page.maxScroll).toBe(100);
  });

  it('a load event during scrolling keeps to the 500 ms throttle (iframes delay load past the first scroll)', () => {
    withReadyState('interactive');
    const page = document.documentElement;
    Object.defineProperty(page, 'scrollHeight', { configurable: true, get: () => 2000 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, get: () => 1000 });
    let scrollY = 300;
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
    try {
      const pages = start();
      window.dispatchEvent(new Event('scroll'));
      expect(pages.map((p) => p.maxScroll)).toEqual([30]);
      vi.advanceTimersByTime(100);
      scrollY = 600;
      withReadyState('complete');
      window.dispatchEvent(new Event('load'));
      expect(pages.map((p) => p.maxScroll)).toEqual([30]);
      vi.advanceTimersByTime(400);
      expect(pages.map((p) => p.maxScroll)).toEqual([30, 60]);
    } finally {
      for (const [target, key] of [[page, 'scrollHeight'], [window, 'innerHeight'], [window, 'scrollY']] as const) Reflect.deleteProperty(target, key);
    }
  });
});
