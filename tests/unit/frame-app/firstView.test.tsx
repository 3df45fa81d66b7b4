// @vitest-environment happy-dom
/**
 * Issue 26 items 1 and 2, below the browser: the server renderer paints a kind's first view from the
 * stored configuration (renderFirstView.tsx), the first script decides from the bootstrap whether it
 * shows now (paintedLayout.ts), and the frame app hydrates that very markup (mountFrame.ts) without a
 * mismatch, then moves on to the visitor's own facts. The real browser path is tests/e2e/painted.spec.ts.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootFrame, type BootedFrame } from '../../../frame-app/boot/bootFrame';
import { createLoopback } from '../../../frame-app/qa/loopbackChannel';
import { FIRST_VIEW_STATE_ID, PAINTED_ATTRIBUTE, type FirstView } from '../../../bridge-protocol/paintedDocument';
import { readFirstView, type FirstViewState, type PersistedWidgetMachine } from '../../../frame-app/boot/firstViewState';
import { createActor } from 'xstate';
import { widgetMachine } from '../../../frame-app/machines/widgetMachine';
import { earlyInteractions, recordEarlyInteractions, type EarlyRecording } from '../../../frame-app/boot/earlyInteractions';
import { bootstrapFacts, paintedLayout } from '../../../frame-app/boot/paintedLayout';
import { renderFirstView } from '../../../frame-app/serverView/renderFirstView';
import { decodeAttribute, styleAttributes } from '../../../frame-app/serverView/styleAttributes';
import { toAppState, type AppConfig } from '../../../bridge-protocol/config';
import type { Bootstrap, FrameToHostName } from '../../../bridge-protocol/messages';
import { DAY_MS, demoBar, demoBootstrap, page, T0, helloReply } from './fixtures';
import { kindOf } from './kindFixtures';
import { slideInWidth } from '../../../frame-app/widgets/SlideIn';
import { bubbleSize } from '../../../frame-app/rules/bubbleGeometry';
import { omnichatLayout } from '../../../frame-app/rules/omnichatLayout';
import { isMobileViewport } from '../../../frame-app/rules/deviceAllowed';

/** A browser that is not iOS's (the SMS kinds are painted for it). */
const DESKTOP_BROWSER = { ios: false };

/** The viewport width the server renders for (renderFirstView.tsx). */
const SERVER_WIDTH = 1280;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ALWAYS = { whenDisplay: { type: 'always', value: null } };

/** A page with a messenger page; `appId` null: no plugin, so no SDK loads (the fallback link at once). */
function pageConfig(widget: Record<string, unknown> = demoBar(ALWAYS) as unknown as Record<string, unknown>, appId: string | null = '99'): Record<string, unknown> {
  return { pageId: 'demo', fb_page_id: '1234567890', appId, widgets: [widget] };
}

async function painted(config: unknown = pageConfig(), widgetId = '7'): Promise<Extract<FirstView, { ok: true }>> {
  const view = await renderFirstView({ config, pageId: 'demo', widgetId, origin: 'http://localhost:8081' });
  if (!view.ok) throw new Error(view.refused);
  return view;
}

/** The painted document as the provider serves it, without innerHTML: parsed, then adopted. */
function paintDocument(view: Extract<FirstView, { ok: true }>): HTMLElement {
  const parsed = new DOMParser().parseFromString(`<div id="root" class="frame-root" ${PAINTED_ATTRIBUTE}="">${view.markup}</div>`, 'text/html');
  const root = document.adoptNode(parsed.getElementById('root')!);
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_VIEW_STATE_ID;
  script.textContent = JSON.stringify(view.state);
  document.body.replaceChildren(root, script);
  return root;
}

