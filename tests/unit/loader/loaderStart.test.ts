// @vitest-environment happy-dom
/**
 * loader/boot.ts wired end to end, frames faked: the lifecycle started → initialized → ready as the
 * host page sees it (MC.status, events, mcInitialized / mcAsyncInit, the queue's replay), what `ready`
 * waits for, and the ways a start can break. The rules themselves are readiness.test.ts's.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostContext, WidgetHost } from '../../../loader/frames/widgetHost';
import type { PageSignals } from '../../../loader/signals/pageSignals';
import { PAGE_CONFIGS_GLOBAL } from '../../../bridge-protocol/pageScript';

interface FakeFrame {
  id: string;
  ctx: HostContext;
  mount: HTMLElement;
  /** A widget event from this frame, as widgetHost.ts passes it on. */
  report(event: string, detail?: Record<string, unknown>): void;
  /** The frame's first script says hello (WidgetHost.hello). */
  sayHello(): void;
}

/** Whether the fake frames say hello at once (most tests) or when the test says (sayHello). */
let helloAtOnce = true;

const frames: FakeFrame[] = [];
/** Runs as a frame is created, before the next one (a frame reporting while others are still mounted). */
let onCreate: (frame: FakeFrame) => void = () => undefined;
/** Runs between two widgets' turns (yieldToMain). */
let onYield: () => void = () => undefined;
let signalsThrow = false;

vi.mock('../../../loader/frames/widgetHost', () => ({
  createWidgetHost: (widget: { widget_id: string | number; widget_type: string }, mount: HTMLElement, ctx: HostContext): WidgetHost => {
    const id = String(widget.widget_id);
    const iframe = document.createElement('iframe');
    mount.appendChild(iframe);
    let sayHello = (): void => undefined;
    const hello = helloAtOnce ? Promise.resolve() : new Promise<void>((resolve) => (sayHello = resolve));
    const frame: FakeFrame = {
      id,
      ctx,
      mount,
      report: (event, detail = {}) => ctx.emit(event, { widgetId: id, widgetType: widget.widget_type, ...detail }),
      sayHello: () => sayHello(),
    };
    frames.push(frame);
    onCreate(frame);
    return {
      id,
      type: widget.widget_type,
      triggerEvent: null,
      iframe,
      visible: false,
      checkbox: { checked: null, ref: null, userRef: null },
      hello,
      deliver: () => undefined,
      command: () => undefined,
      destroy: () => iframe.remove(),
    };
  },
}));

// The page's signals are pageSignals.test.ts's; here they only have to exist (or break the start).
vi.mock('../../../loader/signals/pageSignals', () => ({
  startPageSignals: (): PageSignals => {
    if (signalsThrow) throw new Error('signals broke');
    return {
      page: { maxScroll: 0, secondsSpent: 0, exitIntent: false, anchors: {} } as unknown as PageSignals['page'],
      route: { url: location.href, lastChange: null },
      viewport: { width: 1024, height: 768, mobile: false },
      update: () => undefined,
      watchAnchors: () => undefined,
    };
  },
}));

// One iframe per task in the browser; here the next task comes at once.
// The lazy chunk as the built loader imports it (a URL import jsdom cannot fetch): the module itself, or
// a failed fetch, as a CSP without strict-dynamic would fail it.
const chunk = vi.hoisted(() => ({ fails: false }));
vi.mock('../../../loader/extras/loadExtras', () => ({
  extrasLoader: () => () => (chunk.fails ? Promise.reject(new Error('no chunk')) : import('../../../loader/extras/extras')),
}));
vi.mock('../../../bridge-protocol/yieldToMain', () => ({ yieldToMain: () => Promise.resolve().then(() => onYield()) }));

const { boot, READY_TIMEOUT_MS } = await import('../../../loader/boot');
const { NEXT_FRAME_LIMIT_MS } = await import('../../../loader/frames/frameTurn');

