/**
 * Issue 14, "Hostile hosts and frames: the loader and the bridge never break", on the real server: one
 * test per case. Each also checks that nothing is thrown uncaught in the host page or in any frame, and
 * that a foreign frame talking to the loader gets nothing back. (Junk window messages and forged
 * handshakes, the first case, are bridge-security.spec.ts.)
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from './test';
import { addForeignProbe, alterConfig, probeReceived, recordUncaught, uncaughtErrors, type ServedConfig } from './hostileChecks';
import { expectVisible, scrollToPercent, widgetFrame, widgetIframe } from './support';

type MCWindow = Window & { MC?: { status: string; getWidget(id: string): { id: string } | null; fireEvent(event: string): Promise<unknown> } };

/** Console errors and warnings of the host page and its frames that come from the loader or a frame (`[MC]`). */
function collectConsole(page: Page): { errors: string[]; warnings: string[] } {
  const seen = { errors: [] as string[], warnings: [] as string[] };
  page.on('console', (m) => {
    if (!m.text().includes('[MC')) return;
    if (m.type() === 'error') seen.errors.push(m.text());
    if (m.type() === 'warning') seen.warnings.push(m.text());
  });
  return seen;
}

async function waitForStatus(page: Page, statuses: string[], timeout?: number): Promise<void> {
  await page.waitForFunction((wanted) => wanted.includes((window as MCWindow).MC?.status ?? ''), statuses, timeout === undefined ? {} : { timeout });
}

/** The last checks of every case: nothing uncaught anywhere, nothing sent to the foreign probe. */
async function expectNothingBroke(page: Page, probe: Awaited<ReturnType<typeof addForeignProbe>>): Promise<void> {
  expect(await probeReceived(probe)).toEqual([]);
  expect(await uncaughtErrors(page)).toEqual([]);
}

/** A copy of a served widget under another id (its widget_sign then no longer fits, which only backend calls check). */
function renamed(widget: Record<string, unknown>, id: string, main: Record<string, unknown>): Record<string, unknown> {
  const data = widget.data as { main: Record<string, unknown> };
  return { ...widget, widget_id: id, name: `Widget ${id}`, data: { ...data, main: { ...data.main, title: `I am widget ${id}`, ...main } } };
}

test.beforeEach(async ({ page }) => {
  await recordUncaught(page);
});

test('widget ids that are prototype names (toString, __proto__, constructor) show like any widget, also after a reload', async ({ page }) => {
  const ids = ['toString', '__proto__', 'constructor'];
  await alterConfig(page, (config) => {
    const bar = config.widgets[0]!;
    return {
      ...config,
      widgets: [
        bar,
        renamed(bar, 'toString', { barPlacement: 'top' }),
        { ...renamed(bar, '__proto__', { slideInPlacement: 'lb' }), widget_type: 'slide_in' },
        { ...renamed(bar, 'constructor', { slideInPlacement: 'rt' }), widget_type: 'slide_in' },
      ],
    };
  });
  const logged = collectConsole(page);
  await page.goto('/messenger-bar.html');
  const probe = await addForeignProbe(page);
  await waitForStatus(page, ['ready']);
  for (const id of [84, ...ids]) await expectVisible(page, id);
  for (const id of ids) await expect((await widgetFrame(page, id)).getByText(`I am widget ${id}`)).toBeVisible();
  expect(await page.evaluate(() => ['constructor', 'toString', 'hasOwnProperty'].map((id) => (window as MCWindow).MC!.getWidget(id)?.id ?? null))).toEqual(['constructor', 'toString', null]);
  // Each impression is stored under its own id, as an own key.
  await expect
    .poll(() => page.evaluate(() => Object.keys((JSON.parse(localStorage.getItem('mc_widget_session') ?? '{}') as { widgets?: object }).widgets ?? {}).sort()))
    .toEqual(['84', ...ids].sort());
  expect(logged.errors).toEqual([]);
  await expectNothingBroke(page, probe);

  // The stored session with those keys is read back: the widgets show again (showAgain: always).
  await page.reload();
  await waitForStatus(page, ['ready']);
  for (const id of [84, ...ids]) await expectVisible(page, id);
  expect(logged.errors).toEqual([]);
  expect(await uncaughtErrors(page)).toEqual([]);
});

test('a host page whose JSON.stringify throws: the lifecycle completes, the widget shows and the session is stored', async ({ page }) => {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    JSON.stringify = () => {
      throw new Error('JSON.stringify is disabled on this page');
    };
  });
  const logged = collectConsole(page);
  await page.goto('/');
  const probe = await addForeignProbe(page);
  await waitForStatus(page, ['ready']);
  await scrollToPercent(page, 40);
  await expectVisible(page, 7);
  await expect
    .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('mc_widget_session') ?? '{}') as { widgets?: Record<string, { lastImpression: unknown }> }).widgets?.['7']?.lastImpression))
    .toEqual(expect.any(Number));
  expect(await page.evaluate(() => localStorage.getItem('mc_pixel_session'))).toMatch(/^\{"sessionId":"[0-9a-f]{40}"/);
  // The pixel writes its bodies with the same serializer.
  await page.evaluate(() => (window as MCWindow).MC!.fireEvent('hostile_json'));
  expect(logged.errors).toEqual([]);
  await expectNothingBroke(page, probe);
});

