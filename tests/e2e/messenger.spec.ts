/**
 * Issue 6 and issue 12 ("messenger robustness") acceptance on `/messenger.html`
 * (demo/config/messenger.json): widget 81 is a button flow that redirects the host to
 * `/messenger.html?redirected=1`, 82 a standalone checkbox, 83 a box with an unknown buttonType; and on
 * `/messenger-bar.html`, a page with one bar shown at once (widget 84). The messenger SDK never comes
 * from the network: the request is blocked as an ad blocker blocks it, or the fake SDK
 * (tests/fixtures/fake-messenger-sdk.js) is served at its URL (tests/e2e/test.ts).
 */
import { createHmac } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, fakeMessengerSdk, MESSENGER_SDK_URL, test, type Frame, type Locator, type Page } from './test';
import { ADMIN_HEADERS, WIDGET_ORIGIN } from './origins';
import { watchProblems, widgetFrame, widgetIframe } from './support';
import { alterConfig } from './hostileChecks';
import { MAX_RENDER_TIMEOUT_MS } from '../../bridge-protocol/messengerOverrides';

const FB_PAGE_ID = '1234567890';
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
/** playwright.config.ts starts the e2e server with this app secret, as Meta signs its webhooks. */
const APP_SECRET = 'e2e-messenger-app-secret';
const REF_RE = /^w81\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

type MCWidget = {
  checked: boolean | null;
  ref: string | null;
  userRef: string | null;
  visible: boolean;
  submit(): void;
  on(event: string, fn: (detail: Record<string, unknown>) => void): () => void;
};

async function waitForInitialized(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const status = (window as unknown as { MC?: { status: string } }).MC?.status;
    return status === 'initialized' || status === 'ready';
  });
}

/** Answers m.me locally, so the opened tab has a page to show and no request leaves the machine. */
async function answerMessengerLinks(page: Page): Promise<void> {
  await page.context().route('https://m.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>m.me</title>' }));
}

/**
 * Notes, in each document, when the "Go to Messenger" link first shows (and on the host, when bar 84's
 * iframe first shows), each on its own clock: `performance.now()` counts from that document's start, so
 * in a frame it is the time since the frame began, before any of its timers could have started. In a
 * frame it also notes when the link stands alone, the plugin given up (`__fallbackAt`): until then the
 * link stands in for a plugin that is still loading, with the plugin's slot under it.
 */
