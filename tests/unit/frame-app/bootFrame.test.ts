import { MESSENGER_OVERRIDE_KEYS } from '../../../bridge-protocol/messengerOverrides';
// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toAppState } from '../../../bridge-protocol/config';
import { PROTOCOL_VERSION, type Bootstrap, type FrameToHostName } from '../../../bridge-protocol/messages';
import { bootFrame, type BootedFrame } from '../../../frame-app/boot/bootFrame';
import { createLoopback, type LoopbackLogEntry } from '../../../frame-app/qa/loopbackChannel';
import { createSimulatedMessengerSdk, type SimulatedMessengerSdk } from '../../../frame-app/qa/simulatedMessengerSdk';
import { resetMessengerSdkForTests } from '../../../frame-app/services/messengerSdk';
import { demoBar, page, T0, demoBootstrap, helloReply } from './fixtures';
import { actUntil } from './reactMount';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Sent {
  name: FrameToHostName;
  payload: unknown;
}

function setup(bootstrapOverrides: Partial<Bootstrap> = {}) {
  const sent: Sent[] = [];
  /** The pixel events, apart: the impression's follows its hash whenever that is made (services/impressionPixel.ts). */
  const pixel: unknown[] = [];
  const refused: LoopbackLogEntry[] = [];
  const bootstrap = demoBootstrap(bootstrapOverrides);
  const loopback = createLoopback(
    {
      receive(name, payload) {
        if (name === 'mc:pixel-event') pixel.push(payload);
        else sent.push({ name, payload });
        return name === 'mc:hello' ? helloReply(bootstrap) : undefined;
      },
    },
    (entry) => {
      if (entry.error) refused.push(entry);
    },
  );
  const root = document.createElement('div');
  document.body.appendChild(root);
  return { sent, pixel, refused, loopback, root };
}

/** Gives every element inside a messenger plugin slot this size (happy-dom lays nothing out). */
function drawPluginsAt(width: number, height: number): void {
  const measure = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    // Inside the slot, not the slot itself (that is ours, as wide as the layout).
    const slot = this.parentElement?.closest('[data-messenger-plugin]') ?? null;
    return slot !== null ? DOMRect.fromRect({ x: 0, y: 0, width, height }) : measure.call(this);
  });
}

const flush = () => act(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
});

let booted: BootedFrame | null = null;
let errors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => booted?.dispose());
  booted = null;
  document.body.replaceChildren();
});

