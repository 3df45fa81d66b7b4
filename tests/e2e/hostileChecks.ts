/**
 * What every hostile-host test checks besides its own case (issue 14's acceptance): no uncaught error
 * in the host page or in any frame, and no message posted back to a foreign window. Also the crafted
 * configurations: the real server's answer, altered in flight.
 */
import type { Frame, Page, Route } from '@playwright/test';
import { FOREIGN_ORIGIN } from './origins';

interface Recorded {
  __mcUncaught?: string[];
  __probeReceived?: string[];
}

/**
 * Records, in the host page and in every frame, each uncaught error and unhandled rejection. Playwright's
 * `pageerror` sees the host page only; the frames run on other origins.
 */
export async function recordUncaught(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Recorded;
    w.__mcUncaught = [];
    window.addEventListener('error', (e) => {
      // Only script errors: a resource that failed to load is not an uncaught exception.
      if (e instanceof ErrorEvent) w.__mcUncaught!.push(`${location.href}: ${e.message}`);
    });
    window.addEventListener('unhandledrejection', (e) => w.__mcUncaught!.push(`${location.href}: unhandled rejection ${String(e.reason)}`));
  });
}

/** Every uncaught error recorded so far, in the host page and in every frame still attached. */
export async function uncaughtErrors(page: Page): Promise<string[]> {
  const all: string[] = [];
  for (const frame of page.frames()) {
    all.push(...(await frame.evaluate(() => (window as unknown as Recorded).__mcUncaught ?? []).catch(() => [])));
  }
  return all;
}

/**
 * A frame of another origin in the host page that talks to the loader as a hostile neighbour would:
 * junk that crashed post-robot, and a handshake look-alike carrying a port of its own. It records every
 * window message and every port message it gets back; the loader must send it nothing.
 */
export async function addForeignProbe(page: Page): Promise<Frame> {
  const hostOrigin = new URL(page.url()).origin;
  await page.evaluate(
    (src) =>
      new Promise<void>((resolve) => {
        const f = document.createElement('iframe');
        f.name = 'foreign-probe';
        f.src = src;
        f.addEventListener('load', () => resolve(), { once: true });
        document.body.appendChild(f);
      }),
    `${FOREIGN_ORIGIN}/frame/bare.html`,
  );
  const probe = page.frame({ name: 'foreign-probe' });
  if (!probe) throw new Error('the foreign probe frame did not load');
  await probe.evaluate((target) => {
    const w = window as unknown as Recorded;
    w.__probeReceived = [];
    window.addEventListener('message', (e) => w.__probeReceived!.push(`window message from ${e.origin}`));
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => w.__probeReceived!.push('port message');
    window.parent.postMessage({ 'mc:connect': true, n: 'mc:hello', p: { protocolVersion: 1, widgetId: '7' }, i: 1 }, target, [port2]);
    for (const junk of ['{"__post_robot_10_0_46__":[null]}', { 'mc:connect': true, n: 'mc:layout', p: null }, null, [1, 2]]) {
      window.parent.postMessage(junk, target);
    }
  }, hostOrigin);
  return probe;
}

/** What the foreign probe got back (nothing, when the loader behaves). */
export function probeReceived(probe: Frame): Promise<string[]> {
  return probe.evaluate(() => (window as unknown as Recorded).__probeReceived ?? []);
}

/** The served configuration of a page, as the loader gets it (widget_signs included). */
export type ServedConfig = { widgets: Array<Record<string, unknown>> } & Record<string, unknown>;

/**
 * Answers `/widget/config` for this page with the real server's configuration, altered by `edit`, which
 * returns the new configuration as an object or as JSON text (for nesting that JSON.stringify cannot
 * write). Widgets kept as they are keep their valid widget_sign.
 */
export async function alterConfig(page: Page, edit: (config: ServedConfig) => ServedConfig | string): Promise<void> {
  await page.route('**/widget/config?**', async (route: Route) => {
    const response = await route.fetch();
    const altered = edit((await response.json()) as ServedConfig);
    await route.fulfill({ response, body: typeof altered === 'string' ? altered : JSON.stringify(altered) });
  });
}