describe('the server renderer (renderFirstView)', () => {
  it('paints a bar from the stored configuration over its kind defaults, open, with our m.me link', async () => {
    const view = await painted();
    const state = view.state as FirstViewState;
    expect(view.markup).toContain('Get 10% off');
    expect(view.markup).toContain('https://m.me/1234567890?ref=w7.server.server');
    expect(state.machine.value).toBe('open');
    expect(state.layout).toMatchObject({ placement: { kind: 'bar', position: 'bottom' }, hiddenWidth: 'viewport' });
    expect(state.props).toMatchObject({ fbPageId: '1234567890', appId: '99', origin: 'http://localhost:8081', lastSeenAt: null });
  });

  it("carries the opened machine as XState persisted it: plain data that XState restores and runs on (issue 46 item 5)", async () => {
    const view = await painted(pageConfig(undefined, null));
    const { machine } = view.state as FirstViewState;
    // Nothing a JSON round trip loses: no clock (a function) in the context any more.
    expect(JSON.parse(JSON.stringify(machine))).toEqual(machine);
    expect(machine).toMatchObject({ status: 'active', value: 'open' });
    expect(machine.context).not.toHaveProperty('now');
    // Restored by XState, the actor goes on from the server's state: a manual close closes it.
    // A restored actor reads no input (its context is the snapshot's); XState's types ask for one anyway.
    const restored = createActor(widgetMachine, { snapshot: JSON.parse(JSON.stringify(machine)) as PersistedWidgetMachine, input: undefined as never });
    restored.start();
    expect(restored.getSnapshot().value).toBe('open');
    restored.send({ type: 'CLOSE', manual: true });
    expect(restored.getSnapshot().value).toBe('closed');
    expect(restored.getSnapshot().context.session.manualClose).toBe(true);
    restored.stop();
  });

  it("lists every style attribute's value, as the browser parses it, for the CSP's hashes", async () => {
    const view = await painted();
    expect(view.styles.length).toBeGreaterThan(0);
    expect(view.styles).toEqual(styleAttributes(view.markup));
    for (const value of view.styles) expect(view.markup).toContain(`style="${value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`);
  });

  it('refuses what it cannot paint, with the reason, and never throws', async () => {
    expect(await renderFirstView({ config: pageConfig(), pageId: 'demo', widgetId: '8', origin: '' })).toEqual({ ok: false, refused: 'no valid widget 8 in the configuration' });
    expect(await renderFirstView({ config: 'nonsense', pageId: 'demo', widgetId: '7', origin: '' })).toEqual({ ok: false, refused: 'the configuration is not an object' });
    const unknown = { ...demoBar(ALWAYS), widget_type: 'hologram' };
    const refused = await renderFirstView({ config: pageConfig(unknown as never), pageId: 'demo', widgetId: '7', origin: '' });
    expect(refused.ok).toBe(false);
  });

  it('leaves a widget that waits for its entrance trigger to the browser: nothing shows before React, nothing is fetched for it', async () => {
    for (const whenDisplay of [{ type: 'scroll', value: 30 }, { type: 'seconds', value: 5 }, { type: 'exit', value: null }, { type: 'anchor', value: 'offer' }]) {
      expect(await renderFirstView({ config: pageConfig(demoBar({ whenDisplay }) as never), pageId: 'demo', widgetId: '7', origin: '' })).toEqual({
        ok: false,
        refused: 'widget 7 waits for its entrance trigger: its first view is rendered in the browser when it opens',
      });
    }
    // A threshold the page meets as it loads is no wait.
    expect((await renderFirstView({ config: pageConfig(demoBar({ whenDisplay: { type: 'scroll', value: 0 } }) as never), pageId: 'demo', widgetId: '7', origin: '' })).ok).toBe(true);
  });

  it('shows a bar whose checkbox plugin sits beside our button at once: our link stands in for the two', async () => {
    const checkboxBar = demoBar({ ...ALWAYS, buttonType: 'checkbox' });
    const view = await painted(pageConfig(checkboxBar as never));
    expect((view.state as FirstViewState).layout).toMatchObject({ placement: { kind: 'bar' } });
    expect(view.markup).toContain('data-messenger-cta="stand-in"');
    expect(view.markup).toContain('https://m.me/1234567890?ref=w7.server.server');
  });
});

/** The kinds whose first view follows the visitor's viewport, device or last visit (the catalogue's paintedFor). */
const slideIn = () => ({ ...demoBar(ALWAYS), widget_type: 'slide_in' });
const chatBubble = () => ({ widget_id: 7, widget_type: 'customer_chat', channel: 'fb', name: 'Chat', data: { setup: { loggedInGreeting: 'Hi! How can we help?' } } });
const omnichat = () => ({
  widget_id: 7,
  widget_type: 'omnichat',
  channel: 'omni',
  name: 'Omnichat',
  data: { appearance: { greeting_headline: 'Hi there' }, channels: { enable_facebook: true, enable_sms: false, enable_whatsapp: false, enable_email: false } },
});
const smsCard = () => ({
  widget_id: 7,
  widget_type: 'box',
  channel: 'sms',
  name: 'SMS card',
  data: { main: { title: 'Texts worth opening', desc: 'Offers by SMS.', whenDisplay: { type: 'always', value: null } } },
});
const visitorFacts = (widget: unknown, viewport: Bootstrap['viewport'], lastImpression: number | null = null) =>
  bootstrapFacts(demoBootstrap({ widget: widget as never, viewport, session: { sessionId: 's1', userId: null, widget: { lastImpression, manualClose: false } } }), '7')!;

