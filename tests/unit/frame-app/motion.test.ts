import { describe, expect, it } from 'vitest';
import { BAR_SLIDE_EASING, BAR_SLIDE_MS } from '../../../bridge-protocol/barSlide';
import { PLACEMENT_KINDS } from '../../../bridge-protocol/messages';
import { exitDurationMs, isMotionProperty, MOTION, motionTiming } from '../../../frame-app/rules/motion';
import { WIDGET_KIND_ROWS } from '../../../frame-app/widgets/kinds';

describe('rules/motion', () => {
  it('has one entry per placement kind, and every widget kind finds its own', () => {
    expect(Object.keys(MOTION).sort()).toEqual([...PLACEMENT_KINDS].sort());
    for (const row of WIDGET_KIND_ROWS) expect(MOTION[row.placement].ms).toBeGreaterThan(0);
  });

  it("the bar slides with the loader's push: the same duration and curve", () => {
    expect(MOTION.bar).toMatchObject({ ms: BAR_SLIDE_MS, easing: BAR_SLIDE_EASING, shell: 'slide' });
    expect(motionTiming('bar')).toEqual({ transitionDuration: `${BAR_SLIDE_MS}ms`, transitionTimingFunction: BAR_SLIDE_EASING });
  });

  it('moves each kind as its layout needs: inline fades, bubbles pop, overlays animate themselves', () => {
    expect(MOTION.inline.shell).toBe('fade');
    expect(MOTION.bubble.shell).toBe('pop');
    for (const kind of ['slide_in', 'modal', 'takeover'] as const) expect(MOTION[kind].shell).toBe('own');
  });

  it('the exit lasts the motion duration, and there is none under reduced motion', () => {
    for (const kind of PLACEMENT_KINDS) {
      expect(exitDurationMs(kind, false)).toBe(MOTION[kind].ms);
      expect(exitDurationMs(kind, true)).toBe(0);
    }
  });

  it('an exit is a transition of what the layouts move, not of a colour', () => {
    for (const property of ['opacity', 'translate', 'scale', 'transform']) expect(isMotionProperty(property)).toBe(true);
    for (const property of ['color', 'background-color', 'box-shadow', 'all']) expect(isMotionProperty(property)).toBe(false);
  });
});
