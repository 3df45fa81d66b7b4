import { useCallback, useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import {
  SCROLL_AREA_AUTO_HIDE_MS,
  SCROLL_AREA_FADE_MS,
  SCROLL_AREA_STOP_DETECTION_MS,
  scrollForThumbOffset,
  thumbOffset,
  thumbSize,
} from '../rules/scrollArea';

export interface ScrollAreaProps {
  children: ReactNode;
  /** The tallest the area grows before it scrolls, in px. */
  maxHeight: number;
  /** Names the scrolling region for screen readers (it is focusable, so keys scroll it). */
  label: string;
  className?: string;
}

interface Metrics {
  viewport: number;
  content: number;
  scroll: number;
}

/**
 * The scroll area's state: the viewport's and content's sizes and the scroll position (measured on scroll
 * and on resize), the thumb's size and place, whether the bar shows (while scrolling or hovered, hidden
 * again SCROLL_AREA_AUTO_HIDE_MS after SCROLL_AREA_STOP_DETECTION_MS without a scroll), and the thumb's drag.
 */
function useScrollArea() {
  const viewportRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [metrics, setMetrics] = useState<Metrics>({ viewport: 0, content: 0, scroll: 0 });
  const [visible, setVisible] = useState(false);
  const timers = useRef<{ stop?: ReturnType<typeof setTimeout>; hide?: ReturnType<typeof setTimeout> }>({});
  const drag = useRef<{ startY: number; startOffset: number } | null>(null);
  const hovered = useRef(false);

  const measure = useCallback(() => {
    const element = viewportRef.current;
    if (!element) return;
    setMetrics({ viewport: element.clientHeight, content: element.scrollHeight, scroll: element.scrollTop });
  }, []);

  const clearTimers = () => {
    clearTimeout(timers.current.stop);
    clearTimeout(timers.current.hide);
  };
  const hideLater = () => {
    clearTimers();
    timers.current.stop = setTimeout(() => {
      timers.current.hide = setTimeout(() => {
        if (!hovered.current && !drag.current) setVisible(false);
      }, SCROLL_AREA_AUTO_HIDE_MS);
    }, SCROLL_AREA_STOP_DETECTION_MS);
  };

  useEffect(() => {
    measure();
    // Content that grows or a container that resizes changes the thumb; jsdom-like hosts lack the API.
    if (typeof ResizeObserver === 'undefined') return clearTimers;
    const observer = new ResizeObserver(measure);
    if (viewportRef.current) observer.observe(viewportRef.current);
    if (contentRef.current) observer.observe(contentRef.current);
    return () => {
      observer.disconnect();
      clearTimers();
    };
  }, [measure]);

  const track = metrics.viewport;
  const scrollable = metrics.content > metrics.viewport;
  const size = thumbSize(metrics.viewport, metrics.content, track);
  const offset = thumbOffset(metrics.scroll, metrics.viewport, metrics.content, track);

  const onThumbPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { startY: event.clientY, startOffset: offset };
  };
  const onThumbPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const element = viewportRef.current;
    if (!drag.current || !element) return;
    const next = drag.current.startOffset + event.clientY - drag.current.startY;
    element.scrollTop = scrollForThumbOffset(next, metrics.viewport, metrics.content, track);
  };
  const onThumbPointerUp = () => {
    drag.current = null;
    hideLater();
  };

  const onPointerEnter = () => {
    hovered.current = true;
    clearTimers();
    setVisible(true);
  };
  const onPointerLeave = () => {
    hovered.current = false;
    hideLater();
  };
  const onScroll = () => {
    measure();
    setVisible(true);
    hideLater();
  };
  return { viewportRef, contentRef, visible, scrollable, size, offset, onPointerEnter, onPointerLeave, onScroll, thumb: { onThumbPointerDown, onThumbPointerMove, onThumbPointerUp } };
}

/**
 * SPEC §9 custom scroll area: native scrolling (wheel, touch, keys) with the browser's bar hidden
 * and a thin overlay thumb instead, sized and placed by scrollArea.ts (never under 30 px). The bar
 * shows while scrolling or hovered; 100 ms without a scroll event counts as stopped, and 1000 ms
 * after that it fades out over 200 ms. The thumb can be dragged; it is decoration for assistive
 * tech (aria-hidden), which scrolls the region itself.
 */
export function ScrollArea({ children, maxHeight, label, className = '' }: ScrollAreaProps) {
  const { viewportRef, contentRef, visible, scrollable, size, offset, onPointerEnter, onPointerLeave, onScroll, thumb } = useScrollArea();
  const { onThumbPointerDown, onThumbPointerMove, onThumbPointerUp } = thumb;
  return (
    <div
      className={`relative ${className}`}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <div
        ref={viewportRef}
        role="region"
        aria-label={label}
        // Focusable so the arrow keys and Page Up/Down scroll it, as a native scroll box would.
        tabIndex={0}
        onScroll={onScroll}
        style={{ maxHeight }}
        className={
          'overflow-y-auto rounded-lg outline-none [scrollbar-width:none] [&::-webkit-scrollbar]:hidden ' +
          'focus-visible:ring-2 focus-visible:ring-accent-600'
        }
      >
        <div ref={contentRef}>{children}</div>
      </div>
      {scrollable && (
        <div
          aria-hidden="true"
          data-scroll-thumb=""
          data-visible={visible || undefined}
          onPointerDown={onThumbPointerDown}
          onPointerMove={onThumbPointerMove}
          onPointerUp={onThumbPointerUp}
          onPointerCancel={onThumbPointerUp}
          style={{
            height: size,
            transform: `translateY(${offset}px)`,
            opacity: visible ? 1 : 0,
            transition: `opacity ${SCROLL_AREA_FADE_MS}ms ease-out`,
          }}
          className="absolute top-0 right-0.5 w-1.5 touch-none rounded-full bg-slate-400/70 hover:w-2 hover:bg-slate-500"
        />
      )}
    </div>
  );
}