test.describe('a configuration request that never answers', () => {
  let server: Server;
  const sockets: Socket[] = [];

  test.beforeAll(async () => {
    // Accepts every connection and never writes a byte.
    server = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  test.afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** Hooks and a queued MC('on', 'ready') call, each noting when it ran (ms since navigation start). */
  async function installHooks(page: Page): Promise<void> {
    await page.addInitScript(() => {
      if (window !== window.top) return;
      const w = window as unknown as Record<string, unknown> & { __when: Record<string, number> };
      w.__when = {};
      const note = (what: string) => () => void (w.__when[what] = performance.now());
      // The queue snippet (docs/EMBEDDING.md "The public object"), with a call recorded before the loader arrives.
      w.MC = function MC(...args: unknown[]) {
        ((w.MC as { q?: unknown[] }).q ??= []).push(args);
      };
      (w.MC as (...args: unknown[]) => void)('on', 'ready', note('queuedReady'));
      w.mcInitialized = note('mcInitialized');
      w.mcAsyncInit = note('mcAsyncInit');
    });
  }

  async function expectLifecycleCompletes(page: Page, logged: { errors: string[] }): Promise<void> {
    // Within 15 s of the page's start (the loader gives up after 8 s).
    await waitForStatus(page, ['initialized', 'ready'], 15_000);
    const when = await page.evaluate(() => (window as unknown as { __when: Record<string, number> }).__when);
    expect(Object.keys(when).sort()).toEqual(['mcAsyncInit', 'mcInitialized', 'queuedReady']);
    for (const ms of Object.values(when)) expect(ms).toBeLessThan(15_000);
    expect(when.mcInitialized).toBeGreaterThanOrEqual(7_500);
    expect(logged.errors).toHaveLength(1);
    expect(logged.errors[0]).toMatch(/^\[MC\] could not load the widgets of page "demo": no answer from .*\/widget\/config\?page_id=demo within 8 s$/);
    await expect(page.locator('iframe[data-widget-id]')).toHaveCount(0);
  }

  test('data-api points at a socket that accepts and never replies: initialized within 15 s with one [MC] error', async ({ page }) => {
    const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await installHooks(page);
    const logged = collectConsole(page);
    // demo/never-answers.html: the demo page's loader tag with this data-api.
    await page.goto(`/never-answers.html?api=${encodeURIComponent(api)}`);
    const probe = await addForeignProbe(page);
    await expectLifecycleCompletes(page, logged);
    expect(sockets.length).toBeGreaterThan(0);
    await expectNothingBroke(page, probe);
  });

  test("the host page's own fetch never settles: initialized within 15 s with one [MC] error", async ({ page }) => {
    await page.addInitScript(() => {
      if (window !== window.top) return;
      window.fetch = () => new Promise<Response>(() => undefined);
    });
    await installHooks(page);
    const logged = collectConsole(page);
    await page.goto('/');
    const probe = await addForeignProbe(page);
    await expectLifecycleCompletes(page, logged);
    await expectNothingBroke(page, probe);
  });
});

test('a deeply nested widget configuration is refused with one console error; the other widget shows', async ({ page }) => {
  const LEVELS = 10_000;
  await alterConfig(page, (config) => {
    const bar = config.widgets[0]!;
    const deep = renamed(bar, '85', { barPlacement: 'top', nested: '__DEEP__' });
    // JSON text: nesting this deep is beyond what JSON.stringify can write.
    return JSON.stringify({ ...config, widgets: [deep, bar] }).replace('"__DEEP__"', `${'{"a":'.repeat(LEVELS)}1${'}'.repeat(LEVELS)}`);
  });
  const logged = collectConsole(page);
  await page.goto('/messenger-bar.html');
  const probe = await addForeignProbe(page);
  await waitForStatus(page, ['ready']);
  await expectVisible(page, 84);
  await expect(widgetIframe(page, 85)).toHaveCount(0);
  expect(logged.errors).toEqual(['[MC] widget 85: the configuration is nested deeper than 32 levels; this widget is disabled.']);
  await expectNothingBroke(page, probe);
});

test.describe('navigation asked for by a frame', () => {
  // The SDK blocked: widget 81 shows its "Go to Messenger" link, the chat link the product builds.
  test.use({ messengerSdk: 'abort' });

  test('only the configured redirect and the widget\'s own m.me link: everything else is refused with one warning', async ({ page }) => {
    const FB_PAGE_ID = '1234567890';
    // Every frame keeps its end of the bridge, so the test can speak for a frame that was taken over.
    await page.addInitScript(() => {
      if (window === window.top) return;
      const post = MessagePort.prototype.postMessage;
      MessagePort.prototype.postMessage = function (this: MessagePort, ...args: unknown[]) {
        // The bridge's port is the one carrying `mc:` envelopes (React's scheduler posts on a port too).
        const name = (args[0] as { n?: unknown } | null)?.n;
        if (typeof name === 'string' && name.startsWith('mc:')) (window as unknown as { __mcPort?: MessagePort }).__mcPort ??= this;
        return (post as (this: MessagePort, ...a: unknown[]) => void).apply(this, args);
      };
    });
    const evil: string[] = [];
    await page.context().route('https://evil.example/**', (route) => {
      evil.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>evil</title>' });
    });
    await page.context().route('https://m.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>m.me</title>' }));
    const opened: string[] = [];
    page.context().on('page', (p) => opened.push(p.url()));
    const logged = collectConsole(page);
    await page.goto('/messenger.html');
    const probe = await addForeignProbe(page);
    const frame = await widgetFrame(page, 81);
    const link = frame.getByRole('link', { name: 'Go to Messenger' });
    await expect(link).toBeVisible();
    const ownLink = (await link.getAttribute('href'))!;
    const ownRef = new URL(ownLink).searchParams.get('ref')!;
    expect(ownRef).toMatch(/^w81\./);

    const forged: Array<{ n: string; p: Record<string, string> }> = [
      { n: 'mc:navigate', p: { url: 'https://evil.example/phish', target: 'same' } },
      { n: 'mc:navigate', p: { url: 'https://evil.example/phish', target: 'new' } },
      { n: 'mc:navigate', p: { url: '/messenger.html?redirected=2', target: 'same' } },
      { n: 'mc:open-window', p: { url: 'https://evil.example/' } },
      { n: 'mc:open-window', p: { url: `https://m.me/999999?ref=${ownRef}` } },
      { n: 'mc:open-window', p: { url: `https://m.me/${FB_PAGE_ID}?ref=${ownRef.replace(/^w81/, 'w82')}` } },
    ];
    await frame.evaluate((messages) => {
      const port = (window as unknown as { __mcPort: MessagePort }).__mcPort;
      for (const message of messages) port.postMessage(message);
    }, forged);
    await expect.poll(() => logged.warnings.filter((w) => w.includes('refused to open')).length).toBe(forged.length);
    expect(logged.warnings.filter((w) => w.includes('refused to open')).every((w) => w.startsWith('[MC] widget 81: refused to open '))).toBe(true);
    await page.waitForTimeout(500);
    expect(new URL(page.url()).search).toBe('');
    expect(opened).toEqual([]);
    expect(evil).toEqual([]);
    await expectNothingBroke(page, probe);

    // Control: the widget's own link opens (noopener), and its configured redirect still takes the page there.
    const tab = page.context().waitForEvent('page');
    await link.click();
    const chat = await tab;
    await chat.waitForLoadState();
    expect(chat.url()).toBe(ownLink);
    expect(await chat.evaluate(() => window.opener)).toBeNull();
    await page.waitForURL(/\/messenger\.html\?redirected=1$/);
    // Widget 83 of this page is broken on purpose (an unknown buttonType), on both page loads.
    expect(logged.errors.filter((e) => !e.includes('widget 83: unknown buttonType'))).toEqual([]);
    expect(evil).toEqual([]);
    expect(await uncaughtErrors(page)).toEqual([]);
  });
});

