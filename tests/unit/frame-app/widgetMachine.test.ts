import { describe, expect, it } from 'vitest';
import { stopAfterEachTest } from './actors';
import { createActor, SimulatedClock } from 'xstate';
import type { WidgetSessionEntry } from '../../../bridge-protocol/messages';
import { FORCED_RENDERED_TIMEOUT_MS, widgetMachine } from '../../../frame-app/machines/widgetMachine';
import { blockedBy, isDisplayed, isSubmitted, renderReason, shouldShowPopupMessage } from '../../../frame-app/machines/widgetSnapshot';
import type { WidgetEmitted, WidgetMachineInput } from '../../../frame-app/machines/widgetTypes';
import { DAY_MS, mergedDemoBar, MOBILE_VIEWPORT, NO_HISTORY, page, ROUTE, T0, VIEWPORT, afterSubmitClassOf, placementOf, widgetMachineActor } from './fixtures';

const stopped = stopAfterEachTest();

function start(overrides: Partial<WidgetMachineInput> = {}, main: Record<string, unknown> = {}, setup: Record<string, unknown> = {}) {
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
  return { actor, clock, emitted };
}

function rendered(overrides: Partial<WidgetMachineInput> = {}, main: Record<string, unknown> = {}, setup: Record<string, unknown> = {}) {
  const run = start(overrides, main, setup);
  run.actor.send({ type: 'RENDERED' });
  return run;
}