type Win = Window & Record<string, unknown>;
const win = window as unknown as Win;

/** What the host page saw, in order: lifecycle events, hook calls and queued calls, each with MC.status then. */
let seen: string[];
let config: unknown;
/** When set, the configuration request answers what this resolves to, when it does. */
let configAnswer: Promise<unknown> | null;

const widget = (id: number, type = 'bar', extra: Record<string, unknown> = {}) => ({ widget_id: id, widget_type: type, ...extra });
const pageOf = (...widgets: unknown[]) => ({ widgets, fb_page_id: '42', appId: '7', is_eu_affected: false });
/** Initialized then ready in one go, each event before its hook; `detail` is ready's JSON. */
const startedTogether = (detail: string) => ['initialized initialized {}', 'mcInitialized initialized {}', `ready ready ${detail}`, `mcAsyncInit ready ${detail}`];

function startLoader(queued: unknown[][] = []): NonNullable<ReturnType<typeof boot>> {
  const status = () => String((win.MC as { status?: string } | undefined)?.status);
  const record = (what: string) => (_mc: unknown, detail?: unknown) => seen.push(`${what} ${status()} ${JSON.stringify(detail)}`);
  win.mcInitialized = record('mcInitialized');
  win.mcAsyncInit = record('mcAsyncInit');
  // The queue snippet's stub, as a page that called MC(…) before the loader arrived leaves it.
  (win as Record<string, unknown>).MC = Object.assign(() => undefined, { q: queued });
  const mc = boot(win);
  if (!mc) throw new Error('the loader did not start');
  // A widget's own `ready` shares the name; the lifecycle's names no widget.
  for (const event of ['initialized', 'ready'] as const) mc.on(event, (detail) => 'widgetId' in detail || seen.push(`${event} ${status()} ${JSON.stringify(detail)}`));
  return mc;
}

/**
 * Until the loader is initialized: turns of the event loop, not fake time (that is the tests' to move).
 * Bounded by real time, not a number of turns: the pixel session's SHA-1 runs on Web Crypto's thread,
 * which a busy machine answers after any number of turns.
 */
async function initialized(): Promise<void> {
  const deadline = performance.now() + 10_000;
  while (performance.now() < deadline) {
    if (seen.some((line) => line.startsWith('initialized'))) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('the loader never got to initialized');
}
const readyLines = () => seen.filter((line) => line.startsWith('ready') || line.startsWith('mcAsyncInit'));

beforeEach(() => {
  chunk.fails = false;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  frames.length = 0;
  onCreate = () => undefined;
  onYield = () => undefined;
  helloAtOnce = true;
  signalsThrow = false;
  seen = [];
  config = pageOf(widget(1), widget(2));
  const script = document.createElement('script');
  script.setAttribute('data-page-id', 'p1');
  script.setAttribute('data-api', 'https://api.test');
  script.setAttribute('src', 'https://assets.test/loader.js');
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (!url.includes('/widget/config')) return Promise.resolve({ status: 200, text: () => Promise.resolve('{}'), json: () => Promise.resolve({}) });
      const answer = (served: unknown) =>
        served instanceof Error ? Promise.reject(served) : Promise.resolve({ status: 200, text: () => Promise.resolve(JSON.stringify(served)) });
      return configAnswer ? configAnswer.then(answer) : answer(config);
    }),
  );
  configAnswer = null;
  // Only the configuration's copy: the pixel session stays, as on a real repeat visit.
  localStorage.removeItem('mc_page_config:p1');
  document.body.innerHTML = '';
  // Floating widgets' frames live beside <body>, in the root element.
  for (const iframe of document.documentElement.querySelectorAll(':scope > iframe')) iframe.remove();
});

afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete win.MC;
  delete win.mcInitialized;
  delete win.mcAsyncInit;
});

