/**
 * Issue 16 item 5: repeat display (showAgain / showAgainIfClosed) does not apply to embedded widgets
 * (placement `inline`: box, button, landing, checkbox, SMS card). A reload is a fresh actor over the
 * session the previous page view stored, on one SimulatedClock, as the loader's widget session does.
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { Viewport, WidgetSessionEntry } from '../../../bridge-protocol/messages';
import type { MergedWidget } from '../../../frame-app/config/mergeWidget';
import { widgetMachine } from '../../../frame-app/machines/widgetMachine';
import { blockedBy, isDisplayed, isSubmitted, mayStillDisplay } from '../../../frame-app/machines/widgetSnapshot';
import { userRefOf } from '../../../frame-app/machines/widgetFacts';
import type { WidgetEmitted } from '../../../frame-app/machines/widgetTypes';
import { withKindDefaults } from './kindFixtures';
import { WIDGET_KIND_ROWS } from '../../../frame-app/widgets/kinds';
import { afterSubmitClassOf, DAY_MS, mergedDemoBar, MOBILE_VIEWPORT, NO_HISTORY, page, placementOf, ROUTE, T0, VIEWPORT, widgetMachineActor } from './fixtures';

const MINUTE = 60_000;
const NEVER = { type: 'never', value: null };

function embed(widgetType: string, channel: string, main: Record<string, unknown> = {}, setup: Record<string, unknown> = {}): MergedWidget {
  return withKindDefaults({ widget_id: 71, widget_type: widgetType, channel, name: `${widgetType} ${channel}`, data: { main: { title: 'Order updates', ...main }, setup } });
}

/** The demo page's SMS card: kind defaults, so showAgain is the default days 3. */
const smsCard = (main: Record<string, unknown> = {}, setup: Record<string, unknown> = {}) => embed('box', 'sms', main, setup);

/** One page view: a fresh machine over the stored session, rendered at once (no plugin to wait for). */
function pageView(clock: SimulatedClock, widget: MergedWidget, session: WidgetSessionEntry, options: { viewport?: Viewport; url?: string } = {}) {
  const actor = widgetMachineActor({
    input: {
      widget,
      session,
      page: page(),
      route: options.url ? { url: options.url, lastChange: null } : ROUTE,
      viewport: options.viewport ?? VIEWPORT,
      now: () => clock.now(),
      afterSubmitClass: afterSubmitClassOf(widget),
      placement: placementOf(widget),
    },
    clock,
  });
  const emitted: WidgetEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  actor.send({ type: 'RENDERED' });
  return { actor, emitted, stored: () => actor.getSnapshot().context.session };
}

function clockAt(t: number): SimulatedClock {
  const clock = new SimulatedClock();
  clock.set(t);
  return clock;
}

