/**
 * SPEC §4 "Rendering of messenger plugin", "Submit flow by buttonType" and "After-submit", driven through
 * the widget machine in node with a SimulatedClock (no React, no SDK): plugin events arrive as the
 * PLUGIN events bootFrame makes of the SDK's callbacks, the plugin's measured size as PLUGIN_SIZE, and a
 * failed SDK load as SDK_FAILED.
 */
import { describe, expect, it } from 'vitest';
import { stopAfterEachTest } from './actors';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { parseReferenceValue } from '../../../bridge-protocol/referenceValue';
import type { MessengerPluginKind } from '../../../frame-app/rules/messengerPlugin';
import { PLUGIN_DRAW_GRACE_MS, type PluginSize } from '../../../frame-app/rules/pluginSize';
import type { PluginSignal } from '../../../frame-app/rules/pluginSignal';
import {
  OPTIN_FIRST_CHECK_MS,
  OPTIN_MAX_CHECKS,
  OPTIN_POLL_INTERVAL_MS,
  submitFlowMachine,
  type CheckOptinInput,
  type ConfirmCheckboxInput,
} from '../../../frame-app/machines/submitFlowMachine';
import { FORCED_RENDERED_TIMEOUT_MS, widgetMachine } from '../../../frame-app/machines/widgetMachine';
import { callToActionMode, isAwaitingOptIn, isDisplayed, isSubmitted, referenceValue } from '../../../frame-app/machines/widgetSnapshot';
import type { WidgetEmitted } from '../../../frame-app/machines/widgetTypes';
import { mergedDemoBar, NO_HISTORY, page, ROUTE, T0, VIEWPORT, afterSubmitClassOf, placementOf } from './fixtures';

const stopped = stopAfterEachTest();

interface Options {
  main?: Record<string, unknown>;
  submitted?: Record<string, unknown>;
  widgetType?: string;
  plugin?: MessengerPluginKind;
  pluginStandIn?: boolean;
  euAffected?: boolean;
  renderTimeoutMs?: number;
  checkOptin?: (input: CheckOptinInput) => Promise<boolean>;
  confirmCheckbox?: (input: ConfirmCheckboxInput) => Promise<void>;
}

// Lets the invoked promise actors settle (they resolve on the microtask queue, not on the clock).
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const plugin = (signal: PluginSignal) => ({ type: 'PLUGIN' as const, signal });
const size = (width: number, height: number) => ({ type: 'PLUGIN_SIZE' as const, size: { width, height } satisfies PluginSize });
/** What a working send-to-messenger button measures. */
const DRAWN = size(150, 40);
const renderedEvents = (emitted: WidgetEmitted[]) => emitted.filter((e) => e.type === 'rendered');

function startWidget(options: Options = {}) {
  const clock = new SimulatedClock();
  clock.set(T0);
  const base = mergedDemoBar({ whenDisplay: { type: 'always', value: null }, ...options.main }, {});
  const widget = {
    ...base,
    widget_type: options.widgetType ?? base.widget_type,
    data: { ...base.data, submitted: { ...base.data.submitted, ...options.submitted } },
  };
  const checks: number[] = [];
  const confirms: ConfirmCheckboxInput[] = [];
  const submitFlow = submitFlowMachine.provide({
    actors: {
      checkOptin: fromPromise<boolean, CheckOptinInput>(({ input }) => {
        checks.push(clock.now() - T0);
        return options.checkOptin ? options.checkOptin(input) : Promise.resolve(false);
      }),
      confirmCheckbox: fromPromise<void, ConfirmCheckboxInput>(({ input }) => {
        confirms.push(input);
        return options.confirmCheckbox ? options.confirmCheckbox(input) : Promise.resolve();
      }),
    },
  });
  const machine = widgetMachine.provide({ actors: { submitFlow } });
  const actor = createActor(machine, {
    input: {
      widget,
      session: NO_HISTORY,
      page: page(),
      route: ROUTE,
      viewport: VIEWPORT,
      now: () => clock.now(),
      plugin: options.plugin ?? 'send_to_messenger',
      pluginStandIn: options.pluginStandIn,
      afterSubmitClass: afterSubmitClassOf(widget),
      placement: placementOf(widget),
      euAffected: options.euAffected,
      renderTimeoutMs: options.renderTimeoutMs,
      sessionId: 'sess1',
      instanceId: 'inst1',
      userRef: 'u-inst1',
    },
    clock,
  });
  const emitted: WidgetEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  stopped(actor).start();
  return { actor, clock, emitted, checks, confirms };
}

