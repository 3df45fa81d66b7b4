/**
 * One browser tab driven over CDP, with every renderer it uses CPU-throttled.
 *
 * `Emulation.setCPUThrottlingRate` only throttles the renderer of the session it is sent to, and a
 * cross-site iframe runs in another renderer (site isolation). So the tab's page session, and each
 * session Chromium attaches for a child target, asks `Target.setAutoAttach {autoAttach, flatten,
 * waitForDebuggerOnStart}`: a new out-of-process iframe (or worker) is held before its first script
 * until we have sent it the throttle (and the SDK interception), then `Runtime.runIfWaitingForDebugger`.
 * `verifyThrottle` (throttleCheck.ts) measures that it works.
 *
 * Meta's SDK (connect.facebook.net) is answered locally with tests/fixtures/fake-messenger-sdk.js by
 * `Fetch` interception limited to that host, in each frame's session: unlike Playwright's routing it
 * leaves the HTTP cache on, so warm loads are warm.
 */
import { readFileSync } from 'node:fs';
import type { CdpConnection, Chromium, Json } from './cdp';

const FAKE_MESSENGER_SDK = readFileSync(new URL('../fixtures/fake-messenger-sdk.js', import.meta.url), 'utf8');
const SDK_BODY_BASE64 = Buffer.from(FAKE_MESSENGER_SDK, 'utf8').toString('base64');

export interface AttachedTarget {
  sessionId: string;
  targetId: string;
  type: string;
  url: string;
  /** Whether `Emulation.setCPUThrottlingRate` was acknowledged for it. */
  throttled: boolean;
}

export interface TabOptions {
  /** CPU slow-down of every renderer of the tab (1: none). */
  cpuThrottle: number;
  /** false: throttle the page's own renderer only (used by the throttle check, to show the difference). */
  throttleChildren?: boolean;
  /** Called for each attached page or iframe target while it is still held (e.g. to start a profiler). */
  onFrameTarget?: (target: AttachedTarget, cdp: CdpConnection) => Promise<void>;
}

const FRAME_TYPES = new Set(['page', 'iframe']);

export class Tab {
  readonly targets: AttachedTarget[] = [];
  private readonly sessions = new Set<string>();
  private readonly offs: (() => void)[] = [];

  private constructor(
    readonly browser: Chromium,
    readonly browserContextId: string | undefined,
    readonly page: AttachedTarget,
    private readonly opts: TabOptions,
  ) {}

  get cdp(): CdpConnection {
    return this.browser.cdp;
  }

  /** A new browser context: its own empty HTTP cache (what "cold" means here). */
  static async newContext(browser: Chromium): Promise<string> {
    const { browserContextId } = await browser.cdp.send<{ browserContextId: string }>('Target.createBrowserContext', { disposeOnDetach: true });
    return browserContextId;
  }

  static async disposeContext(browser: Chromium, browserContextId: string): Promise<void> {
    await browser.cdp.send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
  }

  /** Opens about:blank in `browserContextId` (undefined: the default context), attached and throttled, ready to navigate. */
  static async open(browser: Chromium, browserContextId: string | undefined, opts: TabOptions): Promise<Tab> {
    const { cdp } = browser;
    const { targetId } = await cdp.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
    const page: AttachedTarget = { sessionId, targetId, type: 'page', url: 'about:blank', throttled: false };
    const tab = new Tab(browser, browserContextId, page, opts);
    tab.offs.push(
      cdp.on('Target.attachedToTarget', '*', (params: Json, parent) => {
        if (parent === undefined || !tab.sessions.has(parent)) return;
        const info = params.targetInfo as { targetId: string; type: string; url: string };
        const child: AttachedTarget = { sessionId: params.sessionId, targetId: info.targetId, type: info.type, url: info.url, throttled: false };
        void tab.setUp(child, opts.throttleChildren !== false).catch(() => undefined);
      }),
      cdp.on('Target.detachedFromTarget', '*', (params: Json) => {
        tab.sessions.delete(params.sessionId as string);
      }),
      cdp.on('Fetch.requestPaused', '*', (params: Json, sid) => {
        if (sid === undefined || !tab.sessions.has(sid)) return;
        void cdp
          .send(
            'Fetch.fulfillRequest',
            {
              requestId: params.requestId,
              responseCode: 200,
              responseHeaders: [
                { name: 'Content-Type', value: 'text/javascript; charset=utf-8' },
                // Cacheable for a while, as Meta's CDN serves it.
                { name: 'Cache-Control', value: 'public, max-age=1200' },
                { name: 'Access-Control-Allow-Origin', value: '*' },
              ],
              body: SDK_BODY_BASE64,
            },
            sid,
          )
          .catch(() => undefined);
      }),
    );
    await tab.setUp(page, true);
    return tab;
  }

