import { describe, expect, it } from 'vitest';
import { stopAfterEachTest } from './actors';
import { createActor, SimulatedClock } from 'xstate';
import { widgetMachine } from '../../../frame-app/machines/widgetMachine';
import { isDisplayed } from '../../../frame-app/machines/widgetSnapshot';
import type { WidgetEmitted, WidgetMachineInput } from '../../../frame-app/machines/widgetTypes';
import { DAY_MS, mergedDemoBar, MOBILE_VIEWPORT, NO_HISTORY, page, ROUTE, T0, VIEWPORT, afterSubmitClassOf, placementOf, widgetMachineActor } from './fixtures';

const stopped = stopAfterEachTest();

function rendered(overrides: Partial<WidgetMachineInput> = {}, main: Record<string, unknown> = {}, setup: Record<string, unknown> = {}) {
  const clock = new SimulatedClock();
  clock.set(T0);
  const widget = overrides.widget ?? mergedDemoBar(main, setup);
  const input: WidgetMachineInput = {
    widget,
    session: NO_HISTORY,
    page: page(),
    route: ROUTE,
    viewport: VIEWPORT,
    now: () => clock.now(),
    afterSubmitClass: afterSubmitClassOf(widget),
    placement: placementOf(widget),
    ...overrides,
  };
  const actor = widgetMachineActor({ input, clock });
  const emitted: WidgetEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  stopped(actor).start();
  actor.send({ type: 'RENDERED' });
  return { actor, clock, emitted };
}

describe('widgetMachine: editing mode (SPEC §1)', () => {
  it('opens at once although the trigger, repeat rules, route and device all refuse', () => {
    const { actor, emitted } = rendered(
      {
        editMode: true,
        session: { lastImpression: T0 - DAY_MS, manualClose: true },
        viewport: MOBILE_VIEWPORT,
        route: { url: 'https://shop.example/checkout', lastChange: null },
      },
      { whenDisplay: { type: 'exit', value: null }, showAgainIfClosed: { type: 'never', value: null } },
      { hideOnMobile: true, urlBlacklist: ['shop.example/checkout'] },
    );
    expect(isDisplayed(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.openedBy).toBe('forced');
    expect(emitted).toContainEqual({ type: 'open', trigger: 'forced' });
  });

  it('commits no impression: the session is untouched and no impression is emitted', () => {
    const session = { lastImpression: T0 - DAY_MS, manualClose: false };
    const { actor, emitted } = rendered({ editMode: true, session });
    expect(isDisplayed(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.session).toEqual(session);
    expect(emitted.some((e) => e.type === 'impression')).toBe(false);
  });

  it('reopens on the next route after a close, and stays open on a refused route', () => {
    const { actor } = rendered({ editMode: true }, {}, { urlWhitelist: ['shop.example/only'] });
    actor.send({ type: 'ROUTE_CHANGE', route: { url: 'https://shop.example/elsewhere', lastChange: T0 } });
    expect(isDisplayed(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'CLOSE', manual: false });
    expect(isDisplayed(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'ROUTE_CHANGE', route: { url: 'https://shop.example/again', lastChange: T0 } });
    expect(isDisplayed(actor.getSnapshot())).toBe(true);
  });

  it('without editing mode the same widget waits for its trigger', () => {
    const { actor } = rendered({}, { whenDisplay: { type: 'exit', value: null } });
    expect(isDisplayed(actor.getSnapshot())).toBe(false);
  });
});