describe('kinds painted for some visitors (paintedFor)', () => {
  afterEach(() => document.body.replaceChildren());

  it.each([
    ['slide_in', slideIn, 'Get 10% off'],
    ['customer_chat', chatBubble, 'Chat'],
    ['omnichat', omnichat, 'omnichat-bubble'],
  ] as const)('paints the %s, and names the visitors its markup holds for', async (type, widget, text) => {
    const view = await painted(pageConfig(widget() as never));
    const state = view.state as FirstViewState;
    expect(view.markup).toContain(text);
    expect(state.layout?.paintedFor).toEqual(kindOf(widget()).paintedFor);
    expect(state.layout?.paintedFor.minViewportWidth, type).toBeGreaterThan(0);
  });

  it('paints the SMS card with its phone field, shown at once everywhere but on iOS', async () => {
    const view = await painted(pageConfig(smsCard() as never));
    expect(view.markup).toContain('Texts worth opening');
    expect(view.markup).toMatch(/<input[^>]+type="tel"/);
    const root = paintDocument(view);
    const { state } = readFirstView(document, '7')!;
    expect(state.layout?.paintedFor.notIos).toBe(true);
    const phone = { width: 375, height: 700, mobile: true };
    expect(paintedLayout(root, state, visitorFacts(smsCard(), phone), T0, DESKTOP_BROWSER)).toMatchObject({ visible: true, placement: { kind: 'inline' } });
    expect(paintedLayout(root, state, visitorFacts(smsCard(), phone), T0, { ios: true })).toBeNull();
  });

  it("paints a server's first SMS card whole: the country flag's lazy part has loaded, no boundary is left to the browser (React #419)", async () => {
    vi.resetModules();
    // A renderer as a server starts it: its modules fresh, the flag's chunk never asked for.
    const fresh = await import('../../../frame-app/serverView/renderFirstView');
    const view = await fresh.renderFirstView({ config: pageConfig(smsCard() as never), pageId: 'demo', widgetId: '7', origin: 'http://localhost:8081' });
    if (!view.ok) throw new Error(view.refused);
    expect(view.markup).toMatch(/<input[^>]+type="tel"/);
    expect(view.markup).not.toContain('<!--$!-->');
  });

  it('shows a slide-in only where it is 392 px wide, as the server painted it', async () => {
    const root = paintDocument(await painted(pageConfig(slideIn() as never)));
    const { state } = readFirstView(document, '7')!;
    expect(paintedLayout(root, state, visitorFacts(slideIn(), { width: 392, height: 700, mobile: true }), T0, DESKTOP_BROWSER)).toMatchObject({ visible: true, placement: { kind: 'slide_in' } });
    expect(paintedLayout(root, state, visitorFacts(slideIn(), { width: 391, height: 700, mobile: true }), T0, DESKTOP_BROWSER)).toBeNull();
  });

  it('shows a chat bubble only on a desktop-wide viewport, and the omnichat only there, on a desktop, at a first visit', async () => {
    let root = paintDocument(await painted(pageConfig(chatBubble() as never)));
    let state = readFirstView(document, '7')!.state;
    expect(paintedLayout(root, state, visitorFacts(chatBubble(), { width: 769, height: 700, mobile: false }), T0, DESKTOP_BROWSER)).not.toBeNull();
    expect(paintedLayout(root, state, visitorFacts(chatBubble(), { width: 768, height: 700, mobile: false }), T0, DESKTOP_BROWSER)).toBeNull();

    root = paintDocument(await painted(pageConfig(omnichat() as never)));
    state = readFirstView(document, '7')!.state;
    const desktop = { width: 1024, height: 700, mobile: false };
    expect(paintedLayout(root, state, visitorFacts(omnichat(), desktop), T0, DESKTOP_BROWSER)).not.toBeNull();
    expect(paintedLayout(root, state, visitorFacts(omnichat(), { ...desktop, mobile: true }), T0, DESKTOP_BROWSER)).toBeNull();
    expect(paintedLayout(root, state, visitorFacts(omnichat(), desktop, T0 - DAY_MS), T0, DESKTOP_BROWSER)).toBeNull();
  });

  it("paints for the visitor's viewport where the address names one the desktop view does not hold on, and holds there only", async () => {
    const phone = { width: 375, mobile: true };
    for (const widget of [slideIn, chatBubble, omnichat]) {
      const desktopView = await painted(pageConfig(widget() as never));
      const view = await renderFirstView({ config: pageConfig(widget() as never), pageId: 'demo', widgetId: '7', origin: 'http://localhost:8081', viewport: phone });
      if (!view.ok) throw new Error(view.refused);
      const type = widget().widget_type;
      expect(view.markup, `${type}: the phone's own markup`).not.toBe(desktopView.markup);
      const root = paintDocument(view);
      const { state } = readFirstView(document, '7')!;
      expect(state.layout?.paintedFor.viewport).toEqual(phone);
      expect(paintedLayout(root, state, visitorFacts(widget(), { ...phone, height: 740 }), T0, DESKTOP_BROWSER), type).not.toBeNull();
      // Another viewport (the window turned or resized since the frame was created) is left to React.
      expect(paintedLayout(root, state, visitorFacts(widget(), { ...phone, width: 390, height: 740 }), T0, DESKTOP_BROWSER), type).toBeNull();
    }
    // The slide-in's card is the phone's width, as React renders it there.
    const card = await renderFirstView({ config: pageConfig(slideIn() as never), pageId: 'demo', widgetId: '7', origin: '', viewport: phone });
    expect(card.ok && card.markup).toContain(`width:${slideInWidth(375)}px`);
    expect(slideInWidth(375)).toBeLessThan(slideInWidth(SERVER_WIDTH));
  });

  it('paints the desktop view where it holds, whatever viewport the address names', async () => {
    const desktopView = await painted(pageConfig(slideIn() as never));
    const wide = await renderFirstView({ config: pageConfig(slideIn() as never), pageId: 'demo', widgetId: '7', origin: 'http://localhost:8081', viewport: { width: 1440, mobile: false } });
    const same = (view: FirstView, desktop: Extract<FirstView, { ok: true }>) => {
      if (!view.ok) throw new Error(view.refused);
      expect(view.markup).toBe(desktop.markup);
      expect((view.state as FirstViewState).layout).toEqual((desktop.state as FirstViewState).layout);
    };
    same(wide, desktopView);
    same(await renderFirstView({ config: pageConfig(), pageId: 'demo', widgetId: '7', origin: 'http://localhost:8081', viewport: { width: 375, mobile: true } }), await painted());
  });

  it('names the very widths where the views change', () => {
    const row = (type: string, channel: string) => kindOf({ widget_type: type, channel }).paintedFor.minViewportWidth;
    const slideInFrom = row('slide_in', 'fb');
    expect(slideInWidth(slideInFrom)).toBe(slideInWidth(SERVER_WIDTH));
    expect(slideInWidth(slideInFrom - 1)).not.toBe(slideInWidth(SERVER_WIDTH));
    for (const from of [row('customer_chat', 'fb'), row('omnichat', 'omni')]) {
      expect(bubbleSize(from)).toBe(bubbleSize(SERVER_WIDTH));
      expect(omnichatLayout(from)).toBe(omnichatLayout(SERVER_WIDTH));
      expect(bubbleSize(from - 1)).not.toBe(bubbleSize(SERVER_WIDTH));
      expect(isMobileViewport({ width: from, mobile: false })).toBe(false);
    }
  });
});