/** Committed (the frame's first commit), its plugin rendered and seen drawn, and open (whenDisplay always). */
function openWidget(options: Options = {}) {
  const started = startWidget(options);
  started.actor.send({ type: 'RENDERED' });
  started.actor.send(plugin({ kind: 'rendered' }));
  started.actor.send(DRAWN);
  expect(isDisplayed(started.actor.getSnapshot())).toBe(true);
  return started;
}

describe('rendering of the messenger plugin (SPEC §4)', () => {
  it('shows at its first commit with the link standing in; the plugin takes the slot once seen drawn, and then SPEC §4 rendered', () => {
    const { actor, emitted } = startWidget();
    expect(isDisplayed(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'RENDERED' });
    expect(isDisplayed(actor.getSnapshot())).toBe(true);
    expect(callToActionMode(actor.getSnapshot(), true)).toBe('standIn');
    expect(emitted.map((e) => e.type)).toEqual(['open', 'impression']);
    actor.send(plugin({ kind: 'rendered' }));
    expect(renderedEvents(emitted)).toEqual([]);
    expect(callToActionMode(actor.getSnapshot(), true)).toBe('standIn');
    actor.send(DRAWN);
    expect(renderedEvents(emitted)).toEqual([{ type: 'rendered', renderReason: 'rendered' }]);
    expect(callToActionMode(actor.getSnapshot(), true)).toBe('plugin');
    expect(isDisplayed(actor.getSnapshot())).toBe(true);
    // Later signals of the plugin reach nobody waiting: still one rendered.
    actor.send(plugin({ kind: 'rendered' }));
    actor.send(DRAWN);
    expect(renderedEvents(emitted)).toHaveLength(1);
  });

  it('a click on the standing-in link is the fallback submit (m.me), not a plugin flow', () => {
    const { actor, checks } = startWidget();
    actor.send({ type: 'RENDERED' });
    actor.send({ type: 'SUBMIT' });
    expect(isSubmitted(actor.getSnapshot())).toBe(true);
    expect(checks).toEqual([]);
  });

  it('the standalone checkbox (a checkbox plugin with a stand-in) shows at its commit too, its row standing in', () => {
    const { actor, emitted } = startWidget({ plugin: 'checkbox', pluginStandIn: true });
    actor.send({ type: 'RENDERED' });
    expect(isDisplayed(actor.getSnapshot())).toBe(true);
    expect(callToActionMode(actor.getSnapshot(), true)).toBe('standIn');
    actor.send(plugin({ kind: 'rendered' }));
    actor.send(DRAWN);
    expect(callToActionMode(actor.getSnapshot(), true)).toBe('plugin');
    expect(renderedEvents(emitted)).toEqual([{ type: 'rendered', renderReason: 'rendered' }]);
  });

  it('the checkbox plugin beside our button is still waited for: our button needs its tick', () => {
    const { actor, emitted } = startWidget({ plugin: 'checkbox' });
    actor.send({ type: 'RENDERED' });
    expect(isDisplayed(actor.getSnapshot())).toBe(false);
    actor.send(plugin({ kind: 'rendered' }));
    actor.send(DRAWN);
    expect(isDisplayed(actor.getSnapshot())).toBe(true);
    expect(callToActionMode(actor.getSnapshot(), true)).toBe('plugin');
    expect(renderedEvents(emitted)).toEqual([{ type: 'rendered', renderReason: 'rendered' }]);
  });

  it('the standing-in link stays for good when the plugin gives up while the widget is open, with one rendered', () => {
    for (const giveUp of [plugin({ kind: 'timeout' }), { type: 'SDK_FAILED' as const }, plugin({ kind: 'eu_account_affected' })]) {
      const { actor, emitted } = startWidget();
      actor.send({ type: 'RENDERED' });
      actor.send(giveUp);
      expect(callToActionMode(actor.getSnapshot(), true)).toBe('link');
      expect(renderedEvents(emitted)).toHaveLength(1);
      expect(isDisplayed(actor.getSnapshot())).toBe(true);
    }
  });

  it('forces a fallback render after 5000 ms: the link stands in for the plugin', () => {
    const { actor, clock, emitted } = startWidget();
    actor.send({ type: 'RENDERED' });
    clock.increment(FORCED_RENDERED_TIMEOUT_MS - 1);
    expect(callToActionMode(actor.getSnapshot(), true)).toBe('standIn');
    expect(emitted.filter((e) => e.type === 'rendered')).toEqual([]);
    clock.increment(1);
    expect(emitted).toContainEqual({ type: 'rendered', renderReason: 'fallback' });
    expect(isDisplayed(actor.getSnapshot())).toBe(true);
    expect(callToActionMode(actor.getSnapshot(), true)).toBe('link');
    // Without a usable page id there is no link to fall back to: our own button stays.
    expect(callToActionMode(actor.getSnapshot(), false)).toBe('cta');
  });

  it('honours the local-storage override of the forced rendered timeout', () => {
    const { clock, emitted } = startWidget({ renderTimeoutMs: 200 });
    clock.increment(199);
    expect(emitted.some((e) => e.type === 'rendered')).toBe(false);
    clock.increment(1);
    expect(emitted).toContainEqual({ type: 'rendered', renderReason: 'fallback' });
  });

  it('an EU visitor counts as rendered at once and gets the link, with no timer to wait for', () => {
    const { actor, emitted } = startWidget({ euAffected: true });
    expect(emitted[0]).toEqual({ type: 'rendered', renderReason: 'rendered' });
    expect(isDisplayed(actor.getSnapshot())).toBe(true);
    expect(callToActionMode(actor.getSnapshot(), true)).toBe('link');
  });

  it('special outcomes: timeout falls back at once, eu_account_affected renders as EU', () => {
    const timedOut = startWidget();
    timedOut.actor.send(plugin({ kind: 'timeout' }));
    expect(timedOut.emitted).toContainEqual({ type: 'rendered', renderReason: 'fallback' });
    const eu = startWidget();
    eu.actor.send(plugin({ kind: 'eu_account_affected' }));
    expect(eu.emitted).toContainEqual({ type: 'rendered', renderReason: 'rendered' });
    expect(callToActionMode(eu.actor.getSnapshot(), true)).toBe('link');
  });

  it('hidden hides an open widget (an automatic close) and leaves the link for the next open', () => {
    const { actor, emitted } = openWidget();
    actor.send(plugin({ kind: 'hidden' }));
    expect(isDisplayed(actor.getSnapshot())).toBe(false);
    expect(emitted).toContainEqual({ type: 'close', manual: false });
    expect(callToActionMode(actor.getSnapshot(), true)).toBe('link');
  });

  it('the reference value carries widget, session and instance ids and the payload', () => {
    const { actor } = openWidget();
    actor.send({ type: 'SET_PAYLOAD', payload: 'promo-7' });
    expect(parseReferenceValue(referenceValue(actor.getSnapshot()))).toEqual({ widgetId: '7', sessionId: 'sess1', instanceId: 'inst1', payload: 'promo-7' });
  });
});

