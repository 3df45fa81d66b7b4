import { describe, expect, it } from 'vitest';
import { stopAfterEachTest } from './actors';
import { createActor, SimulatedClock } from 'xstate';
import { customerChatMachine, selectChatView, type CustomerChatInput } from '../../../frame-app/machines/customerChatMachine';

const stopped = stopAfterEachTest();

const DESKTOP = 1280;
const MOBILE = 375;

function start(input: Partial<CustomerChatInput> = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(customerChatMachine, { input: { minimized: undefined, dialogDelay: undefined, viewportWidth: DESKTOP, ...input }, clock });
  stopped(actor).start();
  const view = () => selectChatView(actor.getSnapshot());
  return { actor, clock, view };
}

describe('customerChatMachine: minimized modes', () => {
  it("'opened' opens the greeting at once, on desktop and mobile", () => {
    expect(start({ minimized: 'opened', viewportWidth: DESKTOP }).view()).toBe('dialogOpen');
    expect(start({ minimized: 'opened', viewportWidth: MOBILE }).view()).toBe('dialogOpen');
  });

  it("'minimized' shows only the bubble until the visitor toggles", () => {
    const { actor, clock, view } = start({ minimized: 'minimized', dialogDelay: 0 });
    clock.increment(60_000);
    expect(view()).toBe('minimized');
    actor.send({ type: 'TOGGLE' });
    expect(view()).toBe('dialogOpen');
  });

  it("'hidden' shows nothing and ignores TOGGLE and the delay", () => {
    const { actor, clock, view } = start({ minimized: 'hidden', dialogDelay: 1 });
    actor.send({ type: 'TOGGLE' });
    clock.increment(5_000);
    expect(view()).toBe('hidden');
  });

  it("'default' or missing on mobile stays minimized", () => {
    for (const minimized of ['default', undefined, 'nonsense']) {
      const { clock, view } = start({ minimized, viewportWidth: MOBILE, dialogDelay: 2 });
      clock.increment(60_000);
      expect(view()).toBe('minimized');
    }
  });
});

describe('customerChatMachine: dialogDelay on desktop', () => {
  it('0 (or missing) opens at once, before any timer runs', () => {
    expect(start({ dialogDelay: 0 }).view()).toBe('dialogOpen');
    expect(start({}).view()).toBe('dialogOpen');
    expect(start({ dialogDelay: 'soon' }).view()).toBe('dialogOpen');
  });

  it('3 seconds', () => {
    const { clock, view } = start({ minimized: 'default', dialogDelay: 3 });
    expect(view()).toBe('minimized');
    clock.increment(2_999);
    expect(view()).toBe('minimized');
    clock.increment(1);
    expect(view()).toBe('dialogOpen');
  });

  it("'5' as a numeric string", () => {
    const { clock, view } = start({ dialogDelay: '5' });
    clock.increment(4_999);
    expect(view()).toBe('minimized');
    clock.increment(1);
    expect(view()).toBe('dialogOpen');
  });

  it('a visitor who opens and closes first is not reopened by the timer', () => {
    const { actor, clock, view } = start({ dialogDelay: 3 });
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'CLOSE_DIALOG' });
    clock.increment(10_000);
    expect(view()).toBe('minimized');
  });

  it('a host shrinking to mobile cancels the pending open; growing back restarts the delay', () => {
    const { actor, clock, view } = start({ dialogDelay: 3 });
    clock.increment(2_000);
    actor.send({ type: 'VIEWPORT', width: MOBILE });
    clock.increment(10_000);
    expect(view()).toBe('minimized');
    actor.send({ type: 'VIEWPORT', width: DESKTOP });
    clock.increment(2_999);
    expect(view()).toBe('minimized');
    clock.increment(1);
    expect(view()).toBe('dialogOpen');
  });

  it('a desktop resize does not restart the delay', () => {
    const { actor, clock, view } = start({ dialogDelay: 3 });
    clock.increment(2_000);
    actor.send({ type: 'VIEWPORT', width: 1100 });
    clock.increment(1_000);
    expect(view()).toBe('dialogOpen');
  });

  it("a mobile 'default' visitor whose host grows to desktop gets the automatic open", () => {
    const { actor, view } = start({ viewportWidth: MOBILE, dialogDelay: 0 });
    expect(view()).toBe('minimized');
    actor.send({ type: 'VIEWPORT', width: DESKTOP });
    expect(view()).toBe('dialogOpen');
  });
});

describe('customerChatMachine: toggle', () => {
  it('TOGGLE opens and closes; CLOSE_DIALOG closes; nothing reopens on its own afterwards', () => {
    const { actor, clock, view } = start({ minimized: 'minimized' });
    actor.send({ type: 'TOGGLE' });
    expect(view()).toBe('dialogOpen');
    actor.send({ type: 'TOGGLE' });
    expect(view()).toBe('minimized');
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'CLOSE_DIALOG' });
    expect(view()).toBe('minimized');
    actor.send({ type: 'VIEWPORT', width: DESKTOP });
    clock.increment(60_000);
    expect(view()).toBe('minimized');
  });

  it('CLOSE_DIALOG while minimized changes nothing', () => {
    const { actor, view } = start({ minimized: 'minimized' });
    actor.send({ type: 'CLOSE_DIALOG' });
    expect(view()).toBe('minimized');
  });
});
