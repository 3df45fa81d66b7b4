// @vitest-environment happy-dom
/**
 * The exit's moving element (rules/motion.ts EXIT_MOTION_ATTRIBUTE): every layout has exactly one, the
 * element whose transition is its exit, so the frame knows which `transitionend` ends it
 * (boot/frameLayout.ts). And a shell's content stays while the exit plays, until the shell's own
 * `transitionend` (parts/usePresence.ts, parts/MotionShell.tsx, parts/watchExit.ts).
 */
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MotionShell } from '../../../frame-app/parts/MotionShell';
import { usePresence } from '../../../frame-app/parts/usePresence';
import { EXIT_FALLBACK_MARGIN_MS, EXIT_MOTION_ATTRIBUTE, MOTION } from '../../../frame-app/rules/motion';
import { WIDGET_KIND_ROWS } from '../../../frame-app/widgets/kinds';
import { withKindDefaults, loadAllLayoutViews } from './kindFixtures';
import { viewProps } from './viewProps';
import { WidgetView } from '../../../frame-app/widgets/WidgetView';
import { mountEachTest } from './reactMount';

beforeAll(() => loadAllLayoutViews());

const mount = mountEachTest();
const movers = () => [...mount.container.querySelectorAll(`[${EXIT_MOTION_ATTRIBUTE}]`)];

function transition(type: 'transitionrun' | 'transitionend', target: Element, propertyName = 'opacity'): void {
  const event = new Event(type, { bubbles: true });
  Object.defineProperty(event, 'propertyName', { value: propertyName });
  act(() => void target.dispatchEvent(event));
}

// The messenger kinds; the SMS layouts need their environment and lazy chunks (SmsModal's mover is
// checked in smsLayouts.test.tsx) and the omnichat bubble its own (its shell is the customer chat's).
const ROWS = WIDGET_KIND_ROWS.filter((row) => row.channel === 'messenger');

describe('the element whose transition is the exit', () => {
  it.each(ROWS.map((row) => [`${row.type} (${row.channel})`, row] as const))('%s: exactly one, the one that moves', (_, row) => {
    // A messenger widget is configured without a channel (the default), not with the family's name.
    const widget = withKindDefaults({ widget_id: 5, widget_type: row.type, data: { main: { title: 'T', desc: 'D' } } });
    act(() => mount.root.render(<WidgetView {...viewProps(widget)} />));
    expect(movers()).toHaveLength(1);
    const mover = movers()[0]!;
    if (MOTION[row.placement].shell === 'own') expect(mover.getAttribute('role')).toBe('dialog');
    else expect(mover.hasAttribute('data-motion-shell')).toBe(true);
    // It carries the placement's transition: the duration the fallback counts with.
    expect((mover as HTMLElement).style.transitionDuration).toBe(`${String(MOTION[row.placement].ms)}ms`);
  });
});

describe('a shell keeps its content while its exit plays', () => {
  /** The animation frames asked for and not run yet: the test paints them when it wants. */
  let frames: Map<number, FrameRequestCallback>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    frames = new Map();
    let next = 0;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.set(++next, callback);
      return next;
    });
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((handle) => void frames.delete(handle));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function Probe({ shown, hasExit = true }: { shown: boolean; hasExit?: boolean }) {
    const presence = usePresence(shown, hasExit);
    return (
      <MotionShell placement="inline" movement="fade" shown={shown} onExited={presence.leaving ? presence.exited : undefined}>
        {presence.present && <p>content</p>}
      </MotionShell>
    );
  }
  const content = () => mount.container.querySelector('p');
  const shell = () => mount.container.querySelector('[data-motion-shell]')!;
  /** The browser paints a frame: the animation frame callbacks run. */
  const paint = () =>
    act(() => {
      const due = [...frames.values()];
      frames.clear();
      due.forEach((callback) => callback(performance.now()));
    });

  it("until the shell's exit transition ends, not a moment longer", () => {
    act(() => mount.root.render(<Probe shown />));
    act(() => mount.root.render(<Probe shown={false} />));
    expect(content()).not.toBeNull();
    paint();
    transition('transitionrun', shell());
    act(() => void vi.advanceTimersByTime(MOTION.inline.ms + EXIT_FALLBACK_MARGIN_MS - 20));
    expect(content()).not.toBeNull();
    transition('transitionend', shell());
    expect(content()).toBeNull();
  });

  it('a transition that never runs: its duration plus the margin after the first frame', () => {
    act(() => mount.root.render(<Probe shown />));
    act(() => mount.root.render(<Probe shown={false} />));
    act(() => void vi.advanceTimersByTime(5_000));
    expect(content()).not.toBeNull();
    paint();
    act(() => void vi.advanceTimersByTime(MOTION.inline.ms + EXIT_FALLBACK_MARGIN_MS));
    expect(content()).toBeNull();
  });

  it('shown again during the exit: it stays, and the exit watch is gone', () => {
    act(() => mount.root.render(<Probe shown />));
    act(() => mount.root.render(<Probe shown={false} />));
    paint();
    transition('transitionrun', shell());
    act(() => mount.root.render(<Probe shown />));
    transition('transitionend', shell());
    act(() => void vi.advanceTimersByTime(10_000));
    expect(content()).not.toBeNull();
    expect(frames.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('no exit (reduced motion): gone at once', () => {
    act(() => mount.root.render(<Probe shown hasExit={false} />));
    act(() => mount.root.render(<Probe shown={false} hasExit={false} />));
    expect(content()).toBeNull();
  });
});