describe('decoding style attributes', () => {
  it('decodes the entities React writes', () => {
    expect(decodeAttribute('a&amp;b&quot;c&#x27;d&lt;e&gt;')).toBe(`a&b"c'd<e>`);
    expect(styleAttributes('<div style="b:1"></div><p style="a:&quot;x&quot;"></p><i style="b:1"></i>')).toEqual(['a:"x"', 'b:1']);
  });
});

describe("the first script's decision (paintedLayout)", () => {
  afterEach(() => document.body.replaceChildren());

  const facts = (overrides: Partial<Bootstrap> = {}) => bootstrapFacts(demoBootstrap({ widget: demoBar(ALWAYS), ...overrides }), '7');

  it('shows a widget whose display rules pass now, measured at the width it will have', async () => {
    const view = await painted();
    const root = paintDocument(view);
    const read = readFirstView(document, '7');
    expect(read?.root).toBe(root);
    const request = paintedLayout(root, read!.state, facts()!, T0, DESKTOP_BROWSER);
    expect(request).toMatchObject({ visible: true, placement: { kind: 'bar' }, title: expect.stringContaining('Get 10% off') });
    expect(root.style.width).toBe('1280px');
    // Only now is it laid out (styles.css): never first in the hidden frame's 0 px viewport.
    expect(root.hasAttribute('data-mc-sized')).toBe(true);
  });

  it("keeps it hidden when the machine's own rules would (repeat display, the route)", async () => {
    const root = paintDocument(await painted());
    expect(root.hasAttribute('data-mc-sized')).toBe(false);
    const seenYesterday = facts({ session: { sessionId: 's1', userId: null, widget: { lastImpression: T0 - DAY_MS, manualClose: false } } })!;
    expect(paintedLayout(root, readFirstView(document, '7')!.state, seenYesterday, T0, DESKTOP_BROWSER)).toBeNull();
    expect(root.hasAttribute('data-mc-sized')).toBe(false);
    const seenLastWeek = facts({ session: { sessionId: 's1', userId: null, widget: { lastImpression: T0 - 7 * DAY_MS, manualClose: false } } })!;
    expect(paintedLayout(root, readFirstView(document, '7')!.state, seenLastWeek, T0, DESKTOP_BROWSER)).not.toBeNull();
  });

  it('reads only a bootstrap for this widget, in this protocol, outside editing mode', () => {
    expect(facts()).not.toBeNull();
    expect(bootstrapFacts(demoBootstrap({ widget: demoBar(ALWAYS) }), '8')).toBeNull();
    expect(facts({ editMode: true })).toBeNull();
    expect(facts({ protocolVersion: 1 })).toBeNull();
    expect(bootstrapFacts('nonsense', '7')).toBeNull();
  });

  it('finds no painted view in a plain document, or for another widget', async () => {
    document.body.replaceChildren(Object.assign(document.createElement('div'), { id: 'root' }));
    expect(readFirstView(document, '7')).toBeNull();
    paintDocument(await painted());
    expect(readFirstView(document, '8')).toBeNull();
  });
});