describe('bootFrame', () => {
  it('sizes the frame with the third message: hello → bootstrap → layout, then the rest', async () => {
    const { sent, refused, loopback, root } = setup();
    await act(async () => {
      booted = await bootFrame({ channel: loopback.frame, widgetId: '7', root, now: () => T0 });
    });
    await flush();
    expect(sent[0]?.name).toBe('mc:hello');
    expect(sent[0]?.payload).toEqual({ protocolVersion: PROTOCOL_VERSION, widgetId: '7' });
    expect(sent[1]?.name).toBe('mc:layout');
    expect(sent[1]?.payload).toMatchObject({
      visible: false,
      placement: { kind: 'bar', position: 'bottom', pushPage: false, stickWithScroll: true },
      title: 'Get 10% off (bar)',
    });
    expect(sent.slice(2).map((m) => m.name)).toEqual(['mc:widget-event', 'mc:widget-event']);
    expect(sent.slice(2).map((m) => (m.payload as { event: string }).event)).toEqual(['ready', 'rendered']);
    expect(refused).toEqual([]);
    expect(root.querySelector('[role="region"]')?.getAttribute('aria-label')).toBe('Get 10% off');
    // While hidden the root is laid out at the width the bar will have: the host viewport's.
    expect(root.style.width).toBe('1280px');
  });

  it('opens on page signals: layout visible, then impression in the session and as an event', async () => {
    const { sent, pixel, loopback, root } = setup();
    await act(async () => {
      booted = await bootFrame({ channel: loopback.frame, widgetId: '7', root, now: () => T0 });
    });
    sent.length = 0;
    loopback.deliver('mc:page-signals', page({ maxScroll: 29 }));
    await flush();
    expect(sent).toEqual([]);
    loopback.deliver('mc:page-signals', page({ maxScroll: 30 }));
    await flush();
    const names = sent.map((m) => (m.name === 'mc:widget-event' ? `event:${(m.payload as { event: string }).event}` : m.name));
    // The layout that shows the frame comes first, so a host listener for open/impression finds it visible.
    expect(names).toEqual(['mc:layout', 'event:open', 'mc:session-update', 'event:impression']);
    expect(sent.find((m) => m.name === 'mc:layout')?.payload).toMatchObject({ visible: true });
    expect(sent.find((m) => m.name === 'mc:session-update')?.payload).toEqual({ lastImpression: T0, manualClose: false });
    expect(root.style.width).toBe('100%');
    // SPEC §7: the impression's pixel event, its payload but widget_id and user_agent (the loader adds them).
    await vi.waitFor(() => expect(pixel).toHaveLength(1));
    expect(pixel[0]).toEqual({
      event: 'impression',
      detail: { widget_type: 'bar', guid: expect.any(String), hash: expect.stringMatching(/^[0-9a-f]{40}$/), timestamp: T0, version: '1.0' },
    });
  });

  it('a click on Close records a manual close at once and hides the frame after the exit', async () => {
    const { sent, loopback, root } = setup({ page: page({ maxScroll: 80 }) });
    await act(async () => {
      booted = await bootFrame({ channel: loopback.frame, widgetId: '7', root, now: () => T0 });
    });
    await flush();
    expect(sent[1]?.payload).toMatchObject({ visible: true });
    const bootEvents = sent.slice(2).map((m) => (m.payload as { event?: string }).event ?? m.name);
    expect(bootEvents).toEqual(['ready', 'rendered', 'open', 'mc:session-update', 'impression']);
    sent.length = 0;
    act(() => (root.querySelector('button[aria-label="Close"]') as HTMLButtonElement).click());
    await flush();
    // The manual close is stored at once; the iframe stays shown while the bar slides out (rules/motion.ts).
    expect(sent).toEqual([
      { name: 'mc:session-update', payload: { manualClose: true } },
      { name: 'mc:widget-event', payload: { event: 'close', detail: { manual: true } } },
    ]);
    // happy-dom runs no transitions: the bar's shell reports its slide as a browser would, and its end
    // hides the iframe, well before the fallback (250 ms plus the margin after the exit's first frame).
    const shell = root.querySelector('[data-exit-motion]');
    expect(shell?.hasAttribute('data-motion-shell')).toBe(true);
    for (const type of ['transitionrun', 'transitionend']) {
      const event = new Event(type, { bubbles: true });
      Object.defineProperty(event, 'propertyName', { value: 'translate' });
      act(() => void shell?.dispatchEvent(event));
    }
    await flush();
    expect(sent).toHaveLength(3);
    expect(sent[2]).toEqual({ name: 'mc:layout', payload: expect.objectContaining({ visible: false }) });
  });

  it('in a hidden page (a background tab) a close hides the frame at once: nothing paints its exit', async () => {
    const { sent, loopback, root } = setup({ page: page({ maxScroll: 80 }) });
    await act(async () => {
      booted = await bootFrame({ channel: loopback.frame, widgetId: '7', root, now: () => T0 });
    });
    await flush();
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    try {
      sent.length = 0;
      loopback.deliver('mc:widget-command', { command: 'close' });
      await flush();
    } finally {
      Reflect.deleteProperty(document, 'hidden');
    }
    // The hidden layout goes first, then the close event that waited for it.
    expect(sent.map((m) => m.name)).toEqual(['mc:layout', 'mc:widget-event']);
    expect(sent[0]?.payload).toMatchObject({ visible: false });
  });

  it('asks the host to watch the anchors its triggers need', async () => {
    const { sent, loopback, root } = setup({ widget: demoBar({ whenDisplay: { type: 'anchor', value: '#signup' } }) });
    await act(async () => {
      booted = await bootFrame({ channel: loopback.frame, widgetId: '7', root });
    });
    await flush();
    expect(sent[2]).toEqual({ name: 'mc:watch-anchors', payload: { anchors: ['signup'] } });
  });

  it('refuses a bootstrap in another protocol version: one console.error, nothing rendered', async () => {
    const { sent, loopback, root } = setup({ protocolVersion: PROTOCOL_VERSION + 1 });
    booted = await bootFrame({ channel: loopback.frame, widgetId: '7', root });
    await flush();
    expect(booted).toBeNull();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toContain('protocol');
    expect(root.childElementCount).toBe(0);
    expect(sent.map((m) => m.name)).toEqual(['mc:hello']);
  });

  it('logs one console.error when the host refuses hello', async () => {
    const loopback = createLoopback(
      {
        receive() {
          throw new Error('frame speaks bridge protocol 1, this loader speaks 2');
        },
      },
      () => undefined,
    );
    const root = document.createElement('div');
    booted = await bootFrame({ channel: loopback.frame, widgetId: '7', root });
    expect(booted).toBeNull();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toContain('mc:hello');
    expect(root.childElementCount).toBe(0);
  });

  it('boots the omnichat bubble: shown at once, in the bubble placement 12 px from the corner (email alone: the bubble is its link, issue 49)', async () => {
    const { sent, loopback, root } = setup({ widget: { widget_id: 21, widget_type: 'omnichat', channel: 'omni', data: { channels: { enable_email: true, email_to: 'a@b.example' } } } });
    booted = await bootFrame({ channel: loopback.frame, widgetId: '21', root });
    await flush();
    expect(errors.mock.calls.filter(([message]: unknown[]) => String(message).startsWith('[MC]'))).toEqual([]);
    const layout = sent.find((m) => m.name === 'mc:layout');
    expect(layout?.payload).toMatchObject({ visible: true, placement: { kind: 'bubble', inset: 12 } });
    expect(root.querySelector('[data-testid="omnichat-bubble"]')?.getAttribute('aria-label')).toBe('Email us');
  });

  it('an unknown buttonType disables the widget at boot: one console.error, an error event, nothing rendered', async () => {
    const { sent, loopback, root } = setup({ widget: demoBar({ buttonType: 'radio' }) });
    booted = await bootFrame({ channel: loopback.frame, widgetId: '7', root });
    await flush();
    expect(booted).toBeNull();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]?.[0]).toBe('[MC] widget 7: unknown buttonType "radio" (expected "button" or "checkbox"); the widget is disabled');
    expect(sent[1]?.payload).toMatchObject({ event: 'error', detail: { reason: 'unknown-button-type' } });
    expect(sent.some((m) => m.name === 'mc:layout')).toBe(false);
    expect(root.childElementCount).toBe(0);
  });

  describe('with the messenger SDK (a provided FB, disable-SDK-rewrite)', () => {
    const messengerApp = toAppState({ widgets: [], appId: '111', fb_page_id: '1234567890' }, 'demo');
    let sdk: SimulatedMessengerSdk;
    beforeEach(() => {
      resetMessengerSdkForTests();
      sdk = createSimulatedMessengerSdk();
      (window as unknown as { FB?: unknown }).FB = sdk.fb;
    });
    afterEach(() => {
      delete (window as unknown as { FB?: unknown }).FB;
    });

    it('waits for the plugin, shows its slot, and the plugin opt_in submits with the reference value', async () => {
      // happy-dom has no layout: the simulated plugin gets the box a browser would give it, so it counts as drawn.
      drawPluginsAt(180, 32);
      const { sent, loopback, root } = setup({
        app: messengerApp,
        widget: demoBar({ whenDisplay: { type: 'always', value: null } }),
        messengerOverrides: { [MESSENGER_OVERRIDE_KEYS.disableSdkRewrite]: 'true' },
      });
      await act(async () => {
        booted = await bootFrame({ channel: loopback.frame, widgetId: '7', root, now: () => T0 });
      });
      // No rendered event until the plugin has rendered.
      expect(sent.some((m) => (m.payload as { event?: string }).event === 'rendered')).toBe(false);
      // The SDK adapter is a lazy chunk (a dynamic import): wait for it rather than for a fixed number of ticks.
      await act(() => vi.waitFor(() => expect(sent.some((m) => (m.payload as { event?: string }).event === 'rendered')).toBe(true), { timeout: 5_000 }));
      await flush();
      const slot = root.querySelector('.fb-send-to-messenger');
      expect(slot?.getAttribute('page_id')).toBe('1234567890');
      expect(slot?.getAttribute('data-ref')).toMatch(/^w7\.s1\.[a-z0-9]+$/);
      expect(sent.find((m) => (m.payload as { event?: string }).event === 'rendered')?.payload).toEqual({ event: 'rendered', detail: { renderReason: 'rendered' } });
      expect(sent.some((m) => m.name === 'mc:layout' && (m.payload as { visible: boolean }).visible)).toBe(true);
      // SPEC §3/§4: the frame said its messenger SDK was still loading when it booted, then that it loaded.
      expect(sent.find((m) => (m.payload as { event?: string }).event === 'ready')?.payload).toEqual({ event: 'ready', detail: { widgetType: 'bar', messenger: 'pending' } });
      expect(sent.filter((m) => m.name === 'mc:sdk').map((m) => m.payload)).toEqual([{ sdk: 'fbsdk', ready: true }]);
      act(() => void sdk.act('opt_in'));
      await flush();
      const submitted = sent.find((m) => (m.payload as { event?: string }).event === 'submitted');
      expect(submitted?.payload).toMatchObject({ detail: { ref: slot?.getAttribute('data-ref') } });
    });

    it('a plugin that reports rendered but draws nothing (0×0) gets the fallback link, with one warning', async () => {
      sdk.setOutcome('renders blank');
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { sent, loopback, root } = setup({
        app: messengerApp,
        widget: demoBar({ whenDisplay: { type: 'always', value: null } }),
        messengerOverrides: { [MESSENGER_OVERRIDE_KEYS.disableSdkRewrite]: 'true' },
      });
      await act(async () => {
        booted = await bootFrame({ channel: loopback.frame, widgetId: '7', root, now: () => T0 });
      });
      const rendered = () => sent.find((m) => (m.payload as { event?: string }).event === 'rendered')?.payload;
      await act(() => vi.waitFor(() => expect(rendered()).toBeDefined(), { timeout: 4_000 }));
      await flush();
      expect(rendered()).toEqual({ event: 'rendered', detail: { renderReason: 'fallback' } });
      expect(root.querySelector('a')?.textContent).toBe('Go to Messenger');
      expect(root.querySelector('.fb-send-to-messenger')).toBeNull();
      expect(warn.mock.calls.filter(([message]) => String(message).includes('drew nothing visible'))).toHaveLength(1);
    });

    it('a blocked SDK script gives the fallback link at once, not after the forced rendered timeout', async () => {
      // As an ad blocker does: the injected script's error event, and no FB ever.
      delete (window as unknown as { FB?: unknown }).FB;
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const append = document.head.appendChild.bind(document.head);
      vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
        if (node instanceof HTMLScriptElement && node.src.startsWith('https://connect.facebook.net/')) {
          setTimeout(() => node.dispatchEvent(new Event('error')), 0);
          return node;
        }
        return append(node);
      });
      const { sent, loopback, root } = setup({
        app: messengerApp,
        widget: demoBar({ whenDisplay: { type: 'always', value: null } }),
        messengerOverrides: {},
      });
      await act(async () => {
        booted = await bootFrame({ channel: loopback.frame, widgetId: '7', root, now: () => T0 });
      });
      const rendered = () => sent.find((m) => (m.payload as { event?: string }).event === 'rendered')?.payload;
      // Well inside the 5000 ms the widget would otherwise wait (vi.waitFor fails after 2 s).
      await act(() => vi.waitFor(() => expect(rendered()).toBeDefined(), { timeout: 2_000 }));
      await flush();
      expect(rendered()).toEqual({ event: 'rendered', detail: { renderReason: 'fallback' } });
      expect(sent.some((m) => m.name === 'mc:layout' && (m.payload as { visible: boolean }).visible)).toBe(true);
      expect(root.querySelector('a')?.textContent).toBe('Go to Messenger');
      expect(warn.mock.calls.filter(([message]) => String(message).includes('failed to load'))).toHaveLength(1);
      // SPEC §4: the host's ready must not wait for an SDK that cannot come: the frame says the fallback is decided.
      expect(sent.filter((m) => m.name === 'mc:sdk').map((m) => m.payload)).toEqual([{ sdk: 'fbsdk', ready: false }]);
    });

    it('a plugin that never renders gives the fallback link; its click asks the host to open m.me', async () => {
      sdk.setOutcome('never renders');
      const { sent, loopback, root } = setup({
        app: messengerApp,
        widget: demoBar({ whenDisplay: { type: 'always', value: null } }),
        messengerOverrides: { [MESSENGER_OVERRIDE_KEYS.disableSdkRewrite]: 'true', [MESSENGER_OVERRIDE_KEYS.renderTimeoutMs]: '20' },
      });
      await act(async () => {
        booted = await bootFrame({ channel: loopback.frame, widgetId: '7', root, now: () => T0 });
      });
      const rendered = () => sent.find((m) => (m.payload as { event?: string }).event === 'rendered')?.payload;
      await act(() => vi.waitFor(() => expect(rendered()).toBeDefined(), { timeout: 2_000 }));
      expect(rendered()).toEqual({ event: 'rendered', detail: { renderReason: 'fallback' } });
      const link = root.querySelector('a');
      expect(link?.textContent).toBe('Go to Messenger');
      act(() => void link?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })));
      await flush();
      const open = sent.find((m) => m.name === 'mc:open-window');
      expect(open?.payload).toEqual({ url: link?.getAttribute('href') });
      expect(String(link?.getAttribute('href'))).toMatch(/^https:\/\/m\.me\/1234567890\?ref=w7\.s1\./);
      // The fallback submit ran after-submit at once: the bar shows its success content.
      expect(sent.some((m) => (m.payload as { event?: string }).event === 'submitted')).toBe(true);
    });
  });

  it('boots the SMS modal (modal on channel sms) with the phone field, not the messenger layout', async () => {
    const { loopback, root } = setup({ widget: { widget_id: 31, widget_type: 'modal', channel: 'sms', data: {} } });
    booted = await bootFrame({ channel: loopback.frame, widgetId: '31', root });
    await flush();
    expect(booted).not.toBeNull();
    // (React's act() notice for the lazy phone data arriving is not a widget error.)
    expect(errors.mock.calls.filter((call: unknown[]) => String(call[0]).startsWith('[MC]'))).toEqual([]);
    // The SMS layout is a lazy chunk: it arrives after the first render.
    await vi.waitFor(() => expect(root.querySelector('input[type="tel"]')).not.toBeNull());
    expect(root.textContent).toContain('Subscribe');
    expect(root.textContent).not.toContain('Send to Messenger');
    // The phone data (the default country) and the flags are lazy chunks too. The test waits for both:
    // one still loading when the file's environment is torn down fails, and its log outlives the test.
    await actUntil(() => root.querySelector('button[aria-haspopup="listbox"] [data-flag] svg') !== null, "the default country's flag");
  });

  it('reports a type and channel pair without a layout (SPEC §8)', async () => {
    const { sent, loopback, root } = setup({ widget: { widget_id: 7, widget_type: 'bar', channel: 'sms', data: {} } });
    booted = await bootFrame({ channel: loopback.frame, widgetId: '7', root });
    await flush();
    expect(booted).toBeNull();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(sent[1]?.payload).toMatchObject({ event: 'error', detail: { reason: 'no-layout' } });
  });

  it('maps widget commands to the machine; a command close is not a manual close', async () => {
    const { sent, loopback, root } = setup();
    await act(async () => {
      booted = await bootFrame({ channel: loopback.frame, widgetId: '7', root, now: () => T0 });
    });
    loopback.deliver('mc:widget-command', { command: 'open' });
    await flush();
    expect(booted?.actor.getSnapshot().value).toBe('open');
    loopback.deliver('mc:widget-command', { command: 'submit' });
    await flush();
    expect(booted?.actor.getSnapshot().value).toBe('submitted');
    expect(root.textContent).toContain('Thanks!');
    sent.length = 0;
    loopback.deliver('mc:widget-command', { command: 'close' });
    await flush();
    expect(booted?.actor.getSnapshot().value).toBe('closed');
    expect(sent.some((m) => m.name === 'mc:session-update')).toBe(false);
  });
});