describe('the loader start (boot.ts)', () => {
  it('is started at once, initialized once the widgets exist, ready once every frame reported', async () => {
    const queuedOn = vi.fn(() => seen.push(`queued call ${String((win.MC as { status: string }).status)}`));
    const mc = startLoader([['on', 'initialized', queuedOn]]);
    expect(mc.status).toBe('started');
    await initialized();
    expect(frames.map((f) => f.id)).toEqual(['1', '2']);
    frames[0]?.report('ready', { messenger: 'none' });
    expect(mc.status).toBe('initialized');
    frames[1]?.report('ready', { messenger: 'none' });
    expect(mc.status).toBe('ready');
    expect(seen).toEqual([
      'initialized initialized {}',
      'queued call initialized',
      'mcInitialized initialized {}',
      'ready ready {"messenger":"none"}',
      'mcAsyncInit ready {"messenger":"none"}',
    ]);
    // A frame that reports again, or a later one, never makes a second ready.
    frames[1]?.report('ready', { messenger: 'fallback' });
    frames[0]?.report('error');
    expect(readyLines()).toHaveLength(2);
  });

  it('leaves out, with one console error, the widgets whose growth rules could not be fetched; the others start', async () => {
    chunk.fails = true;
    config = pageOf(widget(1), widget(2, 'bar', { data: { setup: { audience: { visitor: 'new' } } } }), widget(3, 'bar', { data: { experiment: { key: 'k', status: 'running', arms: [{ id: 'a', weight: 1 }, { id: 'b', weight: 1 }] } } }));
    startLoader();
    await initialized();
    expect(frames.map((f) => f.id)).toEqual(['1']);
    const errors = vi.mocked(console.error).mock.calls.map((call) => String(call[0]));
    expect(errors.filter((message) => message.includes('split tests, audiences and overlay cap could not be loaded'))).toHaveLength(1);
  });

  it('shows every widget as configured in editing mode, whatever its test or audience', async () => {
    (document.currentScript as HTMLScriptElement).setAttribute('data-edit-mode', 'true');
    config = pageOf(widget(1), widget(2, 'bar', { data: { setup: { audience: { visitor: 'returning' } } } }), widget(3, 'bar', { data: { experiment: { key: 'k', status: 'running', arms: [{ id: 'a', weight: 1 }, { id: 'b', weight: 1 }] } } }));
    startLoader();
    await initialized();
    expect(frames.map((f) => f.id)).toEqual(['1', '2', '3']);
    expect((win.MC as { getWidget(id: string): { variant: unknown } }).getWidget('3').variant).toBeNull();
  });

  it('runs the queued calls before initialized, while MC.status still says started, widgets already there', async () => {
    const status = () => (win.MC as { status: string }).status;
    // getWidget reads an element's data-widget-id: this one says when the replay ran.
    const element = { getAttribute: () => (seen.push(`replay ${status()}`), '1') };
    const found: unknown[] = [];
    startLoader([['getWidget', element], ['widget', 2, 'open'], ['getWidgetList']]);
    (win.MC as { on(event: string, fn: () => void): void }).on('initialized', () => found.push((win.MC as { getWidget(id: string): unknown }).getWidget('1')));
    await initialized();
    expect(seen.slice(0, 2)).toEqual(['replay started', 'initialized initialized {}']);
    expect(found).toEqual([expect.objectContaining({ id: '1' })]);
  });

  it('follows the messenger SDK: a loading SDK holds ready until its mc:sdk report, a fallback wins', async () => {
    const mc = startLoader();
    await initialized();
    const [a, b] = frames;
    a?.report('ready', { messenger: 'pending' });
    b?.report('ready', { messenger: 'ready' });
    expect(mc.status).toBe('initialized');
    a?.ctx.sdk('1', { sdk: 'ytsdk', ready: true });
    expect(mc.status).toBe('initialized');
    a?.ctx.sdk('1', { sdk: 'fbsdk', ready: false });
    expect(readyLines()).toEqual(['ready ready {"messenger":"fallback"}', 'mcAsyncInit ready {"messenger":"fallback"}']);
    // SPEC §3 SDK-ready flags, which frames created later boot with.
    expect(a?.ctx.sdkReady).toMatchObject({ ytsdkReady: true });
    expect(a?.ctx.sdkReady.fbsdkReady).not.toBe(true);
  });

  it('reports messenger ready when a frame loaded it and none fell back', async () => {
    startLoader();
    await initialized();
    frames[0]?.report('ready', { messenger: 'pending' });
    frames[1]?.report('error', { message: 'broken' });
    frames[0]?.ctx.sdk('1', { sdk: 'fbsdk', ready: true });
    expect(readyLines()).toEqual(['ready ready {"messenger":"ready"}', 'mcAsyncInit ready {"messenger":"ready"}']);
    expect(frames[0]?.ctx.sdkReady.fbsdkReady).toBe(true);
  });

  it('gives up on a silent frame after READY_TIMEOUT_MS, once, naming it', async () => {
    const mc = startLoader();
    await initialized();
    frames[1]?.report('ready', { messenger: 'ready' });
    await vi.advanceTimersByTimeAsync(READY_TIMEOUT_MS - 1);
    expect(mc.status).toBe('initialized');
    await vi.advanceTimersByTimeAsync(1);
    expect(mc.status).toBe('ready');
    expect(console.warn).toHaveBeenCalledWith(`[MC] widget(s) 1 did not report ready within ${READY_TIMEOUT_MS} ms.`);
    expect(readyLines()).toEqual(['ready ready {"messenger":"ready"}', 'mcAsyncInit ready {"messenger":"ready"}']);
    frames[0]?.report('ready');
    expect(readyLines()).toHaveLength(2);
  });

  it('is ready with initialized when no frame is created, disabled widgets not awaited', async () => {
    config = pageOf(widget(1, 'nonsense'), { widget_id: {} }, widget(3, 'landing'));
    const mc = startLoader();
    await initialized();
    expect(mc.status).toBe('ready');
    expect(frames).toEqual([]);
    expect(seen).toEqual(startedTogether('{"messenger":"none"}'));
  });

  it('awaits a frame that reported while later ones were still being created only once', async () => {
    config = pageOf(widget(1), widget(2), widget(3));
    onCreate = (frame) => {
      if (frame.id === '2') frames[0]?.report('ready');
    };
    const mc = startLoader();
    await initialized();
    expect(mc.status).toBe('initialized');
    frames[2]?.report('ready');
    expect(mc.status).toBe('initialized');
    frames[1]?.report('ready');
    expect(mc.status).toBe('ready');
  });

  it('is ready together with initialized when every frame reported while the rest were being gone through', async () => {
    config = pageOf(widget(1), widget(2, 'nonsense'));
    onYield = () => frames[0]?.report('ready', { messenger: 'ready' });
    const mc = startLoader();
    await initialized();
    expect(mc.status).toBe('ready');
    expect(seen).toEqual(startedTogether('{"messenger":"ready"}'));
  });

  it('without a configuration: initialized, then ready without a messenger state', async () => {
    config = new Error('offline');
    const mc = startLoader();
    await initialized();
    expect(mc.status).toBe('ready');
    expect(seen).toEqual(startedTogether('{}'));
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/^\[MC\] could not load the widgets of page "p1": /));
  });

  it('a start that breaks still gives the hooks and the queue their moments', async () => {
    signalsThrow = true;
    const queued = vi.fn();
    const mc = startLoader([['on', 'ready', queued]]);
    await initialized();
    expect(mc.status).toBe('ready');
    expect(seen).toEqual(startedTogether('{}'));
    expect(queued).toHaveBeenCalledOnce();
    expect(console.error).toHaveBeenCalledWith('[MC] the widgets could not be loaded', expect.any(Error));
  });

  it('parse() creates the embeds whose anchors appeared after load; they are not awaited', async () => {
    config = pageOf(widget(1), widget(5, 'box'));
    const mc = startLoader();
    expect(() => mc.parse()).not.toThrow();
    await initialized();
    expect(frames.map((f) => f.id)).toEqual(['1']);
    frames[0]?.report('ready');
    expect(mc.status).toBe('ready');
    const anchor = document.createElement('div');
    anchor.setAttribute('data-widget-id', '5');
    document.body.appendChild(anchor);
    mc.parse();
    expect(frames.map((f) => f.id)).toEqual(['1', '5']);
    expect(frames[1]?.mount).toBe(anchor);
    expect(mc.getWidget('5')?.element?.parentElement).toBe(anchor);
    anchor.remove();
    mc.parse();
    expect(mc.getWidget('5')).toBeNull();
  });

  it('creates each frame once the one before it has said hello, then tells every frame they have all started', async () => {
    helloAtOnce = false;
    config = pageOf(widget(1), widget(2), widget(3));
    startLoader();
    const turns = async () => {
      for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    };
    const startedOf = (frame: FakeFrame | undefined) => {
      const said = { started: false };
      void frame?.ctx.allFramesStarted.then(() => (said.started = true));
      return said;
    };
    await turns();
    expect(frames.map((f) => f.id)).toEqual(['1']);
    const first = startedOf(frames[0]);
    frames[0]?.sayHello();
    await turns();
    expect(frames.map((f) => f.id)).toEqual(['1', '2']);
    frames[1]?.sayHello();
    await turns();
    expect(frames.map((f) => f.id)).toEqual(['1', '2', '3']);
    // The last frame too has to say hello before the frames are told.
    await turns();
    expect(first.started).toBe(false);
    frames[2]?.sayHello();
    await turns();
    expect(first.started).toBe(true);
  });

  it('creates the next frame NEXT_FRAME_LIMIT_MS after one that never says hello', async () => {
    helloAtOnce = false;
    startLoader();
    const turns = async () => {
      for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    };
    await turns();
    expect(frames.map((f) => f.id)).toEqual(['1']);
    await vi.advanceTimersByTimeAsync(NEXT_FRAME_LIMIT_MS - 1);
    await turns();
    expect(frames.map((f) => f.id)).toEqual(['1']);
    await vi.advanceTimersByTimeAsync(1);
    await turns();
    expect(frames.map((f) => f.id)).toEqual(['1', '2']);
  });

  it('passes frame events on to the public object and marks the first visible widget', async () => {
    const mc = startLoader();
    const events: string[] = [];
    mc.on('open', (detail) => events.push(`open ${String(detail.widgetId)}`));
    mc.on('widget:visible', (detail) => events.push(`visible ${String(detail.widgetId)}`));
    await initialized();
    frames[0]?.report('open');
    frames[1]?.ctx.onVisible({ id: '2', type: 'bar' } as WidgetHost);
    expect(events).toEqual(['open 1', 'visible 2']);
  });
});

