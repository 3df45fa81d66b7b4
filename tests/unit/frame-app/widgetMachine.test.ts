import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { WidgetSessionEntry } from '../../../bridge-protocol/messages';
import {
  FORCED_RENDERED_TIMEOUT_MS,
  isDisplayed,
  isSubmitted,
  renderReason,
  widgetMachine,
  type WidgetEmitted,
  type WidgetMachineInput,
} from '../../../frame-app/machines/widgetMachine';
import { DAY_MS, mergedDemoBar, NO_HISTORY, page, ROUTE, T0, VIEWPORT } from './fixtures';

function start(overrides: Partial<WidgetMachineInput> = {}, main: Record<string, unknown> = {}) {
  const clock = new SimulatedClock();
  clock.set(T0);
  const input: WidgetMachineInput = {
    widget: mergedDemoBar(main),
    session: NO_HISTORY,
    page: page(),
    route: ROUTE,
    viewport: VIEWPORT,
    now: () => clock.now(),
    ...overrides,
  };
  const actor = createActor(widgetMachine, { input, clock });
  const emitted: WidgetEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, clock, emitted };
}

function rendered(overrides: Partial<WidgetMachineInput> = {}, main: Record<string, unknown> = {}) {
  const run = start(overrides, main);
  run.actor.send({ type: 'RENDERED' });
  return run;
}

describe('widgetMachine: rendering', () => {
  it('forces rendered at exactly 5000 ms, not at 4999, with renderReason fallback', () => {
    const { actor, clock, emitted } = start();
    expect(FORCED_RENDERED_TIMEOUT_MS).toBe(5000);
    clock.increment(4999);
    expect(actor.getSnapshot().value).toBe('rendering');
    expect(renderReason(actor.getSnapshot())).toBeNull();
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('rendered');
    expect(renderReason(actor.getSnapshot())).toBe('fallback');
    expect(emitted).toContainEqual({ type: 'rendered', renderReason: 'fallback' });
  });

  it('RENDERED before the timeout gives renderReason rendered, and the timer no longer fires', () => {
    const { actor, clock, emitted } = start();
    clock.increment(1200);
    actor.send({ type: 'RENDERED' });
    expect(actor.getSnapshot().value).toBe('rendered');
    expect(renderReason(actor.getSnapshot())).toBe('rendered');
    clock.increment(10_000);
    expect(renderReason(actor.getSnapshot())).toBe('rendered');
    expect(emitted.filter((e) => e.type === 'rendered')).toEqual([{ type: 'rendered', renderReason: 'rendered' }]);
  });

  it('an EU visitor is rendered immediately (SPEC §4)', () => {
    const { actor } = start({ euAffected: true });
    expect(actor.getSnapshot().value).toBe('rendered');
    expect(renderReason(actor.getSnapshot())).toBe('rendered');
  });

  it('does not open while rendering even when the trigger is met', () => {
    const { actor } = start({ page: page({ maxScroll: 80 }) });
    expect(isDisplayed(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'RENDERED' });
    expect(isDisplayed(actor.getSnapshot())).toBe(true);
  });
});

describe('widgetMachine: entrance trigger (scroll 30)', () => {
  it('stays hidden at 29 % and opens at 30 %, committing an impression at now()', () => {
    const { actor, clock, emitted } = rendered();
    actor.send({ type: 'PAGE_SIGNALS', page: page({ maxScroll: 29 }) });
    expect(actor.getSnapshot().value).toBe('rendered');
    expect(isDisplayed(actor.getSnapshot())).toBe(false);
    expect(emitted.some((e) => e.type === 'impression')).toBe(false);

    clock.increment(2500);
    actor.send({ type: 'PAGE_SIGNALS', page: page({ maxScroll: 30 }) });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('open');
    expect(isDisplayed(snapshot)).toBe(true);
    expect(snapshot.context.session.lastImpression).toBe(T0 + 2500);
    expect(emitted).toContainEqual({ type: 'impression', at: T0 + 2500 });
    expect(emitted).toContainEqual({ type: 'open', trigger: 'automatic' });
  });

  it('re-evaluates on ANCHOR_REACHED for an anchor trigger', () => {
    const { actor } = rendered({}, { whenDisplay: { type: 'anchor', value: '#signup' } });
    actor.send({ type: 'ANCHOR_REACHED', anchor: 'other' });
    expect(isDisplayed(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'ANCHOR_REACHED', anchor: 'signup' });
    expect(isDisplayed(actor.getSnapshot())).toBe(true);
  });

  it('keeps signals current while rendering, so the check after RENDERED sees them', () => {
    const { actor } = start();
    actor.send({ type: 'PAGE_SIGNALS', page: page({ maxScroll: 45 }) });
    actor.send({ type: 'RENDERED' });
    expect(actor.getSnapshot().value).toBe('open');
  });
});

