// The machine step alone: the widget actor wired to an in-memory channel, without React or a layout.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sha1Hex } from '../../../frame-app/services/sha1';
import type { Bootstrap } from '../../../bridge-protocol/messages';
import { createAfterLayoutQueue } from '../../../frame-app/boot/afterLayoutQueue';
import { decideDisplay } from '../../../frame-app/boot/displayDecision';
import { startFrameMachine, type FrameMachine } from '../../../frame-app/boot/frameMachine';
import type { ToHost } from '../../../frame-app/boot/toHost';
import { createLoopback } from '../../../frame-app/qa/loopbackChannel';
import { demoBootstrap, page, T0 } from './fixtures';
import { kindOf } from './kindFixtures';

let machine: FrameMachine | null = null;
afterEach(() => {
  machine?.dispose();
  machine = null;
});

function start(bootstrap: Bootstrap = demoBootstrap()) {
  const valid = { bootstrap, kind: kindOf(bootstrap.widget) };
  const display = decideDisplay(valid);
  if (!display.ok) throw new Error(display.problem.message);
  const loopback = createLoopback({ receive: () => undefined }, () => undefined);
  const sent: Array<[string, unknown]> = [];
  /** The pixel events, apart: the impression's follows its hash whenever that is made (services/impressionPixel.ts). */
  const pixel: unknown[] = [];
  const toHost: ToHost = {
    post: (name, payload) => void (name === 'mc:pixel-event' ? pixel.push(payload) : sent.push([name, payload])),
    widgetEvent: (event, detail) => void sent.push([`event:${event}`, detail]),
  };
  const queue = createAfterLayoutQueue();
  const layout = { setViewport: vi.fn() };
  const log = { warn: vi.fn(), error: vi.fn() };
  machine = startFrameMachine({ channel: loopback.frame, valid, display: display.value, toHost, queue, layout, now: () => T0, log });
  // A message from the host arrives in a microtask, as over a real port.
  const deliver: typeof loopback.deliver = (name, payload) => loopback.deliver(name, payload);
  return { machine, sent, pixel, queue, layout, log, deliver, names: () => sent.map(([name]) => name) };
}

const delivered = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('the machine step', () => {
  it('starts the actor; what it emits before the first layout waits for it, in order', async () => {
    const { machine: started, queue, deliver, names } = start();
    expect(started.actor.getSnapshot().status).toBe('active');
    deliver('mc:page-signals', page({ maxScroll: 30 }));
    await delivered();
    expect(started.actor.getSnapshot().value).toBe('open');
    expect(names()).toEqual([]);
    queue.firstLayoutSent();
    expect(names()).toEqual(['event:rendered', 'event:open', 'mc:session-update', 'event:impression']);
  });

  it('the impression\'s pixel event follows it, with the hash of widget, guid and time (SPEC §7)', async () => {
    const { queue, deliver, pixel } = start();
    deliver('mc:page-signals', page({ maxScroll: 30 }));
    await delivered();
    queue.firstLayoutSent();
    await vi.waitFor(() => expect(pixel).toHaveLength(1));
    const { detail } = pixel[0] as { detail: { guid: string; hash: string } };
    expect(pixel[0]).toEqual({ event: 'impression', detail: { widget_type: 'bar', guid: detail.guid, hash: detail.hash, timestamp: T0, version: '1.0' } });
    expect(detail.hash).toBe(await sha1Hex(`7:${detail.guid}:${T0}`));
  });

  it('host commands: a command close is not a manual close; a payload is stripped with a warning', async () => {
    const { machine: started, queue, deliver, sent, log } = start();
    queue.firstLayoutSent();
    deliver('mc:widget-command', { command: 'setPayload', payload: 'spring sale!' });
    deliver('mc:widget-command', { command: 'open' });
    await delivered();
    expect(started.actor.getSnapshot().context.payload).toBe('springsale');
    expect(log.warn).toHaveBeenCalledWith('[MC] widget 7: the payload was stripped to the characters a-z A-Z 0-9 + / = - . _');
    deliver('mc:widget-command', { command: 'close' });
    await delivered();
    queue.layoutSent();
    expect(started.actor.getSnapshot().value).toBe('closed');
    expect(sent).toContainEqual(['event:close', { manual: false }]);
    expect(sent).not.toContainEqual(['mc:session-update', { manualClose: true }]);
  });

  it('a viewport change moves the layout and the machine', async () => {
    const { machine: started, layout, deliver } = start();
    const viewport = { width: 375, height: 667, mobile: true };
    deliver('mc:viewport', viewport);
    await delivered();
    expect(layout.setViewport).toHaveBeenCalledWith(viewport);
    expect(started.actor.getSnapshot().context.viewport).toEqual(viewport);
  });

  it('each SDK flag is said once, after the first layout; the messenger state follows the SDK', () => {
    const { machine: started, queue, sent } = start();
    expect(started.messenger()).toBe('fallback');
    expect(started.pluginHost).toBeNull();
    started.reportSdk('ytsdk', true);
    started.reportSdk('ytsdk', true);
    started.reportSdk('fbsdk', true);
    queue.firstLayoutSent();
    expect(sent.filter(([name]) => name === 'mc:sdk').map(([, payload]) => payload)).toEqual([
      { sdk: 'ytsdk', ready: true },
      { sdk: 'fbsdk', ready: true },
    ]);
    expect(started.messenger()).toBe('ready');
  });

  it('dispose stops the actor and stops listening to the host', async () => {
    const { machine: started, deliver } = start();
    started.dispose();
    machine = null;
    expect(started.actor.getSnapshot().status).toBe('stopped');
    deliver('mc:page-signals', page({ maxScroll: 30 }));
    await delivered();
    expect(started.actor.getSnapshot().value).not.toBe('open');
  });
});
