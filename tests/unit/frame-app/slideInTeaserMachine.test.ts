/**
 * The slide-in on a phone (issue 49): a teaser pill first under 640 px, the form once the visitor asks
 * for it or the viewport grows; never back to the pill by itself. No React, no DOM.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { selectIsTeaser, slideInTeaserMachine } from '../../../frame-app/machines/slideInTeaserMachine';
import { isPhoneWidth, PHONE_MAX_WIDTH, sheetMaxHeight } from '../../../frame-app/rules/phoneLayout';

const start = (viewportWidth: number, isSubmitted = false) => createActor(slideInTeaserMachine, { input: { viewportWidth, isSubmitted } }).start();

describe('phoneLayout', () => {
  it('is a phone under 640 px of host viewport; an unknown width is not', () => {
    expect(PHONE_MAX_WIDTH).toBe(640);
    expect([320, 375, 639].map(isPhoneWidth)).toEqual([true, true, true]);
    expect([640, 768, 1280, 0, Number.NaN, -1].map(isPhoneWidth)).toEqual([false, false, false, false, false, false]);
  });

  it('caps the sheet at the viewport less 16 px, never under 160 px, and not at all when the height is unknown', () => {
    expect(sheetMaxHeight(812)).toBe(796);
    expect(sheetMaxHeight(400.6)).toBe(384);
    expect(sheetMaxHeight(100)).toBe(160);
    expect(sheetMaxHeight(0)).toBeUndefined();
    expect(sheetMaxHeight(Number.NaN)).toBeUndefined();
  });
});

describe('slideInTeaserMachine', () => {
  it('starts as the pill on a phone and as the card on a wider viewport', () => {
    expect(selectIsTeaser(start(375).getSnapshot())).toBe(true);
    expect(selectIsTeaser(start(640).getSnapshot())).toBe(false);
    expect(selectIsTeaser(start(1280).getSnapshot())).toBe(false);
  });

  it('starts with the success view, not the pill, when the widget is already submitted', () => {
    expect(selectIsTeaser(start(375, true).getSnapshot())).toBe(false);
  });

  it('opens when the pill is pressed, and stays open', () => {
    const actor = start(375);
    actor.send({ type: 'EXPAND' });
    expect(actor.getSnapshot().value).toBe('expanded');
    actor.send({ type: 'VIEWPORT', width: 320 });
    expect(selectIsTeaser(actor.getSnapshot())).toBe(false);
  });

  it('opens when the viewport grows to 640 px (a rotation, a wider window), not while it stays a phone', () => {
    const actor = start(375);
    actor.send({ type: 'VIEWPORT', width: 600 });
    expect(selectIsTeaser(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'VIEWPORT', width: 812 });
    expect(selectIsTeaser(actor.getSnapshot())).toBe(false);
  });

  it('a wide card does not fold into the pill when the viewport narrows', () => {
    const actor = start(1280);
    actor.send({ type: 'VIEWPORT', width: 375 });
    expect(selectIsTeaser(actor.getSnapshot())).toBe(false);
  });
});