describe('a repeat visit starts from the stored configuration (configCache.ts)', () => {
  const store = (stored: unknown, savedAt = Date.now()) =>
    localStorage.setItem('mc_page_config:p1', JSON.stringify({ savedAt, text: JSON.stringify(stored) }));
  /** The configuration request, held until the test answers it. */
  function holdConfig(): (served: unknown) => Promise<void> {
    let answer: (served: unknown) => void = () => undefined;
    configAnswer = new Promise((resolve) => (answer = resolve));
    return async (served) => {
      answer(served);
      for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
    };
  }

  it('creates the frames from the stored copy before the server answers; the same answer changes nothing', async () => {
    store(pageOf(widget(1), widget(2)));
    const answer = holdConfig();
    startLoader();
    await initialized();
    expect(frames.map((f) => f.id)).toEqual(['1', '2']);
    await answer(pageOf(widget(1), widget(2)));
    expect(frames.map((f) => f.id)).toEqual(['1', '2']);
    expect(frames.every((f) => f.mount.querySelector('iframe'))).toBe(true);
  });

  it('stores what the server answered for the next visit', async () => {
    startLoader();
    await initialized();
    const stored = JSON.parse(localStorage.getItem('mc_page_config:p1') ?? 'null') as { text: string };
    expect(JSON.parse(stored.text)).toEqual(config);
  });

  it('replaces only the widgets whose entry changed, appeared or went; the others keep their frame', async () => {
    store(pageOf(widget(1), widget(2), widget(4)));
    const answer = holdConfig();
    const mc = startLoader();
    await initialized();
    const [first, second] = mc.getWidgetList().map((w) => w.element);
    await answer(pageOf(widget(1), widget(2, 'bar', { name: 'renamed' }), widget(3)));
    expect(frames.map((f) => f.id)).toEqual(['1', '2', '4', '2', '3']);
    expect(mc.getWidget('1')?.element).toBe(first);
    expect(first?.isConnected).toBe(true);
    expect(second?.isConnected).toBe(false);
    expect(mc.getWidget('2')?.element).not.toBe(second);
    expect(mc.getWidget('4')).toBeNull();
    expect(mc.getWidgetList().map((w) => w.id)).toEqual(['1', '2', '3']);
  });

  it('replaces every widget when a page-level field changed, with the new page state', async () => {
    store(pageOf(widget(1), widget(2)));
    const answer = holdConfig();
    startLoader();
    await initialized();
    await answer({ ...pageOf(widget(1), widget(2)), fb_page_id: '43' });
    expect(frames.map((f) => f.id)).toEqual(['1', '2', '1', '2']);
    expect(frames[0]?.mount.contains(frames[0].mount.querySelector('iframe'))).toBe(true);
    expect(document.querySelectorAll('iframe')).toHaveLength(2);
    expect(frames[3]?.ctx.page.config.fb_page_id).toBe('43');
  });

  it('awaits the new frame of a replaced widget before ready, and no longer a widget that went', async () => {
    store(pageOf(widget(1), widget(2)));
    const answer = holdConfig();
    const mc = startLoader();
    await initialized();
    // The old frames never report: they are gone before they could.
    await answer(pageOf(widget(1, 'bar', { name: 'changed' })));
    expect(frames.map((f) => f.id)).toEqual(['1', '2', '1']);
    expect(mc.status).toBe('initialized');
    frames[2]?.report('ready');
    expect(mc.status).toBe('ready');
  });

  it('keeps the widgets of the stored copy when the server cannot be reached, with one warning', async () => {
    store(pageOf(widget(1), widget(2)));
    config = new Error('offline');
    const mc = startLoader();
    await initialized();
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(mc.getWidgetList().map((w) => w.id)).toEqual(['1', '2']);
    expect(console.error).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/could not be checked for changes \(.*offline.*\); the widgets run from the copy stored at the last visit/));
  });

  it('waits for the server when the stored copy is broken, not a configuration or a week old', async () => {
    for (const broken of ['{', JSON.stringify({ savedAt: Date.now(), text: '{"widgets":"none"}' }), JSON.stringify({ savedAt: Date.now() - 8 * 24 * 3600 * 1000, text: JSON.stringify(pageOf(widget(9))) })]) {
      localStorage.setItem('mc_page_config:p1', broken);
      const answer = holdConfig();
      startLoader();
      await Promise.resolve();
      for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
      expect(frames).toEqual([]);
      await answer(pageOf(widget(1)));
      await initialized();
      expect(frames.map((f) => f.id)).toEqual(['1']);
      frames.length = 0;
      seen = [];
      delete win.MC;
      document.body.innerHTML = '';
    }
  });
});


