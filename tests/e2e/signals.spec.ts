/**
 * The loader forwards what only the host page can see: scroll depth (throttled to 500 ms), seconds
 * spent, exit intent, anchors reached, route changes and the viewport. Each frame's received bridge
 * messages are recorded inside the frame, so this checks what actually crosses the bridge.
 */
import { expect, test, type Frame, type Page } from './test';
import { expectHidden, expectVisible, scrollToPercent, widgetFrame } from './support';

interface Received {
  name: string;
  data: Record<string, unknown>;
  t: number;
}

async function recordFrameMessages(page: Page): Promise<void> {
  // The bridge is a MessagePort the frame creates: a second listener on the frame's end records
  // every message the host sends, without changing how the frame receives it.
  await page.addInitScript(() => {
    if (window.parent === window) return;
    const w = window as unknown as { __mcIn: Received[] };
    w.__mcIn = [];
    const Original = window.MessageChannel;
    window.MessageChannel = class extends Original {
      constructor() {
        super();
        this.port1.addEventListener('message', (e: MessageEvent<{ n?: string; p?: Record<string, unknown> }>) => {
          if (typeof e.data?.n === 'string') w.__mcIn.push({ name: e.data.n, data: e.data.p ?? {}, t: performance.now() });
        });
      }
    };
  });
}

const received = (frame: Frame, name: string): Promise<Received[]> =>
  frame.evaluate((n) => (window as unknown as { __mcIn: Received[] }).__mcIn.filter((m) => m.name === n), name);

async function ready(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { MC?: { status: string } }).MC?.status === 'ready');
}

test.beforeEach(async ({ page }) => {
  await recordFrameMessages(page);
});

test('scroll depth reaches the frames at most once per 500 ms and ends at 100 %', async ({ page }) => {
  // The host's sends are timed where the throttle runs: a frame busy under load may take two
  // messages in one task, and their arrival times would then say nothing about the throttle.
  await page.addInitScript(() => {
    if (window.parent !== window) return;
    const w = window as unknown as { __mcSent: { maxScroll: unknown; t: number }[] };
    w.__mcSent = [];
    const send = MessagePort.prototype.postMessage;
    MessagePort.prototype.postMessage = function (this: MessagePort, ...args: Parameters<MessagePort['postMessage']>) {
      const data = args[0] as { n?: string; p?: { maxScroll?: unknown } } | null;
      if (data?.n === 'mc:page-signals') w.__mcSent.push({ maxScroll: data.p?.maxScroll, t: performance.now() });
      return send.apply(this, args);
    } as MessagePort['postMessage'];
  });
  await page.goto('/signals.html');
  await ready(page);
  const frame = await widgetFrame(page, 22);
  const before = (await received(frame, 'mc:page-signals')).length;
  // Continuous scrolling, 50 steps. Each step waits for the next animation frame, where the browser
  // fires the scroll event: a renderer starved under load would otherwise fold the steps into one.
  const started = Date.now();
  for (let i = 1; i <= 50; i++) {
    await scrollToPercent(page, i * 2);
    await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
    await page.waitForTimeout(40);
  }
  const elapsed = Date.now() - started;
  await page.waitForTimeout(700);
  const changedOnly = <T extends { maxScroll?: unknown; data?: { maxScroll?: unknown } }>(list: T[]): T[] => {
    const depth = (x: T) => x.maxScroll ?? x.data?.maxScroll;
    return list.filter((x, i) => i === 0 || depth(x) !== depth(list[i - 1]!));
  };
  const signals = (await received(frame, 'mc:page-signals')).slice(before);
  const changes = changedOnly(signals);
  expect(changes.length).toBeGreaterThanOrEqual(3);
  // Leading call + one per 500 ms window + the trailing call: far fewer than the 50 scroll events.
  expect(changes.length).toBeLessThanOrEqual(Math.floor(elapsed / 500) + 2);
  expect(signals.at(-1)!.data.maxScroll).toBe(100);
  // On the host, each new depth went out at least one throttle window after the one before (the
  // same depth goes to every frame, and seconds-spent ticks repeat it: only changes count). Stamped at
  // the send, which follows the throttle's own clock reading by the time it takes to build and post the
  // message to every frame: on a loaded CPU that varies by tens of milliseconds (489.7 ms seen), so the
  // bound allows 50 ms. An unthrottled send (as the page's load event was, 414 ms) still fails it.
  const sent = changedOnly(await page.evaluate(() => (window as unknown as { __mcSent: { maxScroll: unknown; t: number }[] }).__mcSent));
  const scrolled = sent.filter((s) => typeof s.maxScroll === 'number' && s.maxScroll > 0);
  expect(scrolled.length).toBeGreaterThanOrEqual(3);
  for (let i = 1; i < scrolled.length; i++) expect(scrolled[i]!.t - scrolled[i - 1]!.t).toBeGreaterThan(450);
  // Depth only grows: scrolling back up does not lower maxScroll.
  await scrollToPercent(page, 10);
  await page.waitForTimeout(700);
  expect((await received(frame, 'mc:page-signals')).at(-1)!.data.maxScroll).toBe(100);
});