describe('widgetMachine: embedded widgets are not subject to repeat display', () => {
  it('the SMS card is shown again on every reload, though showAgain (days 3) has not passed', () => {
    const clock = clockAt(T0);
    let session = NO_HISTORY;
    for (const wait of [0, MINUTE, 2 * DAY_MS, DAY_MS]) {
      clock.increment(wait);
      const view = pageView(clock, smsCard(), session);
      expect(view.actor.getSnapshot().context.widget.data.main.showAgain).toEqual({ type: 'days', value: 3 });
      expect(view.actor.getSnapshot().value).toBe('open');
      // Every page view still commits its impression (the pixel counts it; the session records it).
      expect(view.emitted).toContainEqual({ type: 'impression', at: clock.now() });
      session = view.stored();
      expect(session.lastImpression).toBe(clock.now());
      view.actor.stop();
    }
  });

  it('the control: a floating bar with the same history stays hidden after the reload, refused by repeat display', () => {
    const clock = clockAt(T0);
    const first = pageView(clock, mergedDemoBar({ whenDisplay: { type: 'always', value: null } }), NO_HISTORY);
    expect(first.actor.getSnapshot().value).toBe('open');
    clock.increment(MINUTE);
    const reload = pageView(clock, mergedDemoBar({ whenDisplay: { type: 'always', value: null } }), first.stored());
    expect(reload.actor.getSnapshot().matches('rendered')).toBe(true);
    expect(blockedBy(reload.actor.getSnapshot(), clock.now())).toBe('repeat');
    clock.increment(3 * DAY_MS);
    reload.actor.send({ type: 'PAGE_SIGNALS', page: page() });
    expect(reload.actor.getSnapshot().value).toBe('open');
  });

  const inlineRows = WIDGET_KIND_ROWS.filter((row) => row.placement === 'inline');

  it('covers every inline kind of the kinds table', () => {
    expect(inlineRows.map((row) => `${row.type}/${row.channel}`).sort()).toEqual(['box/messenger', 'box/sms', 'button/messenger', 'checkbox/messenger', 'landing/messenger']);
  });

  for (const row of inlineRows) {
    it(`${row.type} on ${row.channel}: shown with showAgain and showAgainIfClosed never, even after a (recorded) manual close`, () => {
      const clock = clockAt(T0 + MINUTE);
      const widget = embed(row.type, row.channel === 'messenger' ? 'fb' : row.channel, { showAgain: NEVER, showAgainIfClosed: NEVER });
      const view = pageView(clock, widget, { lastImpression: T0, manualClose: true });
      expect(view.actor.getSnapshot().value).toBe('open');
      expect(view.emitted).toContainEqual({ type: 'open', trigger: 'automatic' });
    });
  }

  it('the other checks still hold for an embed: route, device and entrance trigger', () => {
    const clock = clockAt(T0 + MINUTE);
    const seen = { lastImpression: T0, manualClose: false };
    const offRoute = pageView(clock, smsCard({}, { urlWhitelist: ['shop.example/cart'] }), seen);
    expect(blockedBy(offRoute.actor.getSnapshot(), clock.now())).toBe('route');
    const desktopOnly = pageView(clock, smsCard({}, { hideOnMobile: true }), seen, { viewport: MOBILE_VIEWPORT });
    expect(blockedBy(desktopOnly.actor.getSnapshot(), clock.now())).toBe('device');
    const onScroll = pageView(clock, smsCard({ whenDisplay: { type: 'scroll', value: 30 } }), seen);
    expect(blockedBy(onScroll.actor.getSnapshot(), clock.now())).toBe('trigger');
    onScroll.actor.send({ type: 'PAGE_SIGNALS', page: page({ maxScroll: 30 }) });
    expect(onScroll.actor.getSnapshot().value).toBe('open');
  });

  it('may still display on its own while its trigger waits, not when its route or device hides it (the anchor keeps or gives back its space)', () => {
    const clock = clockAt(T0 + MINUTE);
    const seen = { lastImpression: T0, manualClose: false };
    expect(mayStillDisplay(pageView(clock, smsCard({ whenDisplay: { type: 'scroll', value: 30 } }), seen).actor.getSnapshot(), clock.now())).toBe(true);
    expect(mayStillDisplay(pageView(clock, smsCard({}, { urlWhitelist: ['shop.example/cart'] }), seen).actor.getSnapshot(), clock.now())).toBe(false);
    expect(mayStillDisplay(pageView(clock, smsCard({}, { hideOnMobile: true }), seen, { viewport: MOBILE_VIEWPORT }).actor.getSnapshot(), clock.now())).toBe(false);
    // Shown, it is not "still to display".
    expect(mayStillDisplay(pageView(clock, smsCard(), seen).actor.getSnapshot(), clock.now())).toBe(false);
  });

  it('in a single-page app, an embed the host closed is back on the next route, whatever showAgain says', () => {
    const clock = clockAt(T0);
    const view = pageView(clock, smsCard({ showAgain: NEVER }), NO_HISTORY);
    view.actor.send({ type: 'CLOSE', manual: false });
    expect(isDisplayed(view.actor.getSnapshot())).toBe(false);
    clock.increment(MINUTE);
    view.actor.send({ type: 'ROUTE_CHANGE', route: { url: 'https://shop.example/cart', lastChange: clock.now() } });
    expect(view.actor.getSnapshot().value).toBe('open');
  });
});