describe('a per-page script handed the configuration over (bridge-protocol/pageScript.ts)', () => {
  const configRequests = () => vi.mocked(fetch).mock.calls.filter(([url]) => String(url).includes('/widget/config'));
  afterEach(() => {
    delete win[PAGE_CONFIGS_GLOBAL];
  });

  it('starts from it with no configuration request, and neither reads nor writes the stored copy', async () => {
    const stored = JSON.stringify({ savedAt: Date.now(), text: JSON.stringify(pageOf(widget(9))) });
    localStorage.setItem('mc_page_config:p1', stored);
    win[PAGE_CONFIGS_GLOBAL] = { p1: JSON.stringify(pageOf(widget(5), widget(6))), other: '{}' };
    startLoader();
    await initialized();
    expect(frames.map((f) => f.id)).toEqual(['5', '6']);
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(configRequests()).toEqual([]);
    expect(localStorage.getItem('mc_page_config:p1')).toBe(stored);
    // Taken once: a later start (another page's loader) finds only its own.
    expect(win[PAGE_CONFIGS_GLOBAL]).toEqual({ other: '{}' });
  });

  it('reports a handed-over text that is no configuration once, as a bad answer would be', async () => {
    win[PAGE_CONFIGS_GLOBAL] = { p1: '{"widgets":"none"}' };
    startLoader();
    await initialized();
    expect(frames).toEqual([]);
    expect(configRequests()).toEqual([]);
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/could not load the widgets of page "p1": the configuration at window\.mcPageConfigs is invalid/));
  });

  it('is not used for another page id, nor an inherited entry: the request goes out as before', async () => {
    win[PAGE_CONFIGS_GLOBAL] = Object.create({ p1: JSON.stringify(pageOf(widget(5))) }) as Record<string, string>;
    startLoader();
    await initialized();
    expect(frames.map((f) => f.id)).toEqual(['1', '2']);
    expect(configRequests()).toHaveLength(1);
  });
});