  /** Interception, throttle and auto-attach for one target, then lets it run. */
  private async setUp(target: AttachedTarget, throttle: boolean): Promise<void> {
    const { cdp } = this;
    this.sessions.add(target.sessionId);
    this.targets.push(target);
    const sid = target.sessionId;
    const steps: Promise<unknown>[] = [cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }, sid)];
    if (FRAME_TYPES.has(target.type)) {
      steps.push(cdp.send('Fetch.enable', { patterns: [{ urlPattern: 'https://connect.facebook.net/*', requestStage: 'Request' }] }, sid));
      if (throttle && this.opts.cpuThrottle !== 1) {
        steps.push(
          cdp.send('Emulation.setCPUThrottlingRate', { rate: this.opts.cpuThrottle }, sid).then(() => {
            target.throttled = true;
          }),
        );
      }
      if (this.opts.onFrameTarget && target !== this.page) steps.push(this.opts.onFrameTarget(target, cdp));
    }
    try {
      await Promise.all(steps);
    } finally {
      await cdp.send('Runtime.runIfWaitingForDebugger', {}, sid).catch(() => undefined);
    }
  }

  /** Removes the CPU throttle from every renderer of the tab (before reading traces and profiles). */
  async unthrottle(): Promise<void> {
    await Promise.all(
      this.targets
        .filter((t) => t.throttled && this.sessions.has(t.sessionId))
        .map((t) => this.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }, t.sessionId).catch(() => undefined)),
    );
  }

  /** Frame targets (out-of-process iframes) attached so far, the page excluded. */
  get frameTargets(): AttachedTarget[] {
    return this.targets.filter((t) => t.type === 'iframe');
  }

  evaluate<T = Json>(expression: string, sessionId = this.page.sessionId, awaitPromise = false): Promise<T> {
    return this.cdp
      .send<{ result: { value: T }; exceptionDetails?: { text: string; exception?: { description?: string } } }>(
        'Runtime.evaluate',
        { expression, returnByValue: true, awaitPromise },
        sessionId,
      )
      .then((r) => {
        if (r.exceptionDetails) throw new Error(`evaluate: ${r.exceptionDetails.exception?.description ?? r.exceptionDetails.text}`);
        return r.result.value;
      });
  }

  async navigate(url: string): Promise<void> {
    const r = await this.cdp.send<{ errorText?: string }>('Page.navigate', { url }, this.page.sessionId);
    if (r.errorText) throw new Error(`navigation to ${url} failed: ${r.errorText}`);
  }

  /**
   * Waits (one pending evaluation, no polling on the page) until the page has both marks; returns
   * their `startTime`s (ms since the page's navigation start).
   */
  async waitForMarks(url: string, start: string, end: string, timeoutMs = 60_000): Promise<{ start: number; end: number }> {
    const deadline = Date.now() + timeoutMs;
    const expression = `(() => {
      if (location.href !== ${JSON.stringify(url)}) return null;
      return new Promise((resolve) => {
        const read = () => {
          const s = performance.getEntriesByName(${JSON.stringify(start)}, 'mark')[0];
          const e = performance.getEntriesByName(${JSON.stringify(end)}, 'mark')[0];
          if (s && e) { resolve({ start: s.startTime, end: e.startTime }); return true; }
          return false;
        };
        if (read()) return;
        const observer = new PerformanceObserver(() => { if (read()) observer.disconnect(); });
        observer.observe({ type: 'mark' });
      });
    })()`;
    while (Date.now() < deadline) {
      // Before the new document commits this runs in the old one and returns null: try again.
      const remaining = deadline - Date.now();
      const result = await Promise.race([
        this.evaluate<{ start: number; end: number } | null>(expression, this.page.sessionId, true).catch(() => null),
        new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), remaining)),
      ]);
      if (result === 'timeout') break;
      if (result !== null) return result;
      await new Promise((r) => setTimeout(r, 15));
    }
    throw new Error(`${url}: no ${start} and ${end} marks within ${timeoutMs} ms`);
  }

  async close(): Promise<void> {
    for (const off of this.offs) off();
    await this.cdp.send('Target.closeTarget', { targetId: this.page.targetId }).catch(() => undefined);
  }
}