describe('widgetMachine: rendering', () => {
  it('forces rendered at exactly 5000 ms, not at 4999, with renderReason fallback', () => {
    const { actor, clock, emitted } = start();
    expect(FORCED_RENDERED_TIMEOUT_MS).toBe(5000);
    clock.increment(4999);
    expect(actor.getSnapshot().matches('rendering')).toBe(true);
    expect(renderReason(actor.getSnapshot())).toBeNull();
    clock.increment(1);
    expect(actor.getSnapshot().matches('rendered')).toBe(true);
    expect(renderReason(actor.getSnapshot())).toBe('fallback');
    expect(emitted).toContainEqual({ type: 'rendered', renderReason: 'fallback' });
  });

  it('RENDERED before the timeout gives renderReason rendered, and the timer no longer fires', () => {
    const { actor, clock, emitted } = start();
    clock.increment(1200);
    actor.send({ type: 'RENDERED' });
    expect(actor.getSnapshot().matches('rendered')).toBe(true);
    expect(renderReason(actor.getSnapshot())).toBe('rendered');
    clock.increment(10_000);
    expect(renderReason(actor.getSnapshot())).toBe('rendered');
    expect(emitted.filter((e) => e.type === 'rendered')).toEqual([{ type: 'rendered', renderReason: 'rendered' }]);
  });

  it('an EU visitor is rendered immediately (SPEC §4)', () => {
    const { actor } = start({ euAffected: true });
    expect(actor.getSnapshot().matches('rendered')).toBe(true);
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
    expect(actor.getSnapshot().matches('rendered')).toBe(true);
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
    expect(actor.getSnapshot().matches('rendering')).toBe(true);
    actor.send({ type: 'RENDERED' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.openedBy).toBe('manual');
  });

  it('an early OPEN that the repeat rule refuses is dropped, not replayed later', () => {
    const { actor, clock } = start({ session: { lastImpression: T0, manualClose: false } }, { showAgain: { type: 'seconds', value: 30 } });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'RENDERED' });
    expect(actor.getSnapshot().matches('rendered')).toBe(true);
    expect(actor.getSnapshot().context.pendingManualOpen).toBe(false);
    clock.increment(31_000);
    actor.send({ type: 'PAGE_SIGNALS', page: page({ maxScroll: 10 }) });
    expect(actor.getSnapshot().matches('rendered')).toBe(true);
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
    expect(emitted.at(-1)).toMatchObject({ type: 'submitted', ref: 'w7.nosession.i0' });
    actor.send({ type: 'CLOSE', manual: true });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(isSubmitted(actor.getSnapshot())).toBe(false);
  });

  it('SUBMIT is ignored while hidden', () => {
    const { actor } = rendered();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('rendered')).toBe(true);
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

describe('widgetMachine: route match, device and route changes (issue 3)', () => {
  const ALWAYS = { whenDisplay: { type: 'always', value: null } };
  const ALWAYS_EVERY_PAGE = { ...ALWAYS, showAgain: { type: 'always', value: null } };
  const CART_ONLY = { urlWhitelist: ['shop.example/cart'] };
  const HOME = 'https://shop.example/';
  const CART = 'https://shop.example/cart';
  const CHECKOUT = 'https://shop.example/checkout';

  /** What the host does on a route change: the route (stamped now), then fresh page signals. */
  function navigate(run: ReturnType<typeof start>, url: string, elapsedMs = 1000) {
    run.clock.increment(elapsedMs);
    run.actor.send({ type: 'ROUTE_CHANGE', route: { url, lastChange: run.clock.now() } });
    run.actor.send({ type: 'PAGE_SIGNALS', page: page() });
  }

  it('a whitelist-blocked widget stays hidden; a route change to a whitelisted URL opens it', () => {
    const run = rendered({ route: { url: HOME, lastChange: null } }, ALWAYS, CART_ONLY);
    expect(run.actor.getSnapshot().matches('rendered')).toBe(true);
    expect(blockedBy(run.actor.getSnapshot(), run.clock.now())).toBe('route');
    run.actor.send({ type: 'PAGE_SIGNALS', page: page({ maxScroll: 100, secondsSpent: 120 }) });
    expect(isDisplayed(run.actor.getSnapshot())).toBe(false);

    navigate(run, `${CART}/items`);
    expect(run.actor.getSnapshot().value).toBe('open');
    expect(run.emitted).toContainEqual({ type: 'open', trigger: 'automatic' });
    expect(blockedBy(run.actor.getSnapshot(), run.clock.now())).toBeNull();
  });

  it('a blacklisted page keeps the widget hidden, and a route off the blacklist opens it', () => {
    const run = rendered({ route: { url: CHECKOUT, lastChange: null } }, ALWAYS, { urlBlacklist: ['shop.example/checkout'] });
    expect(blockedBy(run.actor.getSnapshot(), run.clock.now())).toBe('route');
    navigate(run, CART);
    expect(run.actor.getSnapshot().value).toBe('open');
  });

  it('an open widget closes automatically (manual: false) when the route leaves the whitelist', () => {
    const run = rendered({ route: { url: CART, lastChange: null } }, ALWAYS, CART_ONLY);
    expect(run.actor.getSnapshot().value).toBe('open');
    navigate(run, CHECKOUT);
    const snapshot = run.actor.getSnapshot();
    expect(snapshot.value).toBe('closed');
    expect(run.emitted.filter((e) => e.type === 'close')).toEqual([{ type: 'close', manual: false }]);
    expect(snapshot.context.session.manualClose).toBe(false);
    expect(snapshot.context.route.url).toBe(CHECKOUT);
  });

  it('an open widget stays open on a route change to a page it is allowed on', () => {
    const run = rendered({ route: { url: CART, lastChange: null } }, ALWAYS, CART_ONLY);
    navigate(run, `${CART}?coupon=1`);
    expect(run.actor.getSnapshot().value).toBe('open');
    expect(run.emitted.some((e) => e.type === 'close')).toBe(false);
    expect(run.emitted.filter((e) => e.type === 'impression')).toHaveLength(1);
  });

  it('a submitted widget closes automatically too when the route is refused', () => {
    const run = rendered({ route: { url: CART, lastChange: null } }, ALWAYS, CART_ONLY);
    run.actor.send({ type: 'SUBMIT' });
    navigate(run, CHECKOUT);
    expect(run.actor.getSnapshot().value).toBe('closed');
    expect(run.emitted.at(-1)).toEqual({ type: 'close', manual: false });
  });

  it('closed by the route, it reopens when the route comes back and showAgain is always', () => {
    const run = rendered({ route: { url: CART, lastChange: null } }, ALWAYS_EVERY_PAGE, CART_ONLY);
    navigate(run, CHECKOUT);
    expect(run.actor.getSnapshot().value).toBe('closed');
    navigate(run, `${CHECKOUT}/payment`);
    expect(run.actor.getSnapshot().matches('rendered')).toBe(true);
    expect(blockedBy(run.actor.getSnapshot(), run.clock.now())).toBe('route');
    navigate(run, CART);
    expect(run.actor.getSnapshot().value).toBe('open');
    expect(run.emitted.filter((e) => e.type === 'impression')).toHaveLength(2);
  });

  it('closed by the route, it stays hidden on the way back while showAgain days 3 has not passed', () => {
    const run = rendered({ route: { url: CART, lastChange: null } }, ALWAYS, CART_ONLY);
    navigate(run, CHECKOUT);
    navigate(run, CART);
    expect(run.actor.getSnapshot().matches('rendered')).toBe(true);
    expect(blockedBy(run.actor.getSnapshot(), run.clock.now())).toBe('repeat');
  });

  it('a manual close with showAgainIfClosed never stays closed after a route change', () => {
    const run = rendered({}, { ...ALWAYS_EVERY_PAGE, showAgainIfClosed: { type: 'never', value: null } });
    run.actor.send({ type: 'CLOSE', manual: true });
    navigate(run, CART);
    navigate(run, HOME, DAY_MS);
    expect(isDisplayed(run.actor.getSnapshot())).toBe(false);
    expect(blockedBy(run.actor.getSnapshot(), run.clock.now())).toBe('repeat');
  });

  it('showAgain always: an automatic close does not reopen on the same route, it does after a route change', () => {
    const run = rendered({}, ALWAYS_EVERY_PAGE);
    expect(run.actor.getSnapshot().value).toBe('open');
    run.actor.send({ type: 'CLOSE', manual: false });
    run.actor.send({ type: 'PAGE_SIGNALS', page: page({ maxScroll: 80 }) });
    expect(run.actor.getSnapshot().value).toBe('closed');
    navigate(run, CART);
    expect(run.actor.getSnapshot().value).toBe('open');
  });

  it('showAgain always after a reload: an impression from an earlier page load does not count', () => {
    const { actor } = rendered({ session: { lastImpression: T0 - 1, manualClose: false } }, ALWAYS_EVERY_PAGE);
    expect(actor.getSnapshot().value).toBe('open');
  });

  it('a route change resets the page state: a closed widget waits for the trigger on the new page', () => {
    const run = rendered({}, { showAgain: { type: 'always', value: null } });
    run.actor.send({ type: 'PAGE_SIGNALS', page: page({ maxScroll: 60 }) });
    run.actor.send({ type: 'CLOSE', manual: false });
    // The route arrives before the host's fresh page signals: the old 60 % must not open it.
    run.clock.increment(1000);
    run.actor.send({ type: 'ROUTE_CHANGE', route: { url: CART, lastChange: run.clock.now() } });
    expect(run.actor.getSnapshot().matches('rendered')).toBe(true);
    expect(run.actor.getSnapshot().context.page).toEqual(page());
    run.actor.send({ type: 'PAGE_SIGNALS', page: page({ maxScroll: 29 }) });
    expect(run.actor.getSnapshot().matches('rendered')).toBe(true);
    run.actor.send({ type: 'PAGE_SIGNALS', page: page({ maxScroll: 30 }) });
    expect(run.actor.getSnapshot().value).toBe('open');
  });

  it('re-entering rendered on a route change does not report rendered again', () => {
    const run = rendered({}, ALWAYS_EVERY_PAGE);
    run.actor.send({ type: 'CLOSE', manual: false });
    navigate(run, CART);
    expect(run.emitted.filter((e) => e.type === 'rendered')).toHaveLength(1);
  });

  it('a route change while rendering is kept for the check after RENDERED', () => {
    const run = start({ route: { url: HOME, lastChange: null } }, ALWAYS, CART_ONLY);
    run.actor.send({ type: 'ROUTE_CHANGE', route: { url: CART, lastChange: T0 } });
    run.actor.send({ type: 'RENDERED' });
    expect(run.actor.getSnapshot().value).toBe('open');
  });

  it('manual OPEN ignores the trigger but respects the route', () => {
    const run = rendered({ route: { url: HOME, lastChange: null } }, {}, CART_ONLY);
    run.actor.send({ type: 'OPEN' });
    expect(run.actor.getSnapshot().matches('rendered')).toBe(true);
    navigate(run, CART);
    expect(run.actor.getSnapshot().matches('rendered')).toBe(true);
    expect(blockedBy(run.actor.getSnapshot(), run.clock.now())).toBe('trigger');
    run.actor.send({ type: 'OPEN' });
    expect(run.actor.getSnapshot().value).toBe('open');
    expect(run.emitted).toContainEqual({ type: 'open', trigger: 'manual' });
  });

  it('manual OPEN respects the device', () => {
    const run = rendered({ viewport: MOBILE_VIEWPORT }, {}, { hideOnMobile: 'desktop' });
    run.actor.send({ type: 'OPEN' });
    expect(run.actor.getSnapshot().matches('rendered')).toBe(true);
    run.actor.send({ type: 'VIEWPORT', viewport: VIEWPORT });
    run.actor.send({ type: 'OPEN' });
    expect(run.actor.getSnapshot().value).toBe('open');
  });

  it('a manually opened widget is closed by a refused route like any other', () => {
    const run = rendered({ route: { url: CART, lastChange: null } }, {}, CART_ONLY);
    run.actor.send({ type: 'OPEN' });
    navigate(run, CHECKOUT);
    expect(run.actor.getSnapshot().value).toBe('closed');
  });

  it('FORCE_OPEN ignores every check: route, device, repeat and trigger', () => {
    const run = rendered(
      { route: { url: HOME, lastChange: null }, viewport: MOBILE_VIEWPORT, session: { lastImpression: T0 - 1, manualClose: true } },
      {},
      { ...CART_ONLY, hideOnMobile: 'desktop' },
    );
    expect(blockedBy(run.actor.getSnapshot(), run.clock.now())).toBe('route');
    run.actor.send({ type: 'FORCE_OPEN' });
    expect(run.actor.getSnapshot().value).toBe('open');
    expect(run.emitted).toContainEqual({ type: 'open', trigger: 'forced' });
  });

  it('a force-opened widget is not closed by a refused route (forced ignores the route check)', () => {
    const run = rendered({ route: { url: CART, lastChange: null } }, {}, CART_ONLY);
    run.actor.send({ type: 'FORCE_OPEN' });
    navigate(run, CHECKOUT);
    expect(run.actor.getSnapshot().value).toBe('open');
  });

  it("hideOnMobile 'desktop' keeps the widget hidden on a mobile viewport, and opens it on a desktop one", () => {
    const run = rendered({ viewport: MOBILE_VIEWPORT }, ALWAYS, { hideOnMobile: 'desktop' });
    expect(run.actor.getSnapshot().matches('rendered')).toBe(true);
    expect(blockedBy(run.actor.getSnapshot(), run.clock.now())).toBe('device');
    run.actor.send({ type: 'VIEWPORT', viewport: { width: 767, height: 800, mobile: false } });
    expect(run.actor.getSnapshot().matches('rendered')).toBe(true);
    run.actor.send({ type: 'VIEWPORT', viewport: { width: 768, height: 800, mobile: false } });
    expect(run.actor.getSnapshot().value).toBe('open');
  });

  it("hideOnMobile 'mobile' opens only on a mobile viewport", () => {
    expect(rendered({ viewport: VIEWPORT }, ALWAYS, { hideOnMobile: 'mobile' }).actor.getSnapshot().matches('rendered')).toBe(true);
    expect(rendered({ viewport: MOBILE_VIEWPORT }, ALWAYS, { hideOnMobile: 'mobile' }).actor.getSnapshot().value).toBe('open');
  });

  it('the device is checked on opening only: an open widget stays open when the viewport turns mobile', () => {
    const run = rendered({ viewport: VIEWPORT }, ALWAYS, { hideOnMobile: true });
    expect(run.actor.getSnapshot().value).toBe('open');
    run.actor.send({ type: 'VIEWPORT', viewport: MOBILE_VIEWPORT });
    expect(run.actor.getSnapshot().value).toBe('open');
  });
});

describe('widgetMachine: the popup message selector', () => {
  it('shouldShowPopupMessage: widget displayed, its own trigger met, not dismissed', () => {
    const main = { whenDisplay: { type: 'always', value: null }, popupMessageWhenDisplay: { type: 'seconds', value: 10 } };
    const run = start({}, main);
    run.actor.send({ type: 'PAGE_SIGNALS', page: page({ secondsSpent: 10 }) });
    expect(shouldShowPopupMessage(run.actor.getSnapshot())).toBe(false); // not displayed yet (rendering)
    run.actor.send({ type: 'RENDERED' });
    expect(isDisplayed(run.actor.getSnapshot())).toBe(true);
    expect(shouldShowPopupMessage(run.actor.getSnapshot())).toBe(true);
    run.actor.send({ type: 'PAGE_SIGNALS', page: page({ secondsSpent: 5 }) });
    expect(shouldShowPopupMessage(run.actor.getSnapshot())).toBe(false);
    run.actor.send({ type: 'PAGE_SIGNALS', page: page({ secondsSpent: 30 }) });
    run.actor.send({ type: 'DISMISS_POPUP_MESSAGE' });
    expect(shouldShowPopupMessage(run.actor.getSnapshot())).toBe(false);
    expect(isDisplayed(run.actor.getSnapshot())).toBe(true);
  });

  it('shouldShowPopupMessage is false without popupMessageWhenDisplay', () => {
    const run = rendered({}, { whenDisplay: { type: 'always', value: null } });
    expect(isDisplayed(run.actor.getSnapshot())).toBe(true);
    expect(shouldShowPopupMessage(run.actor.getSnapshot())).toBe(false);
  });
});