async function noteWhenShown(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shownAt?: number; __fallbackAt?: number };
    const link = (): boolean => document.querySelector('a[href^="https://m.me/"]') !== null;
    const shown = (): boolean => {
      if (window !== window.top) return link();
      const bar = document.querySelector('iframe[data-widget-id="84"]');
      return bar !== null && bar.getBoundingClientRect().width > 0 && getComputedStyle(bar).visibility === 'visible';
    };
    new MutationObserver(() => {
      if (w.__shownAt === undefined && shown()) w.__shownAt = performance.now();
      if (w.__fallbackAt === undefined && window !== window.top && link() && document.querySelector('[data-messenger-plugin]') === null) {
        w.__fallbackAt = performance.now();
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
}

const shownAt = (target: Page | Frame) => target.evaluate(() => (window as unknown as { __shownAt?: number }).__shownAt ?? Number.NaN);
const fallbackAt = (frame: Frame) => frame.evaluate(() => (window as unknown as { __fallbackAt?: number }).__fallbackAt ?? Number.NaN);

/**
 * With the forced rendered timeout set to its longest (a minute, SPEC §4's local-storage override), a
 * link on screen within the test cannot have come from that timer.
 */
async function holdTheForcedTimeout(page: Page): Promise<void> {
  await page.addInitScript((ms) => {
    if (window === window.top) localStorage.setItem('mc_fb_render_timeout', String(ms));
  }, MAX_RENDER_TIMEOUT_MS);
}

/**
 * The link came from the failed script, not from a timer: the forced rendered timeout is held at a
 * minute (holdTheForcedTimeout), and the frame said the SDK failed to load (the script's `error`, not
 * its 4 s load timeout, which says "did not load … within").
 */
function expectFallbackFromTheFailure(warnings: readonly string[]): void {
  expect(warnings.some((w) => w.includes('the messenger SDK failed to load from')), warnings.join('\n')).toBe(true);
  expect(warnings.some((w) => w.includes('did not load from')), warnings.join('\n')).toBe(false);
}

const warningsOf = (page: Page): string[] => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  return warnings;
};

test.describe('the SDK is blocked (an ad blocker: net::ERR_BLOCKED_BY_CLIENT)', () => {
  test.use({ messengerSdk: 'abort' });

  test('an always-on messenger bar shows at once with its "Go to Messenger" link', async ({ page }) => {
    await noteWhenShown(page);
    await holdTheForcedTimeout(page);
    const warnings = warningsOf(page);
    await page.goto('/messenger-bar.html');
    await expect(widgetIframe(page, 84)).toBeVisible();
    const frame = await widgetFrame(page, 84);
    await expect(frame.getByRole('link', { name: 'Go to Messenger' })).toBeVisible();
    await expect(frame.locator('.fb-send-to-messenger')).toHaveCount(0);
    expectFallbackFromTheFailure(warnings);
    // Issue 12's figure (1.5 s from the host's load event to the bar and its link on screen), reported
    // rather than asserted: a test on a shared 2-core machine measures the machine as much as the widget.
    const [hostShown, frameShown, origins] = await Promise.all([
      shownAt(page),
      shownAt(frame),
      Promise.all([page, frame].map((t) => t.evaluate(() => performance.timeOrigin))),
    ]);
    const loadedAt = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart);
    const afterLoad = Math.max(hostShown, frameShown + (origins[1] ?? 0) - (origins[0] ?? 0)) - loadedAt;
    test.info().annotations.push({ type: 'bar and link shown after load (ms)', description: String(Math.round(afterLoad)) });
  });

  test('the "Go to Messenger" link appears without the 5 s wait and opens m.me with the reference value', async ({ page }) => {
    await answerMessengerLinks(page);
    await holdTheForcedTimeout(page);
    const warnings = warningsOf(page);
    await page.goto('/messenger.html');
    const frame = await widgetFrame(page, 81);
    const link = frame.getByRole('link', { name: 'Go to Messenger' });
    await expect(link).toBeVisible();
    // The failed script is the answer: the widget did not wait out SPEC §9's forced rendered timeout.
    expectFallbackFromTheFailure(warnings);
    const href = (await link.getAttribute('href')) ?? '';
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe(`https://m.me/${FB_PAGE_ID}`);
    expect(url.searchParams.get('ref')).toMatch(REF_RE);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await widgetIframe(page, 81).screenshot({ path: path.join(SHOTS, 'messenger_fallback.png') });
    // The standalone checkbox's fallback is its own row (a box and its label), not the button's pill (issue 49).
    const checkbox = await widgetFrame(page, 82);
    await expect(checkbox.getByRole('link', { name: 'Send my receipt to Messenger' })).toBeVisible();
    await widgetIframe(page, 82).screenshot({ path: path.join(SHOTS, 'messenger_checkbox_fallback.png') });

    // The loader opens it (sanitised, noopener) and the fallback submit redirects per config.
    const opened = page.context().waitForEvent('page');
    await link.click();
    const tab = await opened;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(href);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await page.waitForURL(/\/messenger\.html\?redirected=1$/);
  });
});

/** Answers Meta's SDK only when `release` is called: the order of "on screen" and "SDK" is the test's. */
async function holdTheSdk(page: Page): Promise<() => void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(MESSENGER_SDK_URL, async (route) => {
    await released;
    await route.fulfill(fakeMessengerSdk({}));
  });
  return release;
}

