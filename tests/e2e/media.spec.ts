/**
 * Media in widgets (issue 4) against the real demo server: pictures served by the demo site inside the
 * cards (≤ 200 px high), a card with its picture as background, the inline Vimeo player and the page
 * takeover's YouTube background video. No internet: both players' hosts are answered by a tiny page.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Frame, type Page } from './test';
import { DEMO_ORIGIN } from './origins';
import { cspViolations, expectHidden, expectVisible, watchProblems, widgetFrame } from './support';
import { alterConfig } from './hostileChecks';

const FAKE_PLAYER = `<!doctype html><html><head><title>player</title></head>
<body style="margin:0;height:100vh;display:grid;place-items:center;background:linear-gradient(135deg,#0e7490,#1e293b);color:#e2e8f0;font:600 16px sans-serif">
<span>&#9654; video</span></body></html>`;

async function fakePlayers(page: Page): Promise<string[]> {
  const requests: string[] = [];
  for (const pattern of ['https://www.youtube-nocookie.com/**', 'https://player.vimeo.com/**']) {
    await page.route(pattern, async (route) => {
      requests.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: FAKE_PLAYER });
    });
  }
  return requests;
}

async function players(frame: Frame): Promise<string[]> {
  return frame.locator('iframe').evaluateAll((els) => els.map((el) => (el as HTMLIFrameElement).src));
}

async function imageBox(frame: Frame) {
  const img = frame.locator('img[data-testid="media-image"]');
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)).toBe(true);
  return img.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height, src: (el as HTMLImageElement).currentSrc };
  });
}

test('media page: pictures ≤ 200 px from the demo site, players only in video widgets, no CSP violations', async ({ page }) => {
  const problems = await watchProblems(page);
  const playerRequests = await fakePlayers(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/media.html');
  for (const id of [82, 83, 84, 86, 87]) await expectVisible(page, id);

  // Box 82: the picture above the headline, loaded from the demo origin under the frame CSP.
  const box = await widgetFrame(page, 82);
  const boxImage = await imageBox(box);
  expect(new URL(boxImage.src).origin).toBe(DEMO_ORIGIN);
  expect(boxImage.height).toBeLessThanOrEqual(200);
  expect(boxImage.height).toBeGreaterThan(50);
  const boxHeading = await box.locator('h2').boundingBox();
  expect(boxImage.y + boxImage.height).toBeLessThanOrEqual(boxHeading!.y);

  // Box 83: the picture is the card's background, under the overlay.
  const background = await widgetFrame(page, 83);
  await expect(background.locator('[data-testid="media-background"] img')).toHaveCount(1);
  await expect(background.locator('[data-testid="media-overlay"]')).toHaveCount(1);
  await expect(background.locator('img[data-testid="media-image"]')).toHaveCount(0);

  // Slide-in 87: a media-background card too, light text over the overlay.
  const slideIn = await widgetFrame(page, 87);
  await expect(slideIn.locator('[data-testid="media-background"] img')).toHaveCount(1);
  await expect(slideIn.locator('h2')).toHaveCSS('color', 'rgb(255, 255, 255)');
  // Its overlay (#0F172A at 60 %) is dark enough for white text already: no scrim on top.
  await expect(slideIn.locator('[data-testid="media-scrim"]')).toHaveCount(0);

  // Landing 84: media right of the text on a wide container.
  const landing = await widgetFrame(page, 84);
  const landingImage = await imageBox(landing);
  expect(landingImage.height).toBeLessThanOrEqual(200);
  const landingHeading = await landing.locator('h2').boundingBox();
  expect(landingImage.x).toBeGreaterThan(landingHeading!.x + landingHeading!.width - 1);

  // Box 86 (Vimeo) is the only inline widget with a player.
  const video = await widgetFrame(page, 86);
  await expect(video.locator('iframe[data-testid="video-player"]')).toHaveCount(1);
  const [vimeoSrc] = await players(video);
  expect(new URL(vimeoSrc!).origin + new URL(vimeoSrc!).pathname).toBe('https://player.vimeo.com/video/76979871');
  expect(new URL(vimeoSrc!).searchParams.get('autoplay')).toBeNull();
  const playerBox = await video.locator('iframe[data-testid="video-player"]').boundingBox();
  expect(playerBox!.height).toBeLessThanOrEqual(200);
  for (const frame of [box, background, landing, slideIn]) expect(await players(frame)).toEqual([]);

  // A viewport screenshot: a full-page one resizes the viewport, which re-lays out the embeds mid-capture.
  await page.setViewportSize({ width: 1280, height: 1500 });
  await expect.poll(async () => (await landing.locator('h2').boundingBox())!.x < (await imageBox(landing)).x).toBe(true);
  await expect.poll(() => page.frames().some((f) => f.url().startsWith('https://player.vimeo.com/'))).toBe(true);
  await page.screenshot({ path: 'test-results/media-inline.png' });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The modal: picture left of the text (two columns at 1280 px).
  await page.getByRole('button', { name: 'Open the modal (media left)' }).click();
  await expectVisible(page, 81);
  const modal = await widgetFrame(page, 81);
  const modalImage = await imageBox(modal);
  expect(modalImage.height).toBeLessThanOrEqual(200);
  const modalHeading = await modal.locator('h2').boundingBox();
  expect(modalImage.x + modalImage.width).toBeLessThanOrEqual(modalHeading!.x + 1);
  expect(await players(modal)).toEqual([]);
  await page.screenshot({ path: 'test-results/media-modal.png' });
  await modal.getByRole('button', { name: 'Close' }).click();
  await expectHidden(page, 81);

  // The takeover: YouTube background video (autoplay, muted, looped) under the overlay.
  await page.getByRole('button', { name: 'Open the takeover (background video)' }).click();
  await expectVisible(page, 85);
  const takeover = await widgetFrame(page, 85);
  await expect(takeover.locator('[data-testid="media-background"] iframe')).toHaveCount(1);
  const [ytSrc] = await players(takeover);
  const yt = new URL(ytSrc!);
  expect(yt.origin + yt.pathname).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
  expect(Object.fromEntries(yt.searchParams)).toMatchObject({ autoplay: '1', mute: '1', loop: '1', playlist: 'aqz-KE-bpKQ' });
  await expect(takeover.locator('[data-testid="takeover-overlay"]')).toHaveCSS('opacity', '0.65');
  // The fake player page has loaded inside the widget frame (frame-src allows the player hosts).
  await expect.poll(() => page.frames().some((f) => f.url().startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
  await page.waitForTimeout(400);
  await page.screenshot({ path: 'test-results/media-takeover.png' });

  expect(playerRequests.some((u) => u.startsWith('https://player.vimeo.com/video/76979871'))).toBe(true);
  expect(playerRequests.every((u) => /^https:\/\/(www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ|player\.vimeo\.com\/video\/76979871)\?/.test(u))).toBe(true);
  expect(await cspViolations(page)).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test('narrow viewport: the left placement stacks the picture above the text', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto('/media.html');
  await page.waitForFunction(() => (window as unknown as { MC?: { status: string } }).MC?.status === 'ready');
  await page.getByRole('button', { name: 'Open the modal (media left)' }).click();
  await expectVisible(page, 81);
  const modal = await widgetFrame(page, 81);
  const image = await imageBox(modal);
  const heading = await modal.locator('h2').boundingBox();
  expect(image.height).toBeLessThanOrEqual(200);
  expect(image.y + image.height).toBeLessThanOrEqual(heading!.y);
  await page.screenshot({ path: 'test-results/media-modal-narrow.png' });
});

test('axe: no serious or critical violation in the media widgets (media backgrounds included)', async ({ page }) => {
  await fakePlayers(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/media.html');
  for (const id of [82, 83, 84, 86, 87]) await expectVisible(page, id);
  await page.getByRole('button', { name: 'Open the modal (media left)' }).click();
  await expectVisible(page, 81);
  const found: string[] = [];
  for (const id of [81, 82, 83, 84, 86, 87]) {
    const results = await new AxeBuilder({ page }).include(`iframe[data-widget-id="${id}"]`).analyze();
    for (const v of results.violations) {
      if (v.impact !== 'serious' && v.impact !== 'critical') continue;
      found.push(`${id}: [${v.impact}] ${v.id}: ${v.nodes.map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join(' | ')}`);
    }
  }
  expect(found, found.join('\n')).toEqual([]);
});

test('reduced motion: the takeover video does not autoplay', async ({ page }) => {
  await fakePlayers(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/media.html');
  await page.waitForFunction(() => (window as unknown as { MC?: { status: string } }).MC?.status === 'ready');
  await page.getByRole('button', { name: 'Open the takeover (background video)' }).click();
  await expectVisible(page, 85);
  const takeover = await widgetFrame(page, 85);
  await expect(takeover.locator('[data-testid="media-background"] iframe')).toHaveCount(1);
  const [src] = await players(takeover);
  expect(new URL(src!).searchParams.get('autoplay')).toBeNull();
  expect(new URL(src!).searchParams.get('mute')).toBe('1');
});

test('a page whose widgets use no video never downloads the player chunk or a player', async ({ page }) => {
  const problems = await watchProblems(page);
  const playerRequests = await fakePlayers(page);
  const chunks: string[] = [];
  page.on('request', (req) => {
    if (/VideoPlayer-[^/]*\.js/.test(req.url())) chunks.push(req.url());
  });
  await page.goto('/gallery.html');
  await page.waitForFunction(() => (window as unknown as { MC?: { status: string } }).MC?.status === 'ready');
  await page.waitForTimeout(500);
  expect(chunks).toEqual([]);
  expect(playerRequests).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('a faint, light overlay gets a scrim, and every text over the picture is white (contrast guard)', async ({ page }) => {
  await fakePlayers(page);
  // The slide-in's overlay made white and fully transparent, as a site owner could set it.
  await alterConfig(page, (config) => ({
    ...config,
    widgets: config.widgets.map((w) => {
      if (w.widget_id !== 87) return w;
      const data = w.data as { main: Record<string, unknown> };
      return { ...w, data: { ...data, main: { ...data.main, opacity: 0, overlay: { enabled: true, overlayColor: '#ffffff' } } } };
    }),
  }));
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/media.html');
  await expectVisible(page, 87);
  const slideIn = await widgetFrame(page, 87);
  const scrim = slideIn.locator('[data-testid="media-scrim"]');
  await expect(scrim).toHaveCount(1);
  // White text keeps 4.5:1 over a white pixel only under at least ~55 % black (rules/textScrim.ts).
  expect(Number(await scrim.evaluate((el) => getComputedStyle(el).opacity))).toBeGreaterThan(0.5);
  await expect(slideIn.locator('h2')).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(slideIn.getByText('The 8 pm cruise has 4 seats left.')).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(slideIn.getByText(/Powered by/)).toHaveCSS('color', 'rgb(255, 255, 255)');
});
