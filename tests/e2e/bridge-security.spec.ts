/**
 * The bridge is one MessagePort per frame, handed to the host in a handshake that the host accepts
 * only from the window of an iframe it created and from the frame origin. A handshake with a valid
 * layout from any other window or origin must change nothing; the same handshake from the real frame
 * must (which proves the forged one is faithful and the test can fail). Junk that crashed post-robot
 * (the transport before) must not reach the host page as an error.
 */
import { expect, test, type Frame, type Page } from './test';
import { FOREIGN_ORIGIN, WIDGET_ORIGIN } from './origins';
import { expectVisible, iframeBox, scrollToPercent, widgetFrame } from './support';

interface Envelope {
  n?: string;
  p?: Record<string, unknown>;
}

/** Records, inside every frame, each bridge message the frame sends over its port. */
async function recordFrameOutput(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window.parent === window) return;
    const w = window as unknown as { __mcOut: Envelope[] };
    w.__mcOut = [];
    const post = MessagePort.prototype.postMessage;
    MessagePort.prototype.postMessage = function (this: MessagePort, message: unknown, ...rest: unknown[]) {
      w.__mcOut.push(JSON.parse(JSON.stringify(message)) as Envelope);
      return (post as (this: MessagePort, ...args: unknown[]) => void).call(this, message, ...rest);
    };
  });
}

/** The real frame's last visible mc:layout, with a forged height. */
async function forgedLayout(real: Frame, height: number): Promise<Record<string, unknown>> {
  // React's scheduler posts null on its own MessageChannel: only bridge envelopes are looked at.
  const out = await real.evaluate(() => (window as unknown as { __mcOut: (Envelope | null)[] }).__mcOut);
  const layout = [...out].reverse().find((m) => m?.n === 'mc:layout' && m.p?.visible === true);
  if (!layout?.p) throw new Error('no visible mc:layout was recorded');
  return { ...layout.p, size: { width: 10, height } };
}

/** From inside `frame`: a handshake to the host carrying `payload` as mc:layout, as the real frame would. */
async function handshakeFrom(frame: Frame, hostOrigin: string, payload: unknown): Promise<void> {
  await frame.evaluate(
    ({ hostOrigin, payload }) => {
      const { port2 } = new MessageChannel();
      window.parent.postMessage({ 'mc:connect': true, n: 'mc:layout', p: payload }, hostOrigin, [port2]);
    },
    { hostOrigin, payload },
  );
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

async function showBar(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForFunction(() => (window as unknown as { MC?: { status: string } }).MC?.status === 'ready');
  await scrollToPercent(page, 40);
  await expectVisible(page, 7);
}

test('handshakes from a foreign origin or a foreign window are ignored; the real frame is obeyed', async ({ page, baseURL }) => {
  await recordFrameOutput(page);
  await showBar(page);
  const before = await settledHeight(page, 7);
  const hostOrigin = new URL(baseURL!).origin;
  const real = await widgetFrame(page, 7);

  // Same server, other host name: a foreign origin.
  const foreignOrigin = await addFrame(page, `${FOREIGN_ORIGIN}/frame/bare.html`, 'foreign-origin');
  // The widget origin itself, but a window the loader did not create.
  const foreignWindow = await addFrame(page, `${WIDGET_ORIGIN}/frame/bare.html`, 'foreign-window');

  for (const [label, frame, height] of [
    ['foreign origin', foreignOrigin, 601],
    ['foreign window', foreignWindow, 602],
  ] as const) {
    await handshakeFrom(frame, hostOrigin, await forgedLayout(real, height));
    await page.waitForTimeout(500);
    expect((await iframeBox(page, 7))!.height, label).toBe(before);
  }

  // Control: the identical handshake from the real widget frame is applied.
  await handshakeFrom(real, hostOrigin, await forgedLayout(real, 603));
  await expect.poll(async () => (await iframeBox(page, 7))!.height).toBe(603);
});

test('an invalid payload from the real frame is dropped with one warning and changes nothing', async ({ page, baseURL }) => {
  await recordFrameOutput(page);
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && m.text().includes('[MC bridge]')) warnings.push(m.text());
  });
  await showBar(page);
  const before = (await iframeBox(page, 7))!.height;
  const real = await widgetFrame(page, 7);
  const forged = await forgedLayout(real, 700);
  await handshakeFrom(real, new URL(baseURL!).origin, { ...forged, size: { width: 10, height: 'a lot' } });
  await expect.poll(() => warnings.length).toBe(1);
  expect(warnings[0]).toContain('mc:layout.size.height');
  expect((await iframeBox(page, 7))!.height).toBe(before);
});

test('junk window messages from a foreign frame raise no error in the host page and change nothing', async ({ page, baseURL }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await showBar(page);
  const before = await settledHeight(page, 7);
  const foreign = await addFrame(page, `${FOREIGN_ORIGIN}/frame/bare.html`, 'junk');
  // Whatever the host would post back to the foreign window (an error reply, a handshake answer).
  await foreign.evaluate(() => {
    const w = window as unknown as { __back: unknown[] };
    w.__back = [];
    window.addEventListener('message', (e) => w.__back.push(e.data));
  });
  await foreign.evaluate((hostOrigin) => {
    // What made post-robot throw into the host page, and look-alikes of our own handshake.
    for (const junk of [
      '{"__post_robot_10_0_46__":[null]}',
      '{"__post_robot_10_0_46__":[{}]}',
      '{"__post_robot_10_0_46__":[{"type":"postrobot_message_response","hash":"x","name":"mc:layout"}]}',
      { 'mc:connect': true },
      { 'mc:connect': true, n: 'mc:layout', p: null },
      null,
      [1, 2, 3],
    ])
      window.parent.postMessage(junk, hostOrigin);
  }, new URL(baseURL!).origin);
  await page.waitForTimeout(500);
  expect(errors).toEqual([]);
  expect((await iframeBox(page, 7))!.height).toBe(before);
  expect(await foreign.evaluate(() => (window as unknown as { __back: unknown[] }).__back)).toEqual([]);
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

test('each frame sends its handshake once, from earlyHello.ts before the frame app has run', async ({ page }) => {
  // In the host page, before the loader: every handshake that reaches its window.
  await page.addInitScript(() => {
    if (window.parent !== window) return;
    const w = window as unknown as { __mcHandshakes: string[] };
    w.__mcHandshakes = [];
    window.addEventListener(
      'message',
      (event) => {
        const data = event.data as Record<string, unknown> | null;
        if (data && data['mc:connect'] === true) w.__mcHandshakes.push(`${String(data.n)} ${String(data.i)} ports=${event.ports.length}`);
      },
      true,
    );
  });
  await showBar(page);
  const frames = page.locator('iframe[src*="/frame/index.html"]');
  const count = await frames.count();
  expect(count).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __mcHandshakes: string[] }).__mcHandshakes)).toEqual(Array(count).fill('mc:hello 1 ports=1'));
  // Sent by the early script, before the frame app's entry ran (frame-app/main.tsx marks mc:frame-start).
  const frame = await widgetFrame(page, 7);
  const marks = await frame.evaluate(() => ['mc:frame-hello', 'mc:frame-start'].map((name) => performance.getEntriesByName(name)[0]?.startTime ?? null));
  expect(marks[0]).not.toBeNull();
  expect(marks[0]!).toBeLessThan(marks[1]!);
});