test('a wrong-typed page field is dropped with one error; widgets that do not need it show, those that do are disabled with their own', async ({ page }) => {
  await alterConfig(page, (config: ServedConfig) => {
    const messengerBar = {
      widget_id: 86,
      widget_type: 'bar',
      channel: 'fb',
      name: 'Messenger bar',
      data: { main: { title: 'Needs a page id', whenDisplay: { type: 'always', value: null } } },
    };
    return { ...config, fb_page_id: { id: 1234567890 }, widgets: [...config.widgets, messengerBar] };
  });
  const logged = collectConsole(page);
  await page.goto('/sms.html');
  const probe = await addForeignProbe(page);
  await waitForStatus(page, ['ready']);
  // The SMS card does not need fb_page_id: it shows, with its form.
  await expectVisible(page, 71);
  await expect((await widgetFrame(page, 71)).getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await expect(widgetIframe(page, 72)).toHaveCount(1);
  await expect(widgetIframe(page, 86)).toHaveCount(0);
  expect(logged.errors).toEqual([
    "[MC] the page's fb_page_id is invalid (expected string, got object / expected a finite number, got object); it is ignored.",
    "[MC] widget 86 needs the page's fb_page_id, which is invalid; this widget is disabled.",
  ]);
  await expectNothingBroke(page, probe);
});
