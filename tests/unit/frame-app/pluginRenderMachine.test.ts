/**
 * The messenger plugin's own progress (machines/pluginRenderMachine.ts), alone, under a SimulatedClock:
 * its outcome is what the widget machine turns into SPEC §4's `rendered` event.
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { pluginRenderMachine, type PluginRenderOutput } from '../../../frame-app/machines/pluginRenderMachine';
import { PLUGIN_DRAW_GRACE_MS } from '../../../frame-app/rules/pluginSize';
import { stopAfterEachTest } from './actors';

const stopped = stopAfterEachTest();

function start(wanted = true, renderTimeoutMs = 5_000) {
  const clock = new SimulatedClock();
  const actor = createActor(pluginRenderMachine, { input: { renderTimeoutMs, wanted }, clock });
  stopped(actor).start();
  return { actor, clock, output: (): PluginRenderOutput | undefined => actor.getSnapshot().output };
}

describe('pluginRenderMachine', () => {
  it('is done at once, with no timer, when no plugin loads', () => {
    const { actor } = start(false);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('notWanted');
  });

  it('rendered and then seen drawn: rendered, usable', () => {
    const { actor, output } = start();
    actor.send({ type: 'PLUGIN', signal: { kind: 'rendered' } });
    actor.send({ type: 'PLUGIN_SIZE', size: { width: 0, height: 0 } });
    expect(actor.getSnapshot().status).toBe('active');
    actor.send({ type: 'PLUGIN_SIZE', size: { width: 150, height: 40 } });
    expect(output()).toEqual({ renderReason: 'rendered', unusable: false, euAccount: false, warning: null });
  });

  it('rendered but 0×0 for the whole grace: the fallback, with a warning', () => {
    const { actor, clock, output } = start();
    actor.send({ type: 'PLUGIN', signal: { kind: 'rendered' } });
    clock.increment(PLUGIN_DRAW_GRACE_MS - 1);
    expect(output()).toBeUndefined();
    clock.increment(1);
    expect(output()).toMatchObject({ renderReason: 'fallback', unusable: true });
    expect(output()?.warning).toContain('drew nothing visible');
  });

  it('gives up at the forced rendered timeout, on a failed SDK and on hidden or timeout; an EU account renders as EU', () => {
    const timed = start(true, 300);
    timed.clock.increment(299);
    expect(timed.output()).toBeUndefined();
    timed.clock.increment(1);
    expect(timed.output()).toEqual({ renderReason: 'fallback', unusable: true, euAccount: false, warning: null });
    for (const event of [{ type: 'SDK_FAILED' as const }, { type: 'PLUGIN' as const, signal: { kind: 'hidden' as const } }, { type: 'PLUGIN' as const, signal: { kind: 'timeout' as const } }]) {
      const run = start();
      run.actor.send(event);
      expect(run.output()?.renderReason).toBe('fallback');
    }
    const eu = start();
    eu.actor.send({ type: 'PLUGIN', signal: { kind: 'eu_account_affected' } });
    expect(eu.output()).toEqual({ renderReason: 'rendered', unusable: false, euAccount: true, warning: null });
  });
});