/** Every layout height widget `id`'s iframe has while it is shown, from the first frame it shows. */
async function recordHeights(page: Page, id: number): Promise<() => Promise<number[]>> {
  await page.addInitScript((widgetId) => {
    if (window !== window.top) return;
    const heights: number[] = [];
    (window as unknown as { __heights: number[] }).__heights = heights;
    const watch = (): void => {
      const iframe = document.querySelector<HTMLIFrameElement>(`iframe[data-widget-id="${widgetId}"]`);
      if (iframe !== null && getComputedStyle(iframe).visibility === 'visible' && heights.at(-1) !== iframe.offsetHeight) heights.push(iframe.offsetHeight);
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  }, id);
  return async () => {
    // Two more frames: a resize that came late would be among the heights.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return page.evaluate(() => (window as unknown as { __heights: number[] }).__heights);
  };
}

interface StandInCase {
  path: string;
  id: number;
  /** The pictures: docs/screenshots/<shot>_stand_in_<width>.png and <shot>_plugin_<width>.png. */
  shot: string;
  /** What the plugin draws, once it has. */
  drawn: (frame: Frame) => Locator;
  /** Our link's name while it stands in: the plugin's "Send to Messenger", or the standalone checkbox's own label (issue 49). */
  linkName?: string;
  /** More checks while the link stands in. */
  standingIn?: (frame: Frame) => Promise<void>;
  /** The console errors the page is made to log (another widget's broken configuration). */
  pageLogs?: RegExp;
}

/**
 * Meta's SDK held until the widget is on screen with our link (on a phone the SDK takes seconds), then
 * answered: the plugin takes the link's place, the iframe at one height at every frame from the first.
 */
async function expectStandInThenPlugin(page: Page, c: StandInCase, width: number): Promise<void> {
  const release = await holdTheSdk(page);
  const heights = await recordHeights(page, c.id);
  const problems = await watchProblems(page);
  await page.goto(c.path);
  await expect(widgetIframe(page, c.id)).toBeVisible();
  const frame = await widgetFrame(page, c.id);
  const link = frame.getByRole('link', { name: c.linkName ?? 'Send to Messenger' });
  await expect(link).toBeVisible();
  expect(new URL((await link.getAttribute('href')) ?? '').searchParams.get('ref')).toMatch(new RegExp(`^w${c.id}\\.`));
  expect(await frame.evaluate(() => '__fakeMessengerSdk' in window)).toBe(false);
  await c.standingIn?.(frame);
  const shownHeight = await widgetIframe(page, c.id).evaluate((iframe) => (iframe as HTMLIFrameElement).offsetHeight);
  expect(shownHeight).toBeGreaterThan(0);
  await widgetIframe(page, c.id).screenshot({ path: path.join(SHOTS, `${c.shot}_stand_in_${width}.png`) });

  release();
  await expect(c.drawn(frame)).toBeVisible();
  await expect(frame.locator('[data-messenger-cta="plugin"]')).toHaveCount(1);
  await expect(link).toBeHidden();
  await widgetIframe(page, c.id).screenshot({ path: path.join(SHOTS, `${c.shot}_plugin_${width}.png`) });
  expect(await heights()).toEqual([shownHeight]);
  const pageLogs = c.pageLogs;
  expect({ ...problems, consoleErrors: problems.consoleErrors.filter((line) => !pageLogs?.test(line)) }).toEqual({ consoleErrors: [], pageErrors: [] });
}

for (const viewport of [{ width: 375, height: 740 }, { width: 1280, height: 800 }]) {
  test.describe(`a slow messenger SDK (issue 26), ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a messenger bar is visible at once with the link; the plugin takes its slot later without the frame changing height', async ({ page }) => {
      await expectStandInThenPlugin(page, { path: '/messenger-bar.html', id: 84, shot: 'messenger_bar', drawn: (frame) => frame.getByRole('button', { name: 'Send to Messenger' }) }, viewport.width);
    });

    test('a bar with the checkbox plugin beside its button is visible at once with the link; the checkbox and the button take its place later without the frame changing height', async ({ page }) => {
      // The messenger bar with buttonType checkbox. Without its frame_version the frame document is the
      // plain one, rendered in the browser from this configuration (the painted one is the stored bar's).
      await alterConfig(page, (config) => ({
        ...config,
        widgets: config.widgets.map((w) => {
          if (String(w.widget_id) !== '84') return w;
          const { frame_version: _version, ...widget } = w;
          const data = widget.data as { main: Record<string, unknown> };
          return { ...widget, data: { ...data, main: { ...data.main, buttonType: 'checkbox' } } };
        }),
      }));
      await expectStandInThenPlugin(
        page,
        {
          path: '/messenger-bar.html',
          id: 84,
          shot: 'messenger_bar_checkbox',
          drawn: (frame) => frame.getByRole('checkbox', { name: 'Send to Messenger' }),
          // Our own button waits under the link, and the checkbox's place is kept: neither reachable until the plugin has drawn.
          standingIn: async (frame) => {
            await expect(frame.locator('[data-messenger-cta="stand-in"] [inert] button')).toHaveCount(1);
            await expect(frame.locator('[data-plugin-cell][inert] [data-messenger-plugin]')).toHaveCount(1);
          },
        },
        viewport.width,
      );
    });

    test('the standalone checkbox is visible at once with its own row; the checkbox plugin takes its place later without the frame changing height', async ({ page }) => {
      const standalone = {
        path: '/messenger.html',
        id: 82,
        shot: 'messenger_checkbox',
        linkName: 'Send my receipt to Messenger',
        drawn: (frame: Frame) => frame.getByRole('checkbox', { name: 'Send to Messenger' }),
        // Widget 83 on the page has an unknown buttonType on purpose (SPEC §8).
        pageLogs: /\[MC\] widget 83: unknown buttonType/,
      };
      await expectStandInThenPlugin(page, standalone, viewport.width);
    });
  });
}

test.describe('a plugin that never renders', () => {
  test.use({ messengerSdk: { render: 'never' } });

  test('the SDK loads but the plugin stays silent: the link stands in at once, and stands alone after the 5000 ms forced timeout', async ({ page }) => {
    const started = Date.now();
    await page.goto('/messenger.html');
    const frame = await widgetFrame(page, 81);
    // Issue 26: shown at once, our link in the plugin's slot (in the plugin's words) while it may still come.
    await expect(frame.getByRole('link', { name: 'Send to Messenger' })).toBeVisible();
    await expect(frame.locator('[data-messenger-cta="stand-in"] [data-messenger-plugin]')).toHaveCount(1);
    // SPEC §9: an SDK that loaded is still given the full forced rendered timeout before the slot goes.
    await expect(frame.locator('[data-messenger-plugin]')).toHaveCount(0, { timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(5_000);
    await expect(frame.getByRole('link', { name: 'Go to Messenger' })).toBeVisible();
    expect(await frame.evaluate(() => (window as unknown as { __fakeMessengerSdk: { parsed: number } }).__fakeMessengerSdk.parsed)).toBeGreaterThan(0);
  });

  test('the local-storage override sets that timeout: held at a minute, the plugin still waited for after 8 s; at 1 s, given up after 1 s', async ({ page }) => {
    const parsed = (frame: Frame) => frame.evaluate(() => (window as unknown as { __fakeMessengerSdk?: { parsed: number } }).__fakeMessengerSdk?.parsed ?? 0);
    await holdTheForcedTimeout(page);
    await page.goto('/messenger.html');
    let frame = await widgetFrame(page, 81);
    await expect.poll(() => parsed(frame)).toBeGreaterThan(0);
    // Past the default 5000 ms of the frame's life, with room: the default would have given the plugin up.
    // The link stands in all along; the plugin's slot is still waited for under it.
    await frame.waitForFunction(() => performance.now() > 8_000, undefined, { timeout: 20_000, polling: 250 });
    await expect(frame.getByRole('link', { name: 'Send to Messenger' })).toBeVisible();
    await expect(frame.locator('[data-messenger-cta="stand-in"] [data-messenger-plugin]')).toHaveCount(1);

    await page.addInitScript(() => {
      if (window === window.top) localStorage.setItem('mc_fb_render_timeout', '1000');
    });
    await noteWhenShown(page);
    await page.reload();
    frame = await widgetFrame(page, 81);
    await expect(frame.locator('[data-messenger-plugin]')).toHaveCount(0, { timeout: 15_000 });
    await expect(frame.getByRole('link', { name: 'Go to Messenger' })).toBeVisible();
    // The plugin was given up by the 1 s timer: at least 1 s after the bootstrap (the timer starts with the
    // widget machine, after it) and well before the default 5000 ms. Whether the SDK had loaded by then
    // depends on the machine's load, and the timer does not wait for it (pluginRenderMachine.ts): CI saw a
    // loaded machine give up before the SDK had parsed.
    const bootstrapAt = await frame.evaluate(() => performance.getEntriesByName('mc:frame-bootstrap')[0]?.startTime ?? Number.NaN);
    const afterBootstrap = (await fallbackAt(frame)) - bootstrapAt;
    expect(afterBootstrap).toBeGreaterThanOrEqual(1_000);
    expect(afterBootstrap).toBeLessThan(5_000);
  });
});

test.describe('a plugin that reports rendered but draws nothing (0×0, as Meta retires a plugin)', () => {
  test.use({ messengerSdk: { render: 'blank' } });

  const claimedRendered = (frame: Frame) =>
    frame.evaluate(() =>
      (window as unknown as { __fakeMessengerSdk: { events: Array<{ event: { event: string } }> } }).__fakeMessengerSdk.events.some((e) => e.event.event === 'rendered'),
    );

  test('it does not count as rendered: the button and the checkbox show the fallback link', async ({ page }) => {
    await page.goto('/messenger.html');
    // The button's "Go to Messenger", the standalone checkbox's own checkbox-styled row (issue 49).
    for (const [id, name] of [
      [81, 'Go to Messenger'],
      [82, 'Send my receipt to Messenger'],
    ] as const) {
      const frame = await widgetFrame(page, id);
      await expect(frame.getByRole('link', { name })).toBeVisible();
      await expect(frame.locator('[data-messenger-plugin]')).toHaveCount(0);
      // The plugin did claim it rendered: the link is there because nothing was drawn.
      expect(await claimedRendered(frame)).toBe(true);
    }
  });

  test('an always-on bar opens with the fallback link, not with an empty hole', async ({ page }) => {
    await page.goto('/messenger-bar.html');
    await expect(widgetIframe(page, 84)).toBeVisible();
    const frame = await widgetFrame(page, 84);
    await expect(frame.getByRole('link', { name: 'Go to Messenger' })).toBeVisible();
    expect(await claimedRendered(frame)).toBe(true);
  });
});

/**
 * The plugin's reference value as Meta's SDK reads it. A painted document carries the server's until the
 * frame app has hydrated (`w81.server.server`: the server knows no session); the SDK loads only after
 * that, so the visitor's value is the one to wait for.
 */
async function pluginRef(frame: Frame): Promise<string> {
  const slot = frame.locator('.fb-send-to-messenger');
  await expect(slot).toHaveAttribute('data-ref', REF_RE);
  await expect(slot).not.toHaveAttribute('data-ref', /^w\w+\.server\.server/);
  return (await slot.getAttribute('data-ref')) ?? '';
}

test.describe('fake SDK: the button flow', () => {
  test.use({ messengerSdk: { optInOnClick: false } });

  test('a click polls checkOptin until the backend knows; then submitted and redirected per config', async ({ page, request }) => {
    const checks: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/pixel/checkOptin')) checks.push(r.url());
    });
    await page.goto('/messenger.html');
    const frame = await widgetFrame(page, 81);
    const ref = await pluginRef(frame);
    const submitted = page.evaluate(
      () =>
        new Promise<Record<string, unknown>>((resolve) =>
          (window as unknown as { MC: { getWidget(id: string): MCWidget } }).MC.getWidget('81').on('submitted', resolve),
        ),
    );
    await frame.getByRole('button', { name: 'Send to Messenger' }).click();
    await expect(frame.getByRole('status')).toHaveText('Waiting for your confirmation in Messenger…');
    // Nobody has opted in yet: the first checks answer false and the widget keeps waiting.
    await expect.poll(() => checks.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(new URL(checks[0] ?? '').searchParams.get('account_id')).toBe('messenger');
    expect(new URL(checks[0] ?? '').searchParams.get('session_id')).toBe(ref.split('.')[1]);

    // Meta's webhook tells the backend, signed with the app secret, carrying our reference value.
    const body = JSON.stringify({
      object: 'page',
      entry: [{ id: FB_PAGE_ID, time: Date.now(), messaging: [{ sender: { id: 'psid-1' }, recipient: { id: FB_PAGE_ID }, timestamp: Date.now(), optin: { ref } }] }],
    });
    const signature = `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}`;
    const answer = await request.post(`${WIDGET_ORIGIN}/webhook/messenger`, { data: body, headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signature } });
    expect(answer.status()).toBe(200);

    // The next check sees the opt-in: optedin, submitted with the ref, and the redirect of the config.
    expect(await submitted).toMatchObject({ widgetId: '81', widgetType: 'button', ref });
    await page.waitForURL(/\/messenger\.html\?redirected=1$/);
  });
});

test.describe('fake SDK: the checkbox flow', () => {
  test('the controller follows the plugin; submit() confirms and fires submitted on the public API', async ({ page }) => {
    await page.goto('/messenger.html');
    await waitForInitialized(page);
    const frame = await widgetFrame(page, 82);
    const box = frame.getByRole('checkbox', { name: 'Send to Messenger' });
    await expect(box).toBeChecked();
    await expect.poll(() => page.evaluate(() => (window as unknown as { MC: { getWidget(id: string): MCWidget } }).MC.getWidget('82').checked)).toBe(true);
    const controller = await page.evaluate(() => {
      const w = (window as unknown as { MC: { getWidget(id: string): MCWidget } }).MC.getWidget('82');
      return { ref: w.ref, userRef: w.userRef };
    });
    expect(controller.ref).toMatch(/^w82\./);
    expect(controller.userRef).toMatch(/^u/);

    await box.uncheck();
    await expect.poll(() => page.evaluate(() => (window as unknown as { MC: { getWidget(id: string): MCWidget } }).MC.getWidget('82').checked)).toBe(false);
    await box.check();
    await expect.poll(() => page.evaluate(() => (window as unknown as { MC: { getWidget(id: string): MCWidget } }).MC.getWidget('82').checked)).toBe(true);

    const detail = await page.evaluate(
      () =>
        new Promise<Record<string, unknown>>((resolve) => {
          const w = (window as unknown as { MC: { getWidget(id: string): MCWidget } }).MC.getWidget('82');
          w.on('submitted', resolve);
          w.submit();
        }),
    );
    expect(detail).toMatchObject({ widgetId: '82', widgetType: 'checkbox', ref: controller.ref, userRef: controller.userRef });
    const logged = await frame.evaluate(() => (window as unknown as { __fakeMessengerSdk: { logged: unknown[] } }).__fakeMessengerSdk.logged);
    expect(logged).toEqual([
      {
        name: 'MessengerCheckboxUserConfirmation',
        value: null,
        params: { app_id: '111111111111111', page_id: FB_PAGE_ID, ref: controller.ref, user_ref: controller.userRef },
      },
    ]);
  });

  test('setup.pluginAlign (SPEC §3) reaches the checkbox plugin: center_align true for "center", false otherwise', async ({ page, request }) => {
    // A page of its own, saved as a site owner's would be (the served configuration and the painted
    // document both carry it): the demo's standalone checkbox, centred, on the demo site's try page.
    const seeded = (await (await request.get(`${WIDGET_ORIGIN}/admin/pages/messenger`, { headers: ADMIN_HEADERS })).json()) as {
      page: { config: { widgets: { widget_id: number; data: { setup?: Record<string, unknown> } }[] } & Record<string, unknown> };
    };
    const checkbox = seeded.page.config.widgets.find((widget) => widget.widget_id === 82)!;
    const pageId = `e2e-align-${Date.now().toString(36)}`;
    const centred = { ...checkbox, data: { ...checkbox.data, setup: { ...checkbox.data.setup, pluginAlign: 'center' } } };
    const put = await request.put(`${WIDGET_ORIGIN}/admin/pages/${pageId}`, { headers: ADMIN_HEADERS, data: { ...seeded.page.config, pageId, widgets: [centred] } });
    expect(put.status()).toBe(200);
    const centreAlign = async (path: string) => {
      await page.goto(path);
      await waitForInitialized(page);
      return (await widgetFrame(page, 82)).locator('.fb-messenger-checkbox').getAttribute('center_align');
    };
    expect(await centreAlign(`/try.html?page=${pageId}&embed=82`)).toBe('true');
    expect(await centreAlign('/messenger.html')).toBe('false');
  });
});

test('an unknown buttonType renders nothing and logs exactly one error', async ({ page }) => {
  const problems = await watchProblems(page);
  await page.goto('/messenger.html');
  await waitForInitialized(page);
  // The other widgets have rendered by now (the fake SDK renders at once).
  await expect(widgetIframe(page, 81)).toBeVisible();
  await expect(widgetIframe(page, 83)).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { MC: { getWidget(id: string): MCWidget } }).MC.getWidget('83').visible)).toBe(false);
  // Said by widget 83's frame once it has booted. The frames are created one after another
  // (loader/frames/frameTurn.ts), so the last one may still be booting when the page is initialized.
  await expect.poll(() => problems.consoleErrors.length).toBe(1);
  expect(problems.consoleErrors[0]).toContain('unknown buttonType "radio"');
  expect(problems.pageErrors).toEqual([]);
});

test('the customer-chat bubble opens m.me with its reference value through the loader', async ({ page }) => {
  await answerMessengerLinks(page);
  await page.goto('/gallery.html');
  const frame = await widgetFrame(page, 69);
  const bubble = frame.getByRole('link', { name: 'Chat with us on Messenger' });
  await expect(bubble).toBeVisible();
  const href = (await bubble.getAttribute('href')) ?? '';
  expect(href).toMatch(/^https:\/\/m\.me\/1234567890\?ref=w69\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  const opened = page.context().waitForEvent('page');
  await bubble.click();
  const tab = await opened;
  await tab.waitForLoadState();
  expect(tab.url()).toBe(href);
  expect(await tab.evaluate(() => window.opener)).toBeNull();
});