describe('consent mode (consent/consentGate.ts, issue 48)', () => {
  const keys = () => Object.keys(localStorage).sort();
  const settle = async () => {
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
  };
  beforeEach(() => localStorage.clear());

  it('a page that waits stores nothing until MC("consent", {analytics: true}), then what it kept in memory', async () => {
    config = { ...pageOf(widget(1)), consent: { waitForConsent: true } };
    const mc = startLoader();
    await initialized();
    await settle();
    expect(keys()).toEqual([]);
    mc.consent({ analytics: true });
    expect(keys()).toEqual(['mc_page_config:p1', 'mc_pixel_session', 'mc_widget_session']);
    // Revoked: nothing more is written.
    mc.consent({ analytics: false });
    mc.clearSession();
    expect(keys()).toContain('mc_widget_session');
  });

  it('a consent queued before the loader counts at once', async () => {
    config = { ...pageOf(widget(1)), consent: { waitForConsent: true } };
    startLoader([['consent', { analytics: true }]]);
    await initialized();
    await settle();
    expect(keys()).toEqual(['mc_page_config:p1', 'mc_pixel_session', 'mc_widget_session']);
  });

  it('a page that does not wait stores once its configuration is known, unless the site refused', async () => {
    startLoader();
    await initialized();
    await settle();
    expect(keys()).toEqual(['mc_page_config:p1', 'mc_pixel_session', 'mc_widget_session']);
    localStorage.clear();
    delete win.MC;
    seen = [];
    startLoader([['consent', { analytics: false }]]);
    await initialized();
    await settle();
    expect(keys()).toEqual([]);
  });
});

describe('a queued consent (issue 48)', () => {
  it('is not replayed at initialized over the site\'s later word', async () => {
    localStorage.clear();
    config = { ...pageOf(widget(1)), consent: { waitForConsent: true } };
    const mc = startLoader([['consent', { analytics: true }]]);
    mc.consent({ analytics: false });
    await initialized();
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(Object.keys(localStorage)).toEqual([]);
  });
});
