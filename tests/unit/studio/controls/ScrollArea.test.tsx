// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollArea } from '../../../../studio/controls/ScrollArea';
import { SCROLL_AREA_AUTO_HIDE_MS, SCROLL_AREA_STOP_DETECTION_MS } from '../../../../studio/rules/scrollArea';
import { mountEachTest } from './helpers';

const mount = mountEachTest();

// happy-dom does no layout, so the sizes a browser would measure are given here.
let sizes = { clientHeight: 100, scrollHeight: 1000 };
beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => sizes.clientHeight);
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(() => sizes.scrollHeight);
});
afterEach(() => {
  vi.useRealTimers();
  sizes = { clientHeight: 100, scrollHeight: 1000 };
});

const thumb = () => mount.container.querySelector<HTMLElement>('[data-scroll-thumb]');
const region = () => mount.container.querySelector<HTMLElement>('[role="region"]')!;

function render() {
  act(() =>
    mount.root.render(
      <ScrollArea label="Widgets" maxHeight={100}>
        <p>Long content</p>
      </ScrollArea>,
    ),
  );
}

function scrollTo(top: number) {
  act(() => {
    region().scrollTop = top;
    region().dispatchEvent(new Event('scroll'));
  });
}

describe('ScrollArea', () => {
  it('draws a thumb no shorter than 30 px, placed by the scroll position', () => {
    render();
    expect(thumb()?.style.height).toBe('30px');
    scrollTo(450);
    // Half way through 900 px of scrolling, in the 70 px the thumb leaves free.
    expect(thumb()?.style.transform).toBe('translateY(35px)');
  });

  it('shows the bar while scrolling and hides it 1000 ms after the scrolling stops', () => {
    render();
    expect(thumb()?.style.opacity).toBe('0');
    scrollTo(10);
    expect(thumb()?.style.opacity).toBe('1');
    act(() => vi.advanceTimersByTime(SCROLL_AREA_STOP_DETECTION_MS + SCROLL_AREA_AUTO_HIDE_MS - 1));
    expect(thumb()?.style.opacity).toBe('1');
    act(() => vi.advanceTimersByTime(1));
    expect(thumb()?.style.opacity).toBe('0');
  });

  it('has no thumb when nothing scrolls', () => {
    sizes = { clientHeight: 100, scrollHeight: 100 };
    render();
    expect(thumb()).toBeNull();
  });
});
