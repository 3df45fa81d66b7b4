/**
 * The bridge listens to one exact window and one exact origin. A message with a valid name and payload
 * from any other window or origin must change nothing; the same message from the real frame must
 * (which proves the replay below is a faithful one and the test can fail).
 */
import { expect, test, type Page } from './test';
import { FOREIGN_ORIGIN, WIDGET_ORIGIN } from './origins';
import { expectVisible, iframeBox, scrollToPercent, widgetFrame } from './support';

const POST_ROBOT_KEY = '__post_robot_10_0_46__';

/** Records every raw message the host receives from the widget origin. */
async function recordMessages(page: Page): Promise<void> {
  await page.addInitScript((widgetOrigin) => {
    const w = window as unknown as { __mcRaw: string[] };
    w.__mcRaw = [];
    window.addEventListener('message', (e) => {
      if (e.origin === widgetOrigin && typeof e.data === 'string') w.__mcRaw.push(e.data);
    });
  }, WIDGET_ORIGIN);
}

/** A copy of the real frame's last visible mc:layout message, with a fresh id and a forged height. */
async function forgedResize(page: Page, height: number): Promise<string> {
  const raw = await page.evaluate(() => (window as unknown as { __mcRaw: string[] }).__mcRaw);
  for (const data of [...raw].reverse()) {
    const parsed = JSON.parse(data) as Record<string, { name: string; id: string; data: Record<string, unknown> }[]>;
    const message = parsed[POST_ROBOT_KEY]?.find((m) => m.name === 'mc:layout' && m.data.visible === true);
    if (!message) continue;
    const forged = { ...message, id: `forged_${Math.random().toString(36).slice(2)}`, data: { ...message.data, size: { width: 10, height } } };
    return JSON.stringify({ [POST_ROBOT_KEY]: [forged] });
  }
  throw new Error('no visible mc:layout message was recorded');
}

/** The iframe height once the frame's own resizes have settled (equal over 600 ms). */
async function settledHeight(page: Page, widgetId: number): Promise<number> {
  let last = -1;
  for (;;) {
    const now = (await iframeBox(page, widgetId))!.height;
    if (now === last) return now;
    last = now;
    await page.waitForTimeout(600);
  }
}

async function addFrame(page: Page, src: string, name: string) {
  await page.evaluate(
    ({ src, name }) =>
      new Promise<void>((resolve) => {
        const f = document.createElement('iframe');
        f.name = name;
        f.src = src;
        f.addEventListener('load', () => resolve(), { once: true });
        document.body.appendChild(f);
      }),
    { src, name },
  );
  const frame = page.frame({ name });
  if (!frame) throw new Error(`frame ${name} not found`);
  return frame;
}

test('layout messages from a foreign origin or a foreign window are ignored; the real frame is obeyed', async ({ page, baseURL }) => {
  await recordMessages(page);
  await page.goto('/');
  await page.waitForFunction(() => (window as unknown as { MC?: { status: string } }).MC?.status === 'ready');
  await scrollToPercent(page, 40);
  await expectVisible(page, 7);
  const before = await settledHeight(page, 7);
  const hostOrigin = new URL(baseURL!).origin;

  // Same server, other host name: a foreign origin.
  const foreignOrigin = await addFrame(page, `${FOREIGN_ORIGIN}/frame/bare.html`, 'foreign-origin');
  // The widget origin itself, but a window the loader did not create.
  const foreignWindow = await addFrame(page, `${WIDGET_ORIGIN}/frame/bare.html`, 'foreign-window');

  for (const [label, frame, height] of [
    ['foreign origin', foreignOrigin, 601],
    ['foreign window', foreignWindow, 602],
  ] as const) {
    const message = await forgedResize(page, height);
    await frame.evaluate(({ message, hostOrigin }) => window.parent.postMessage(message, hostOrigin), { message, hostOrigin });
    await page.waitForTimeout(500);
    expect((await iframeBox(page, 7))!.height, label).toBe(before);
  }

  // Control: the identical forged message from the real widget frame is applied.
  const real = await widgetFrame(page, 7);
  const message = await forgedResize(page, 603);
  await real.evaluate(({ message, hostOrigin }) => window.parent.postMessage(message, hostOrigin), { message, hostOrigin });
  await expect.poll(async () => (await iframeBox(page, 7))!.height).toBe(603);
});

test('an invalid payload from the real frame is dropped with one warning and changes nothing', async ({ page, baseURL }) => {
  await recordMessages(page);
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && m.text().includes('[MC bridge]')) warnings.push(m.text());
  });
  await page.goto('/');
  await page.waitForFunction(() => (window as unknown as { MC?: { status: string } }).MC?.status === 'ready');
  await scrollToPercent(page, 40);
  await expectVisible(page, 7);
  const before = (await iframeBox(page, 7))!.height;
  const forged = JSON.parse(await forgedResize(page, 700)) as Record<string, { data: { size: unknown } }[]>;
  forged[POST_ROBOT_KEY]![0]!.data.size = { width: 10, height: 'a lot' };
  const real = await widgetFrame(page, 7);
  await real.evaluate(({ message, hostOrigin }) => window.parent.postMessage(message, hostOrigin), {
    message: JSON.stringify(forged),
    hostOrigin: new URL(baseURL!).origin,
  });
  await expect.poll(() => warnings.length).toBe(1);
  expect(warnings[0]).toContain('mc:layout.size.height');
  expect((await iframeBox(page, 7))!.height).toBe(before);
});

test('the loader included twice makes one frame and says so once', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  await page.goto('/double-loader.html');
  await page.waitForFunction(() => (window as unknown as { MC?: { status: string } }).MC?.status === 'ready');
  await expect(page.locator('iframe[data-widget-id]')).toHaveCount(1);
  expect(messages.filter((m) => m.includes('included more than once'))).toHaveLength(1);
  await scrollToPercent(page, 40);
  await expectVisible(page, 7);
});
