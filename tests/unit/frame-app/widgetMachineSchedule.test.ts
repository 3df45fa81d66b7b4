import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { readSchedule, type WidgetSchedule } from '../../../bridge-protocol/schedule';
import { widgetMachine } from '../../../frame-app/machines/widgetMachine';
import { blockedBy, isDisplayed } from '../../../frame-app/machines/widgetSnapshot';
import type { WidgetEmitted } from '../../../frame-app/machines/widgetTypes';
import { stopAfterEachTest } from './actors';
import { afterSubmitClassOf, mergedDemoBar, NO_HISTORY, page, placementOf, ROUTE, VIEWPORT, widgetMachineActor } from './fixtures';

const stopped = stopAfterEachTest();
const HOUR = 3_600_000;
// Monday 30 November 2026, 10:00 UTC.
const MONDAY_10 = Date.UTC(2026, 10, 30, 10);

function startAt(now: number, schedule: WidgetSchedule, main: Record<string, unknown> = { whenDisplay: { type: 'always', value: null } }) {
  const clock = new SimulatedClock();
  clock.set(now);
  const widget = mergedDemoBar(main, { schedule });
  const actor = widgetMachineActor({
    clock,
    input: {
      widget,
      session: NO_HISTORY,
      page: page(),
      route: ROUTE,
      viewport: VIEWPORT,
      now: () => clock.now(),
      afterSubmitClass: afterSubmitClassOf(widget),
      placement: placementOf(widget),
      schedule: readSchedule(schedule, 'schedule', (path, message) => expect.fail(`${path}: ${message}`)),
    },
  });
  const emitted: WidgetEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  stopped(actor).start();
  actor.send({ type: 'RENDERED' });
  return { actor, clock, emitted };
}

describe('widgetMachine: the schedule (a simulated clock)', () => {
  it('scheduled for tomorrow: hidden today, named as the reason, and opens at midnight on its own', () => {
    const { actor, clock, emitted } = startAt(MONDAY_10, { start: '2026-12-01', timeZone: 'UTC' });
    expect(isDisplayed(actor.getSnapshot())).toBe(false);
    expect(blockedBy(actor.getSnapshot(), clock.now())).toBe('schedule');
    // 14 hours to go: checked again every hour at most (a SimulatedClock fires one round of timers per
    // increment, as a real one would hour after hour), and not opened before midnight.
    for (let hour = 0; hour < 13; hour += 1) clock.increment(HOUR);
    expect(isDisplayed(actor.getSnapshot())).toBe(false);
    clock.increment(HOUR - 1);
    expect(isDisplayed(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    expect(isDisplayed(actor.getSnapshot())).toBe(true);
    expect(emitted.filter((event) => event.type === 'impression')).toHaveLength(1);
  });

  it('the evening hours begin while the visitor is on the page', () => {
    const { actor, clock } = startAt(MONDAY_10, { hours: { from: '18:00', until: '22:00' }, timeZone: 'UTC' });
    clock.increment(8 * HOUR - 1000);
    expect(blockedBy(actor.getSnapshot(), clock.now())).toBe('schedule');
    clock.increment(1000);
    expect(isDisplayed(actor.getSnapshot())).toBe(true);
  });

  it('a manual open (the named trigger, the public API) still obeys the schedule; a forced open does not', () => {
    const { actor } = startAt(MONDAY_10, { days: [6, 7], timeZone: 'UTC' });
    actor.send({ type: 'OPEN' });
    expect(isDisplayed(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'FORCE_OPEN' });
    expect(isDisplayed(actor.getSnapshot())).toBe(true);
  });

  it('within the schedule the entrance trigger still decides; an open widget stays when the hours end', () => {
    const { actor, clock } = startAt(MONDAY_10, { hours: { from: '09:00', until: '11:00' }, timeZone: 'UTC' }, { whenDisplay: { type: 'scroll', value: 50 } });
    expect(blockedBy(actor.getSnapshot(), clock.now())).toBe('trigger');
    actor.send({ type: 'PAGE_SIGNALS', page: page({ maxScroll: 60 }) });
    expect(isDisplayed(actor.getSnapshot())).toBe(true);
    clock.increment(2 * HOUR);
    expect(isDisplayed(actor.getSnapshot())).toBe(true);
  });

  it('over for good: no check is left waiting', () => {
    const { actor, clock } = startAt(MONDAY_10, { end: '2026-11-29', timeZone: 'UTC' });
    expect(blockedBy(actor.getSnapshot(), clock.now())).toBe('schedule');
    expect(actor.getSnapshot().matches({ rendered: 'scheduleIdle' })).toBe(true);
  });
});