describe('widgetMachine: close, manual open, forced open, submit', () => {
  function openBar(session: WidgetSessionEntry = NO_HISTORY, main: Record<string, unknown> = {}) {
    const run = rendered({ session }, main);
    run.actor.send({ type: 'PAGE_SIGNALS', page: page({ maxScroll: 50 }) });
    expect(run.actor.getSnapshot().value).toBe('open');
    return run;
  }

  it('a manual close records manualClose and emits close { manual: true }', () => {
    const { actor, emitted } = openBar();
    actor.send({ type: 'CLOSE', manual: true });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('closed');
    expect(isDisplayed(snapshot)).toBe(false);
    expect(snapshot.context.session.manualClose).toBe(true);
    expect(emitted.at(-1)).toEqual({ type: 'close', manual: true });
  });

  it('a command close is not manual', () => {
    const { actor, emitted } = openBar();
    actor.send({ type: 'CLOSE', manual: false });
    expect(actor.getSnapshot().context.session.manualClose).toBe(false);
    expect(emitted.at(-1)).toEqual({ type: 'close', manual: false });
  });

  it('OPEN ignores the entrance trigger', () => {
    const { actor, emitted } = rendered();
    expect(isDisplayed(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(emitted).toContainEqual({ type: 'open', trigger: 'manual' });
  });

  it('OPEN does not override a never repeat rule after a manual close', () => {
    const { actor, clock } = openBar();
    actor.send({ type: 'CLOSE', manual: true });
    clock.increment(30 * DAY_MS);
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('OPEN at boot is refused by a never rule from an earlier manual close', () => {
    const { actor } = rendered({ session: { lastImpression: T0 - DAY_MS, manualClose: true } });
    actor.send({ type: 'OPEN' });
    expect(isDisplayed(actor.getSnapshot())).toBe(false);
  });

  it('an OPEN that arrives while rendering is honoured once rendered', () => {
    const { actor } = start();
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toBe('rendering');
    actor.send({ type: 'RENDERED' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.openedBy).toBe('manual');
  });

  it('an early OPEN that the repeat rule refuses is dropped, not replayed later', () => {
    const { actor, clock } = start({ session: { lastImpression: T0, manualClose: false } }, { showAgain: { type: 'seconds', value: 30 } });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'RENDERED' });
    expect(actor.getSnapshot().value).toBe('rendered');
    expect(actor.getSnapshot().context.pendingManualOpen).toBe(false);
    clock.increment(31_000);
    actor.send({ type: 'PAGE_SIGNALS', page: page({ maxScroll: 10 }) });
    expect(actor.getSnapshot().value).toBe('rendered');
  });

  it('FORCE_OPEN ignores every check, including never after a manual close and the trigger', () => {
    const { actor, clock, emitted } = openBar();
    actor.send({ type: 'CLOSE', manual: true });
    actor.send({ type: 'PAGE_SIGNALS', page: page({ maxScroll: 0 }) });
    clock.increment(1000);
    actor.send({ type: 'FORCE_OPEN' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(emitted).toContainEqual({ type: 'open', trigger: 'forced' });
    expect(emitted.filter((e) => e.type === 'impression')).toHaveLength(2);
  });

  it('FORCE_OPEN works before rendering completes', () => {
    const { actor } = start();
    actor.send({ type: 'FORCE_OPEN' });
    expect(isDisplayed(actor.getSnapshot())).toBe(true);
  });

  it('SUBMIT from open goes to submitted (displayed), then CLOSE hides it', () => {
    const { actor, emitted } = openBar();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitted');
    expect(isSubmitted(actor.getSnapshot())).toBe(true);
    expect(isDisplayed(actor.getSnapshot())).toBe(true);
    expect(emitted.at(-1)).toEqual({ type: 'submitted' });
    actor.send({ type: 'CLOSE', manual: true });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(isSubmitted(actor.getSnapshot())).toBe(false);
  });

  it('SUBMIT is ignored while hidden', () => {
    const { actor } = rendered();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('rendered');
  });

  it('stays hidden when the last impression is 3 days minus 1 s old, opens at 3 days', () => {
    const recent = rendered({ session: { lastImpression: T0 - 3 * DAY_MS + 1000, manualClose: false } });
    recent.actor.send({ type: 'PAGE_SIGNALS', page: page({ maxScroll: 90 }) });
    expect(isDisplayed(recent.actor.getSnapshot())).toBe(false);

    const old = rendered({ session: { lastImpression: T0 - 3 * DAY_MS, manualClose: false } });
    old.actor.send({ type: 'PAGE_SIGNALS', page: page({ maxScroll: 90 }) });
    expect(isDisplayed(old.actor.getSnapshot())).toBe(true);
  });

  it('a new impression clears manualClose, so showAgain decides the next repeat', () => {
    const { actor } = openBar({ lastImpression: T0 - 10 * DAY_MS, manualClose: true }, { showAgainIfClosed: { type: 'days', value: 7 } });
    expect(actor.getSnapshot().context.session).toEqual({ lastImpression: T0, manualClose: false });
  });

  it('SET_PAYLOAD stores the payload', () => {
    const { actor } = rendered();
    actor.send({ type: 'SET_PAYLOAD', payload: 'coupon-10' });
    expect(actor.getSnapshot().context.payload).toBe('coupon-10');
  });
});