describe('widgetMachine: a route change reloads embeds (SPEC §2)', () => {
  const NEXT = { url: 'https://shop.example/cart', lastChange: T0 + MINUTE };

  it('a submitted box starts over from its form on the next route, as a new page view, in the same frame', () => {
    const clock = clockAt(T0);
    const box = pageView(clock, embed('box', 'fb', { whenDisplay: { type: 'always', value: null } }), NO_HISTORY);
    box.actor.send({ type: 'SUBMIT' });
    expect(isSubmitted(box.actor.getSnapshot())).toBe(true);
    clock.increment(MINUTE);
    box.emitted.length = 0;
    box.actor.send({ type: 'ROUTE_CHANGE', route: NEXT });
    expect(box.actor.getSnapshot().value).toBe('open');
    expect(isSubmitted(box.actor.getSnapshot())).toBe(false);
    expect(box.actor.getSnapshot().context.generation).toBe(1);
    // Shown again on the new page: no close in between (no blink), and the new page view's impression.
    expect(box.emitted.map((event) => event.type)).toEqual(['open', 'impression']);
    box.actor.stop();
  });

  it('an embed whose trigger the new page has not met waits for it again', () => {
    const clock = clockAt(T0);
    const box = pageView(clock, embed('box', 'fb', { whenDisplay: { type: 'scroll', value: 50 } }), NO_HISTORY);
    box.actor.send({ type: 'PAGE_SIGNALS', page: page({ maxScroll: 80 }) });
    expect(isDisplayed(box.actor.getSnapshot())).toBe(true);
    box.actor.send({ type: 'ROUTE_CHANGE', route: NEXT });
    expect(blockedBy(box.actor.getSnapshot(), clock.now())).toBe('trigger');
    box.actor.stop();
  });

  it('the checkbox gets a fresh user_ref (Meta wants one per render of its plugin) and its tick as configured', () => {
    const clock = clockAt(T0);
    const checkbox = embed('checkbox', 'fb', { whenDisplay: { type: 'always', value: null } });
    const actor = widgetMachineActor({
      input: {
        widget: checkbox,
        session: NO_HISTORY,
        page: page(),
        route: ROUTE,
        viewport: VIEWPORT,
        now: () => clock.now(),
        afterSubmitClass: afterSubmitClassOf(checkbox),
        placement: placementOf(checkbox),
        userRef: 'u-abc',
        plugin: 'checkbox',
        pluginUnavailable: true,
      },
      clock,
    }).start();
    actor.send({ type: 'PLUGIN', signal: { kind: 'checkbox', checked: false } });
    expect(actor.getSnapshot().context.checked).toBe(false);
    actor.send({ type: 'ROUTE_CHANGE', route: NEXT });
    expect(actor.getSnapshot().context.checked).toBe(true);
    expect(userRefOf(actor.getSnapshot().context)).toBe('u-abc-1');
    actor.send({ type: 'ROUTE_CHANGE', route: { ...NEXT, url: 'https://shop.example/' } });
    expect(userRefOf(actor.getSnapshot().context)).toBe('u-abc-2');
    actor.stop();
  });

  it('the control: a floating bar keeps its success view across a route change', () => {
    const clock = clockAt(T0);
    const bar = pageView(clock, mergedDemoBar({ whenDisplay: { type: 'always', value: null } }), NO_HISTORY);
    bar.actor.send({ type: 'SUBMIT' });
    expect(isSubmitted(bar.actor.getSnapshot())).toBe(true);
    bar.actor.send({ type: 'ROUTE_CHANGE', route: NEXT });
    expect(isSubmitted(bar.actor.getSnapshot())).toBe(true);
    expect(bar.actor.getSnapshot().context.generation).toBe(0);
    bar.actor.stop();
  });
});