describe('messenger robustness (issue 12)', () => {
  it('a failed SDK load renders at once with the fallback link, without waiting for the 5000 ms', () => {
    const { actor, clock, emitted } = startWidget();
    clock.increment(120);
    actor.send({ type: 'SDK_FAILED' });
    expect(renderedEvents(emitted)).toEqual([{ type: 'rendered', renderReason: 'fallback' }]);
    // whenDisplay always: shown at once, with the link where the plugin would be.
    expect(isDisplayed(actor.getSnapshot())).toBe(true);
    expect(callToActionMode(actor.getSnapshot(), true)).toBe('link');
    // The forced rendered timeout belonged to the rendering state: it cannot fire a second `rendered`.
    clock.increment(FORCED_RENDERED_TIMEOUT_MS);
    expect(renderedEvents(emitted)).toHaveLength(1);
  });

  it('a failed SDK load ignores the local-storage override too: that limit is for a loaded SDK', () => {
    const { actor, emitted } = startWidget({ renderTimeoutMs: 60_000 });
    actor.send({ type: 'SDK_FAILED' });
    expect(renderedEvents(emitted)).toEqual([{ type: 'rendered', renderReason: 'fallback' }]);
  });

  it('an SDK that loaded but whose plugin never renders still waits the full 5000 ms', () => {
    const { actor, clock, emitted } = startWidget();
    actor.send({ type: 'SDK_READY' });
    clock.increment(FORCED_RENDERED_TIMEOUT_MS - 1);
    expect(renderedEvents(emitted)).toEqual([]);
    clock.increment(1);
    expect(renderedEvents(emitted)).toEqual([{ type: 'rendered', renderReason: 'fallback' }]);
    expect(callToActionMode(actor.getSnapshot(), true)).toBe('link');
  });

  it('a plugin that reports rendered but stays 0×0 falls back after the grace period, with one warning', () => {
    const { actor, clock, emitted } = startWidget();
    actor.send(plugin({ kind: 'rendered' }));
    actor.send(size(0, 0));
    clock.increment(PLUGIN_DRAW_GRACE_MS - 1);
    expect(renderedEvents(emitted)).toEqual([]);
    expect(isDisplayed(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    expect(renderedEvents(emitted)).toEqual([{ type: 'rendered', renderReason: 'fallback' }]);
    expect(isDisplayed(actor.getSnapshot())).toBe(true);
    expect(callToActionMode(actor.getSnapshot(), true)).toBe('link');
    expect(emitted.filter((e) => e.type === 'warning')).toHaveLength(1);
    // A size that arrives too late changes nothing: the link stays.
    actor.send(DRAWN);
    expect(callToActionMode(actor.getSnapshot(), true)).toBe('link');
    expect(renderedEvents(emitted)).toHaveLength(1);
  });

  it('a plugin that is sized a little after its rendered event counts as rendered', () => {
    const { actor, clock, emitted } = startWidget();
    actor.send(plugin({ kind: 'rendered' }));
    actor.send(size(0, 0));
    clock.increment(300);
    // Zero in one direction is still nothing to see.
    actor.send(size(150, 0));
    expect(renderedEvents(emitted)).toEqual([]);
    actor.send(DRAWN);
    expect(renderedEvents(emitted)).toEqual([{ type: 'rendered', renderReason: 'rendered' }]);
    expect(callToActionMode(actor.getSnapshot(), true)).toBe('plugin');
    clock.increment(PLUGIN_DRAW_GRACE_MS);
    expect(emitted.some((e) => e.type === 'warning')).toBe(false);
  });

  it('a size before any rendered event is not a render', () => {
    const { actor, emitted } = startWidget();
    actor.send(DRAWN);
    expect(renderedEvents(emitted)).toEqual([]);
  });

  it('the forced rendered timeout still bounds the check for a plugin that rendered late', () => {
    const { actor, clock, emitted } = startWidget();
    clock.increment(FORCED_RENDERED_TIMEOUT_MS - 200);
    actor.send(plugin({ kind: 'rendered' }));
    clock.increment(200);
    expect(renderedEvents(emitted)).toEqual([{ type: 'rendered', renderReason: 'fallback' }]);
  });

  it('a widget forced open before its first commit shows the link standing in, and for good once the SDK fails', () => {
    const { actor, emitted } = startWidget();
    actor.send({ type: 'FORCE_OPEN' });
    expect(callToActionMode(actor.getSnapshot(), true)).toBe('standIn');
    actor.send({ type: 'SDK_FAILED' });
    expect(callToActionMode(actor.getSnapshot(), true)).toBe('link');
    expect(renderedEvents(emitted)).toEqual([{ type: 'rendered', renderReason: 'fallback' }]);
  });
});

describe('submit flow by buttonType (SPEC §4)', () => {
  it('fallback: straight to after-submit, no poll', () => {
    const { actor, clock, checks } = startWidget();
    clock.increment(FORCED_RENDERED_TIMEOUT_MS);
    actor.send({ type: 'SUBMIT' });
    expect(isSubmitted(actor.getSnapshot())).toBe(true);
    expect(checks).toEqual([]);
  });

  it('button: the plugin click polls checkOptin after 1 s, then every 3 s, until opted in', async () => {
    let answers = [false, false, true];
    const { actor, clock, emitted, checks } = openWidget({
      checkOptin: () => {
        const [next, ...rest] = answers;
        answers = rest;
        return Promise.resolve(next === true);
      },
    });
    actor.send(plugin({ kind: 'clicked' }));
    expect(isAwaitingOptIn(actor.getSnapshot())).toBe(true);
    expect(isDisplayed(actor.getSnapshot())).toBe(true);
    clock.increment(OPTIN_FIRST_CHECK_MS - 1);
    expect(checks).toEqual([]);
    clock.increment(1);
    await settle();
    expect(checks).toEqual([1000]);
    clock.increment(OPTIN_POLL_INTERVAL_MS - 1);
    await settle();
    expect(checks).toEqual([1000]);
    clock.increment(1);
    await settle();
    expect(checks).toEqual([1000, 4000]);
    expect(isSubmitted(actor.getSnapshot())).toBe(false);
    clock.increment(OPTIN_POLL_INTERVAL_MS);
    await settle();
    expect(checks).toEqual([1000, 4000, 7000]);
    expect(isSubmitted(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.optedIn).toBe(true);
    const optedin = emitted.find((e) => e.type === 'optedin');
    expect(optedin).toMatchObject({ userRef: 'u-inst1' });
    expect(emitted.find((e) => e.type === 'submitted')).toMatchObject({ ref: referenceValue(actor.getSnapshot()) });
  });

  it('button: a failed check is retried on the same schedule', async () => {
    let calls = 0;
    const { actor, clock, checks } = openWidget({
      checkOptin: () => (++calls === 1 ? Promise.reject(new Error('Newtwork GET error 500')) : Promise.resolve(true)),
    });
    actor.send({ type: 'SUBMIT' });
    clock.increment(1000);
    await settle();
    clock.increment(3000);
    await settle();
    expect(checks).toEqual([1000, 4000]);
    expect(isSubmitted(actor.getSnapshot())).toBe(true);
  });

  it('button: the plugin opt_in ends the poll at once', () => {
    const { actor, checks } = openWidget();
    actor.send(plugin({ kind: 'clicked' }));
    actor.send(plugin({ kind: 'opt_in' }));
    expect(isSubmitted(actor.getSnapshot())).toBe(true);
    expect(checks).toEqual([]);
  });

  it('button: the poll gives up after OPTIN_MAX_CHECKS checks and leaves the form usable', async () => {
    const { actor, clock, checks, emitted } = openWidget();
    actor.send({ type: 'SUBMIT' });
    clock.increment(OPTIN_FIRST_CHECK_MS);
    await settle();
    for (let i = 1; i < OPTIN_MAX_CHECKS; i++) {
      clock.increment(OPTIN_POLL_INTERVAL_MS);
      await settle();
    }
    expect(checks).toHaveLength(OPTIN_MAX_CHECKS);
    clock.increment(OPTIN_POLL_INTERVAL_MS * 3);
    await settle();
    expect(checks).toHaveLength(OPTIN_MAX_CHECKS);
    expect(isAwaitingOptIn(actor.getSnapshot())).toBe(false);
    expect(isDisplayed(actor.getSnapshot())).toBe(true);
    expect(emitted.filter((e) => e.type === 'warning')).toEqual([
      { type: 'warning', message: `no opt-in arrived after ${String(OPTIN_MAX_CHECKS)} checks; stopped asking (the visitor may submit again)` },
    ]);
  });

  it('button: a close while polling stops the poll', async () => {
    const { actor, clock, checks } = openWidget();
    actor.send(plugin({ kind: 'clicked' }));
    clock.increment(OPTIN_FIRST_CHECK_MS);
    await settle();
    expect(checks).toEqual([1000]);
    actor.send({ type: 'CLOSE', manual: true });
    expect(isDisplayed(actor.getSnapshot())).toBe(false);
    clock.increment(OPTIN_POLL_INTERVAL_MS * 3);
    await settle();
    expect(checks).toEqual([1000]);
    expect(actor.getSnapshot().children).not.toHaveProperty('submitFlow');
  });

  it('checkbox: the plugin opt_in does not end the checkbox flow (only the button flow listens for it)', async () => {
    const { actor, emitted } = openWidget({ plugin: 'checkbox', main: { buttonType: 'checkbox' }, confirmCheckbox: () => new Promise<void>(() => undefined) });
    actor.send({ type: 'SUBMIT' });
    actor.send(plugin({ kind: 'opt_in' }));
    await settle();
    expect(actor.getSnapshot().matches({ submitting: 'confirming' })).toBe(true);
    expect(emitted.map((e) => e.type)).not.toContain('optedin');
  });

  it('checkbox: confirms through the plugin with the ref and user_ref, then after-submit', async () => {
    const { actor, confirms } = openWidget({ plugin: 'checkbox', main: { buttonType: 'checkbox' } });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(confirms).toEqual([{ ref: referenceValue(actor.getSnapshot()), userRef: 'u-inst1' }]);
    expect(isSubmitted(actor.getSnapshot())).toBe(true);
  });

  it('checkbox: checked/unchecked reach the host; an unticked box confirms nothing', async () => {
    const { actor, emitted, confirms } = openWidget({ plugin: 'checkbox', main: { buttonType: 'checkbox' } });
    actor.send(plugin({ kind: 'checkbox', checked: false }));
    expect(emitted).toContainEqual({ type: 'checked', checked: false, ref: referenceValue(actor.getSnapshot()), userRef: 'u-inst1' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(confirms).toEqual([]);
    expect(isSubmitted(actor.getSnapshot())).toBe(false);
    expect(emitted.filter((e) => e.type === 'warning')).toEqual([
      { type: 'warning', message: 'the messenger checkbox is not ticked, so there is no opt-in to confirm' },
    ]);
    actor.send(plugin({ kind: 'checkbox', checked: true }));
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(confirms).toHaveLength(1);
    expect(isSubmitted(actor.getSnapshot())).toBe(true);
  });

  it('checkbox: a failed confirm keeps the form and says why', async () => {
    const { actor, emitted } = openWidget({ plugin: 'checkbox', main: { buttonType: 'checkbox' }, confirmCheckbox: () => Promise.reject(new Error('timeout')) });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(isSubmitted(actor.getSnapshot())).toBe(false);
    expect(isDisplayed(actor.getSnapshot())).toBe(true);
    expect(emitted).toContainEqual({ type: 'error', message: 'the checkbox confirm failed: timeout' });
  });

  it('an unknown buttonType raises one clear error and the widget renders nothing', () => {
    const { actor, emitted } = openWidget({ main: { buttonType: 'radio' } });
    actor.send({ type: 'SUBMIT' });
    expect(isDisplayed(actor.getSnapshot())).toBe(false);
    expect(emitted.filter((e) => e.type === 'error')).toEqual([{ type: 'error', message: 'unknown buttonType "radio" (expected "button" or "checkbox")' }]);
  });
});

describe('after-submit (SPEC §4)', () => {
  it('overlay with action redirect: navigate through the loader, then an automatic close', () => {
    const { actor, emitted } = openWidget({
      plugin: 'none',
      widgetType: 'modal',
      submitted: { action: 'redirect', redirectUrl: 'shop.example/thanks', redirectTarget: 'new' },
    });
    actor.send({ type: 'SUBMIT' });
    expect(emitted).toContainEqual({ type: 'navigate', url: '//shop.example/thanks', target: 'new' });
    expect(emitted).toContainEqual({ type: 'close', manual: false });
    expect(isDisplayed(actor.getSnapshot())).toBe(false);
  });

  it('overlay with action nothing: stays as it is, no success view', () => {
    const { actor, emitted } = openWidget({ plugin: 'none', submitted: { action: 'nothing' } });
    actor.send({ type: 'SUBMIT' });
    expect(isDisplayed(actor.getSnapshot())).toBe(true);
    expect(isSubmitted(actor.getSnapshot())).toBe(false);
    expect(emitted.map((e) => e.type)).not.toContain('navigate');
  });

  it('overlay with action message: the success view', () => {
    const { actor } = openWidget({ plugin: 'none', widgetType: 'modal', submitted: { action: 'message' } });
    actor.send({ type: 'SUBMIT' });
    expect(isSubmitted(actor.getSnapshot())).toBe(true);
  });

  it('box: redirect if configured and mark submitted, in the same window', () => {
    const { actor, emitted } = openWidget({
      plugin: 'none',
      widgetType: 'box',
      submitted: { action: 'redirect', redirectUrl: '/thanks', redirectTarget: 'same' },
    });
    actor.send({ type: 'SUBMIT' });
    expect(emitted).toContainEqual({ type: 'navigate', url: '/thanks', target: 'same' });
    expect(isSubmitted(actor.getSnapshot())).toBe(true);
  });
});
