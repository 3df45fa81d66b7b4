// @vitest-environment happy-dom
/**
 * loader/boot.ts wired end to end, frames faked: the lifecycle started → initialized → ready as the
 * host page sees it (MC.status, events, mcInitialized / mcAsyncInit, the queue's replay), what `ready`
 * waits for, and the ways a start can break. The rules themselves are readiness.test.ts's.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostContext, WidgetHost } from '../../../loader/frames/widgetHost';
import type { PageSignals } from '../../../loader/signals/pageSignals';

interface FakeFrame {
  id: string;
  ctx: HostContext;
  mount: HTMLElement;
  /** A widget event from this frame, as widgetHost.ts passes it on. */
  report(event: string, detail?: Record<string, unknown>): void;
}

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
    const frame: FakeFrame = {
      id,
      ctx,
      mount,
      report: (event, detail = {}) => ctx.emit(event, { widgetId: id, widgetType: widget.widget_type, ...detail }),
    };
    frames.push(frame);
    onCreate(frame);
    return {
      id,
      type: widget.widget_type,
      iframe,
      visible: false,
      checkbox: { checked: null, ref: null, userRef: null },
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
      watchAnchors: () => undefined,
    };
  },
}));

// One iframe per task in the browser; here the next task comes at once.
vi.mock('../../../bridge-protocol/yieldToMain', () => ({ yieldToMain: () => Promise.resolve().then(() => onYield()) }));

const { boot, READY_TIMEOUT_MS } = await import('../../../loader/boot');

type Win = Window & Record<string, unknown>;
const win = window as unknown as Win;

/** What the host page saw, in order: lifecycle events, hook calls and queued calls, each with MC.status then. */
let seen: string[];
let config: unknown;

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

/** Until the loader is initialized; turns of the event loop, not fake time (that is the tests' to move). */
async function initialized(): Promise<void> {
  for (let turn = 0; turn < 500; turn++) {
    if (seen.some((line) => line.startsWith('initialized'))) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('the loader never got to initialized');
}
const readyLines = () => seen.filter((line) => line.startsWith('ready') || line.startsWith('mcAsyncInit'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  frames.length = 0;
  onCreate = () => undefined;
  onYield = () => undefined;
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
    vi.fn((url: string) =>
      url.includes('/widget/config') && config instanceof Error
        ? Promise.reject(config)
        : Promise.resolve({ status: 200, json: () => Promise.resolve(url.includes('/widget/config') ? config : {}) }),
    ),
  );
  document.body.innerHTML = '';
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
    expect(a?.ctx.app).toMatchObject({ ytsdkReady: true });
    expect(a?.ctx.app.fbsdkReady).not.toBe(true);
  });

  it('reports messenger ready when a frame loaded it and none fell back', async () => {
    startLoader();
    await initialized();
    frames[0]?.report('ready', { messenger: 'pending' });
    frames[1]?.report('error', { message: 'broken' });
    frames[0]?.ctx.sdk('1', { sdk: 'fbsdk', ready: true });
    expect(readyLines()).toEqual(['ready ready {"messenger":"ready"}', 'mcAsyncInit ready {"messenger":"ready"}']);
    expect(frames[0]?.ctx.app.fbsdkReady).toBe(true);
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
    expect(mc.getWidget('5')?.element.parentElement).toBe(anchor);
    anchor.remove();
    mc.parse();
    expect(mc.getWidget('5')).toBeNull();
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