test('seconds spent arrive on the 5 s mark of the timer schedule', async ({ page }) => {
  await page.goto('/signals.html');
  await ready(page);
  const frame = await widgetFrame(page, 22);
  await expect.poll(async () => (await received(frame, 'mc:page-signals')).map((s) => s.data.secondsSpent), { timeout: 9_000 }).toContain(5);
  const values = (await received(frame, 'mc:page-signals')).map((s) => s.data.secondsSpent);
  expect(values.filter((v) => v !== 0 && v !== 5)).toEqual([]);
});

test('exit intent (pointer leaving at y ≤ 20 px) opens the exit bar; leaving lower does not', async ({ page }) => {
  await page.goto('/signals.html');
  await ready(page);
  await expectHidden(page, 22);
  const leave = (clientY: number) =>
    page.evaluate((y) => document.dispatchEvent(new MouseEvent('mouseout', { clientY: y, relatedTarget: null, bubbles: true })), clientY);
  await leave(21);
  await page.waitForTimeout(600);
  await expectHidden(page, 22);
  await leave(20);
  await expectVisible(page, 22);
  const frame = await widgetFrame(page, 22);
  expect((await received(frame, 'mc:page-signals')).at(-1)!.data.exitIntent).toBe(true);
  await expect(frame.getByText('Leaving already?')).toBeVisible();
});

test('an anchor named in whenDisplay is watched and opens its bar when it scrolls into view', async ({ page }) => {
  await page.goto('/signals.html');
  await ready(page);
  await expectHidden(page, 21);
  await page.locator('#newsletter').scrollIntoViewIfNeeded();
  await expectVisible(page, 21);
  const frame = await widgetFrame(page, 21);
  expect((await received(frame, 'mc:anchor-reached')).map((m) => m.data.anchor)).toEqual(['newsletter']);
  const box = await page.locator('iframe[data-widget-id="21"]').boundingBox();
  expect(box?.y).toBe(0);
});

test('route changes (pushState, replaceState, popstate, hashchange) reach the frames and reset page state', async ({ page }) => {
  await page.goto('/signals.html');
  await ready(page);
  const frame = await widgetFrame(page, 22);
  await scrollToPercent(page, 50);
  await page.waitForTimeout(700);
  await page.evaluate(() => history.pushState({}, '', '/signals.html?step=2'));
  await page.evaluate(() => history.replaceState({}, '', '/signals.html?step=3'));
  await page.evaluate(() => history.back());
  await page.waitForTimeout(300);
  await page.evaluate(() => (location.hash = '#newsletter-top'));
  await expect.poll(async () => (await received(frame, 'mc:route-change')).length).toBe(4);
  const routes = await received(frame, 'mc:route-change');
  expect(routes.map((r) => new URL(String(r.data.url)).pathname + new URL(String(r.data.url)).search + new URL(String(r.data.url)).hash)).toEqual([
    '/signals.html?step=2',
    '/signals.html?step=3',
    '/signals.html',
    '/signals.html#newsletter-top',
  ]);
  for (const r of routes) expect(typeof r.data.lastChange).toBe('number');
  // Right after a route change the page state starts over: no seconds, no exit intent, no anchors.
  const afterFirst = (await received(frame, 'mc:page-signals')).find((s) => s.t >= routes[0]!.t);
  expect(afterFirst?.data).toMatchObject({ secondsSpent: 0, exitIntent: false, anchors: {} });
});

test('viewport changes reach the frames', async ({ page }) => {
  await page.goto('/signals.html');
  await ready(page);
  const frame = await widgetFrame(page, 22);
  await page.setViewportSize({ width: 700, height: 500 });
  await expect.poll(async () => (await received(frame, 'mc:viewport')).at(-1)?.data.height).toBe(500);
  const last = (await received(frame, 'mc:viewport')).at(-1)!.data;
  expect(Number(last.width)).toBeLessThanOrEqual(700);
  expect(Number(last.width)).toBeGreaterThan(600);
  expect(last.mobile).toBe(false);
});

test('host hooks: mcInitialized defined before load and mcAsyncInit defined after ready are both called with window.MC', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.mcInitialized = (mc: unknown) => {
      w.__initializedWith = mc;
      w.__statusAtInit = (mc as { status: string }).status;
    };
  });
  await page.goto('/');
  await ready(page);
  const result = await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    let asyncInitWith: unknown = null;
    w.mcAsyncInit = (mc: unknown) => (asyncInitWith = mc);
    return {
      initialized: w.__initializedWith === w.MC,
      statusAtInit: w.__statusAtInit,
      asyncInit: asyncInitWith === w.MC,
      widgets: (w.MC as { getWidgetList(): { id: string; type: string }[] }).getWidgetList().map((x) => `${x.id}:${x.type}`),
    };
  });
  expect(result).toEqual({ initialized: true, statusAtInit: 'initialized', asyncInit: true, widgets: ['7:bar'] });
});

test('broken widget configurations are disabled with one console error each; the good widget shows', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  await page.goto('/mixed-config.html');
  await ready(page);
  await expectVisible(page, 31);
  expect(await page.locator('iframe[data-widget-id]').count()).toBe(1);
  expect(errors).toHaveLength(3);
  expect(errors[0]).toMatch(/widget_type.*disabled/);
  expect(errors[1]).toMatch(/widget 33: no layout for widget_type "bar" on channel "sms"/);
  expect(errors[2]).toMatch(/widget 34: unknown widget_type "popunder"/);
  await expect(page.getByRole('heading', { name: 'Broken widget configurations' })).toBeVisible();
});