describe('hydrating the painted markup (bootFrame with a painted state)', () => {
  let booted: BootedFrame | null = null;
  let errors: ReturnType<typeof vi.spyOn>;
  let warnings: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error');
    warnings = vi.spyOn(console, 'warn');
  });
  afterEach(() => {
    act(() => booted?.dispose());
    booted = null;
    document.body.replaceChildren();
  });

  /** The bootstrap the loader sends for the painted page: the same stored configuration, this visitor's facts. */
  // Without an app id: no SDK would load in happy-dom (and none can), the link is the call to action.
  const config = pageConfig(undefined, null);
  const visitor = (overrides: Partial<Bootstrap> = {}): Bootstrap => demoBootstrap({ widget: demoBar(ALWAYS), app: toAppState(config as AppConfig, 'demo'), ...overrides });

  interface HydrateOptions {
    /** What the host does when the frame reports ready (the loader sends the commands it kept). */
    onReady?: (loopback: ReturnType<typeof createLoopback>) => void;
    /** Whether the first script showed the painted view (FirstPaint.shown); default yes. */
    shown?: boolean;
    pageConfigured?: unknown;
    /** What happens on the painted markup before the frame app boots (the first script's time), and its recording. */
    beforeBoot?: (root: HTMLElement) => EarlyRecording | void;
    /** The first script closed the painted view before the app (boot/earlyClose.ts). */
    closed?: boolean;
  }

  async function hydrate(bootstrap: Bootstrap, { onReady = () => undefined, shown = true, pageConfigured = config, beforeBoot, closed = false }: HydrateOptions = {}) {
    const view = await painted(pageConfigured);
    const root = paintDocument(view);
    const recording = beforeBoot?.(root) ?? null;
    // The first paint as the first script hands it over (boot/firstPaint.ts), with this test's recording.
    const firstPaint = {
      shown,
      instanceId: null,
      closed,
      end: () => undefined,
      takeInteractions: (at: HTMLElement) => earlyInteractions(recording?.stop() ?? [], at),
    };
    const sent: Array<{ name: FrameToHostName; payload: unknown }> = [];
    const loopback = createLoopback(
      {
        receive: (name, payload) => {
          sent.push({ name, payload });
          if (name === 'mc:widget-event' && (payload as { event: string }).event === 'ready') onReady(loopback);
          return name === 'mc:hello' ? helloReply(bootstrap) : undefined;
        },
      },
      () => undefined,
    );
    const link = root.querySelector('a[href^="https://m.me/"]');
    const heading = root.querySelector('h2');
    await act(async () => {
      booted = await bootFrame({ channel: loopback.frame, widgetId: '7', root, now: () => T0, painted: readFirstView(document, '7')!.state, firstPaint });
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    return { root, sent, link, heading, loopback, firstPaint };
  }

  it("keeps the server's elements, logs no hydration problem, and then gives the link this visitor's ref", async () => {
    const { root, link, heading } = await hydrate(visitor());
    expect(root.querySelector('h2')).toBe(heading);
    expect(root.querySelector('a[href^="https://m.me/"]')).toBe(link);
    expect(link?.getAttribute('href')).toMatch(/^https:\/\/m\.me\/1234567890\?ref=w7\.s1\.[\w-]+$/);
    expect(errors).not.toHaveBeenCalled();
    // The one warning is boot's own about the missing app id, none about hydration.
    expect(warnings.mock.calls.map((call: unknown[]) => String(call[0]))).toEqual([expect.stringContaining('no appId or fb_page_id')]);
  });

  it('asks to be shown in its first layout, never hidden first (the machine starts displayed)', async () => {
    const { sent } = await hydrate(visitor());
    const layouts = sent.filter((entry) => entry.name === 'mc:layout').map((entry) => (entry.payload as { visible: boolean }).visible);
    expect(layouts[0]).toBe(true);
    expect(layouts).not.toContain(false);
  });

  it('hides the painted markup when this visitor must not see the widget yet (its trigger), without a hydration problem', async () => {
    const { sent, root } = await hydrate(visitor({ session: { sessionId: 's1', userId: null, widget: { lastImpression: T0 - DAY_MS, manualClose: false } } }));
    const layouts = sent.filter((entry) => entry.name === 'mc:layout').map((entry) => (entry.payload as { visible: boolean }).visible);
    expect(layouts).toEqual([false]);
    expect(root.querySelector('[data-motion-shell]')?.hasAttribute('inert')).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });

  it('a forceOpen the host kept until ready opens a hydrated widget whose trigger has not come (the layout hears of it)', async () => {
    const scrollBar = demoBar({ whenDisplay: { type: 'scroll', value: 30 } });
    const { sent } = await hydrate(visitor({ widget: scrollBar }), { onReady: (loopback) => loopback.deliver('mc:widget-command', { command: 'forceOpen' }) });
    const layouts = sent.filter((entry) => entry.name === 'mc:layout').map((entry) => (entry.payload as { visible: boolean }).visible);
    expect(layouts).toEqual([false, true]);
  });

  it.each([
    ['slide-in', slideIn],
    ['chat bubble', chatBubble],
    ['omnichat', omnichat],
    ['SMS card', smsCard],
  ] as const)('hydrates a painted %s shown to a visitor it holds for, with no hydration problem, shown in its first layout', async (_, widget) => {
    const pageConfigured = pageConfig(widget() as never, null);
    const bootstrap = demoBootstrap({ widget: widget() as never, app: toAppState(pageConfigured as AppConfig, 'demo'), viewport: { width: 1024, height: 700, mobile: false } });
    const { sent, root } = await hydrate(bootstrap, { pageConfigured });
    const first = root.firstElementChild;
    expect(first).not.toBeNull();
    expect(sent.filter((entry) => entry.name === 'mc:layout').map((entry) => (entry.payload as { visible: boolean }).visible)[0]).toBe(true);
    expect(root.firstElementChild).toBe(first);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings.mock.calls.map((call: unknown[]) => String(call[0])).filter((text: string) => /hydrat/i.test(text))).toEqual([]);
  });

  it('presses again, once hydrated, the buttons the visitor pressed before: the close button closes the widget', async () => {
    const { sent, root } = await hydrate(visitor(), {
      beforeBoot: (painted) => {
        const recording = recordEarlyInteractions(painted);
        const close = painted.querySelector<HTMLButtonElement>('button[aria-label^="Close"]');
        expect(close).not.toBeNull();
        // Twice, because nothing happened: the visitor meant it once.
        close!.click();
        close!.click();
        return recording;
      },
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const events = sent.filter((entry) => entry.name === 'mc:widget-event').map((entry) => entry.payload as { event: string; detail?: unknown });
    // Closed by the visitor, once, after it opened (the hide itself follows its exit transition).
    expect(events.filter((entry) => entry.event === 'close')).toEqual([{ event: 'close', detail: { manual: true } }]);
    expect(events.findIndex((entry) => entry.event === 'open')).toBeLessThan(events.findIndex((entry) => entry.event === 'close'));
    expect(sent.some((entry) => entry.name === 'mc:session-update' && (entry.payload as { manualClose?: boolean }).manualClose === true)).toBe(true);
    expect(root.querySelector('[data-motion-shell]')).not.toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps the number typed into a painted SMS card before React, in the field and in its state', async () => {
    const pageConfigured = pageConfig(smsCard() as never, null);
    const bootstrap = demoBootstrap({ widget: smsCard() as never, app: toAppState(pageConfigured as AppConfig, 'demo'), viewport: { width: 1024, height: 700, mobile: false } });
    const { root, loopback } = await hydrate(bootstrap, {
      pageConfigured,
      beforeBoot: (painted) => {
        const recording = recordEarlyInteractions(painted);
        painted.querySelector('input')!.value = '2015550123';
        return recording;
      },
    });
    const field = root.querySelector('input')!;
    expect(field.value).toBe('2015550123');
    // Another render of the form (the host's viewport changed): React's state holds the number too.
    await act(async () => {
      loopback.deliver('mc:viewport', { width: 1000, height: 700, mobile: false });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(root.querySelector('input')!.value).toBe('2015550123');
    expect(errors).not.toHaveBeenCalled();
  });

  it('presses nothing again when nothing was pressed, and records nothing once React hydrates', async () => {
    const { sent, root, firstPaint } = await hydrate(visitor(), { beforeBoot: (painted) => recordEarlyInteractions(painted) });
    expect(sent.some((entry) => entry.name === 'mc:widget-event' && (entry.payload as { event: string }).event === 'close')).toBe(false);
    // React's own handler closes it now; nothing is kept to press again.
    act(() => root.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click());
    expect(firstPaint.takeInteractions(root)).toEqual({ presses: [], typed: [] });
  });

  it('starts its machine closed when the first script closed the painted view: rendered afresh, hidden, the close said once (issue 46 item 3)', async () => {
    const { root, heading, sent } = await hydrate(visitor(), { closed: true });
    expect(root.querySelector('h2')).not.toBe(heading);
    expect(booted?.actor.getSnapshot().matches('closed')).toBe(true);
    expect(sent.filter((entry) => entry.name === 'mc:layout').map((entry) => (entry.payload as { visible: boolean }).visible)).toEqual([false]);
    const events = sent.filter((entry) => entry.name === 'mc:widget-event').map((entry) => (entry.payload as { event: string }).event);
    // The impression the view made counts; its close the first script said already.
    expect(events).toContain('impression');
    expect(events).not.toContain('close');
    // The impression's update writes manualClose: false; the close's, after it, keeps the visitor's close.
    const updates = sent.filter((entry) => entry.name === 'mc:session-update').map((entry) => entry.payload as { manualClose?: boolean });
    expect(updates.at(-1)).toEqual({ manualClose: true });
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders a painted view nobody was shown afresh instead of hydrating it (no open-state effect runs)', async () => {
    const scrollBar = demoBar({ whenDisplay: { type: 'scroll', value: 30 } });
    const { root, heading, sent } = await hydrate(visitor({ widget: scrollBar }), { shown: false });
    expect(root.querySelector('h2')).not.toBe(heading);
    expect(root.querySelector('[data-motion-shell]')?.hasAttribute('inert')).toBe(true);
    expect(sent.filter((entry) => entry.name === 'mc:layout').map((entry) => (entry.payload as { visible: boolean }).visible)).toEqual([false]);
    expect(errors).not.toHaveBeenCalled();
  });
});
