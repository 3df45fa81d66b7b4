/**
 * Media in widgets (issue 4) against the real demo server: pictures served by the demo site inside the
 * cards (≤ 200 px high), a card with its picture as background, the inline Vimeo player and the page
 * takeover's YouTube background video. No internet: both players' hosts are answered by a tiny page.
 */
import { expect, test, type Frame, type Page } from './test';
import { readFileSync } from 'node:fs';
import { DEMO_ORIGIN, WIDGET_ORIGIN } from './origins';
import { axeInFrame, cspViolations, expectHidden, expectVisible, watchProblems, widgetFrame } from './support';
import { alterConfig } from './hostileChecks';

/**
 * A stand-in player page that talks like the real ones (frame-app/rules/videoPlayerMessages.ts): YouTube
 * answers `listening` with onReady and then "playing" (JSON strings); Vimeo says `ready` by itself and
 * answers `ping`, then `play` once the frame has subscribed. Its messages go to the widget frame's origin.
 */
const FAKE_PLAYER = `<!doctype html><html><head><title>player</title></head>
<body style="margin:0;height:100vh;display:grid;place-items:center;background:linear-gradient(135deg,#0e7490,#1e293b);color:#e2e8f0;font:600 16px sans-serif">
<span>&#9654; video</span>
<script>
(function () {
  var yt = location.hostname.indexOf('youtube') >= 0;
  function send(m) { parent.postMessage(yt ? JSON.stringify(m) : m, ${JSON.stringify(WIDGET_ORIGIN)}); }
  if (!yt) send({ event: 'ready', player_id: '' });
  addEventListener('message', function (e) {
    var d = e.data;
    if (typeof d === 'string') { try { d = JSON.parse(d); } catch (x) { return; } }
    if (!d) return;
    if (yt && d.event === 'listening') {
      send({ event: 'initialDelivery', info: { playerState: -1 }, id: 1, channel: 'widget' });
      send({ event: 'onReady', id: 1, channel: 'widget' });
      setTimeout(function () { send({ event: 'infoDelivery', info: { playerState: 1 }, id: 1, channel: 'widget' }); }, 50);
    }
    if (!yt && d.method === 'ping') send({ event: 'ready', player_id: '' });
    if (!yt && d.method === 'addEventListener' && d.value === 'play') setTimeout(function () { send({ event: 'play', data: { seconds: 0 } }); }, 50);
  });
})();
</script></body></html>`;

const POSTER = readFileSync(new URL('../../demo/media/harbour.svg', import.meta.url));

async function fakePlayers(page: Page): Promise<string[]> {
  const requests: string[] = [];
  for (const pattern of ['https://www.youtube-nocookie.com/**', 'https://player.vimeo.com/**']) {
    await page.route(pattern, async (route) => {
      requests.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: FAKE_PLAYER });
    });
  }
  await fakeThumbnails(page);
  return requests;
}

/** YouTube's thumbnails (the posters), answered with a demo picture: no internet in tests. */
async function fakeThumbnails(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route('https://i.ytimg.com/**', async (route) => {
    requests.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'image/svg+xml', body: POSTER });
  });
  return requests;
}

/**
 * How long the media page's cards may take to show. Seven widget frames on one page share one renderer
 * thread (one site): on an idle 2-core machine the cards show together 3.4 s after the navigation, and a
 * CPU-bound process beside the run more than doubles that, past the 10 s default (issue 24's CI). A wait
 * for the page's load, not a time goal.
 */
const MEDIA_PAGE_LOAD_MS = 30_000;

/** The five cards shown on load. */
async function expectCardsVisible(page: Page): Promise<void> {
  for (const id of [82, 83, 84, 86, 87]) await expectVisible(page, id, MEDIA_PAGE_LOAD_MS);
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

test('media page: pictures ≤ 200 px from the demo site (beside the text: to the card’s edge), players only in video widgets, no CSP violations', async ({ page }) => {
  const problems = await watchProblems(page);
  const playerRequests = await fakePlayers(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/media.html');
  await expectCardsVisible(page);

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

  // Landing 84: media right of the text on a wide container, bleeding to the card's top, right and foot
  // (issue 49): the picture is the section's half, as tall as the section, not a 200 px inset.
  const landing = await widgetFrame(page, 84);
  const landingImage = await imageBox(landing);
  const landingHeading = await landing.locator('h2').boundingBox();
  expect(landingImage.x).toBeGreaterThan(landingHeading!.x + landingHeading!.width - 1);
  // In the frame's coordinates, as imageBox's; the card's 1 px border is inside its box.
  const section = await landing.locator('section').evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
  expect(landingImage.y - section.y).toBeLessThanOrEqual(1);
  expect(section.y + section.height - (landingImage.y + landingImage.height)).toBeLessThanOrEqual(1);
  expect(section.x + section.width - (landingImage.x + landingImage.width)).toBeLessThanOrEqual(1);

  // Box 86 (Vimeo) is the only inline widget with a video: a poster and a play button, the player on a press.
  const video = await widgetFrame(page, 86);
  const play = video.getByRole('button', { name: 'Play video: Vimeo' });
  await expect(play).toBeVisible();
  await expect(video.locator('iframe')).toHaveCount(0);
  await play.click();
  await expect(video.locator('iframe[data-testid="video-player"]')).toHaveCount(1);
  const [vimeoSrc] = await players(video);
  expect(new URL(vimeoSrc!).origin + new URL(vimeoSrc!).pathname).toBe('https://player.vimeo.com/video/76979871');
  expect(new URL(vimeoSrc!).searchParams.get('autoplay')).toBe('1');
  // Shown once the player said it is ready, and focused: the keyboard carries on in the player.
  await expect(video.locator('iframe[data-testid="video-player"]')).toHaveAttribute('data-player-shown', 'true');
  await expect(video.locator('iframe[data-testid="video-player"]')).toBeFocused();
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
  // Beside the text it bleeds to the card's top, side and foot (issue 49): as tall as the card.
  const card = await modal.getByRole('dialog').evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
  expect(Math.abs(modalImage.y - card.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(modalImage.x - card.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(card.y + card.height - (modalImage.y + modalImage.height))).toBeLessThanOrEqual(1);
  const modalHeading = await modal.locator('h2').boundingBox();
  expect(modalImage.x + modalImage.width).toBeLessThanOrEqual(modalHeading!.x + 1);
  // The card keeps SPEC §9's 640 px for the picture beside its text (text alone gets 448: modalWidth.ts).
  expect((await modal.getByRole('dialog').boundingBox())!.width).toBe(640);
  expect(await players(modal)).toEqual([]);
  await page.screenshot({ path: 'test-results/media-modal.png' });
  await modal.getByRole('button', { name: 'Close' }).click();
  await expectHidden(page, 81);

  // The takeover: YouTube background video (autoplay, muted, looped) under the overlay.
  await page.getByRole('button', { name: 'Open the takeover (background video)' }).click();
  await expectVisible(page, 85, MEDIA_PAGE_LOAD_MS);
  const takeover = await widgetFrame(page, 85);
  await expect(takeover.locator('[data-testid="media-background"] iframe')).toHaveCount(1);
  const [ytSrc] = await players(takeover);
  const yt = new URL(ytSrc!);
  expect(yt.origin + yt.pathname).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
  expect(Object.fromEntries(yt.searchParams)).toMatchObject({ autoplay: '1', mute: '1', loop: '1', playlist: 'aqz-KE-bpKQ', enablejsapi: '1' });
  await expect(takeover.locator('[data-testid="takeover-overlay"]')).toHaveCSS('opacity', '0.65');
  // The fake player page has loaded inside the widget frame (frame-src allows the player hosts), said it
  // plays, and only then was the player revealed over its poster.
  await expect.poll(() => page.frames().some((f) => f.url().startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
  await expect(takeover.locator('[data-testid="media-background"] iframe')).toHaveAttribute('data-player-shown', 'true');
  await expect(takeover.locator('[data-testid="media-background"] iframe')).toHaveCSS('opacity', '1');
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
  await expectCardsVisible(page);
  await page.getByRole('button', { name: 'Open the modal (media left)' }).click();
  await expectVisible(page, 81);
  const found: string[] = [];
  for (const id of [81, 82, 83, 84, 86, 87]) {
    const results = await axeInFrame(page, id);
    for (const v of results.violations) {
      if (v.impact !== 'serious' && v.impact !== 'critical') continue;
      found.push(`${id}: [${v.impact}] ${v.id}: ${v.nodes.map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join(' | ')}`);
    }
  }
  expect(found, found.join('\n')).toEqual([]);
});

test('reduced motion: the takeover video stands still as its poster, no player is loaded', async ({ page }) => {
  const playerRequests = await fakePlayers(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/media.html');
  await page.waitForFunction(() => (window as unknown as { MC?: { status: string } }).MC?.status === 'ready');
  await page.getByRole('button', { name: 'Open the takeover (background video)' }).click();
  await expectVisible(page, 85, MEDIA_PAGE_LOAD_MS);
  const takeover = await widgetFrame(page, 85);
  await expect(takeover.locator('[data-testid="media-background"] [data-testid="video-poster-image"]')).toHaveAttribute('src', 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg');
  await expect.poll(() => takeover.locator('[data-testid="video-poster-image"]').evaluate((el) => (el as HTMLImageElement).naturalWidth > 0)).toBe(true);
  await expect(takeover.locator('iframe')).toHaveCount(0);
  expect(playerRequests).toEqual([]);
});

test('lite embed: poster and play button first, the player only after the press, and focus moves into it', async ({ page }) => {
  const problems = await watchProblems(page);
  const playerRequests = await fakePlayers(page);
  const chunks: string[] = [];
  page.on('request', (req) => {
    if (/VideoPlayer-[^/]*\.js/.test(req.url())) chunks.push(req.url());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/media.html');
  await expectVisible(page, 86, MEDIA_PAGE_LOAD_MS);
  const video = await widgetFrame(page, 86);
  // Vimeo without an image: the neutral poster (no thumbnail service), and a real, named button.
  await expect(video.getByTestId('video-poster')).toBeVisible();
  await expect(video.getByTestId('video-poster-image')).toHaveCount(0);
  const play = video.getByRole('button', { name: 'Play video: Vimeo' });
  await expect(play).toBeVisible();
  await page.waitForTimeout(300);
  expect(chunks).toEqual([]);
  expect(playerRequests).toEqual([]);
  await expect(video.locator('iframe')).toHaveCount(0);
  await video.locator('[data-testid="media-video"]').screenshot({ path: 'test-results/lite-embed-poster.png' });

  // Keyboard: Tab to the button (a focus ring), Enter plays.
  await play.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(play).toBeFocused();
  expect(await play.evaluate((el) => el.matches(':focus-visible') && getComputedStyle(el).outlineStyle === 'solid')).toBe(true);
  await page.keyboard.press('Enter');
  const player = video.locator('iframe[data-testid="video-player"]');
  await expect(player).toHaveCount(1);
  expect(chunks).toHaveLength(1);
  await expect(player).toHaveAttribute('data-player-shown', 'true');
  await expect(player).toBeFocused();
  await expect(video.getByRole('button', { name: /video: Vimeo/ })).toHaveCount(0);
  expect(playerRequests.filter((u) => u.startsWith('https://player.vimeo.com/video/76979871?'))).toHaveLength(1);
  expect(await cspViolations(page)).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test('a blocked YouTube player never shows as a broken page: the takeover keeps its poster', async ({ page }) => {
  const thumbnails = await fakeThumbnails(page);
  const blocked: string[] = [];
  // An ad blocker's answer to the player host (net::ERR_BLOCKED_BY_CLIENT).
  await page.route('https://www.youtube-nocookie.com/**', (route) => {
    blocked.push(route.request().url());
    return route.abort('blockedbyclient');
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/media.html');
  await page.waitForFunction(() => (window as unknown as { MC?: { status: string } }).MC?.status === 'ready');
  await page.getByRole('button', { name: 'Open the takeover (background video)' }).click();
  await expectVisible(page, 85, MEDIA_PAGE_LOAD_MS);
  const takeover = await widgetFrame(page, 85);
  const player = takeover.locator('[data-testid="media-background"] iframe');
  await expect(player).toHaveCount(1);
  // The player's navigation failed: Chromium committed its error page (and fired `load` for it).
  await expect.poll(() => blocked.length).toBeGreaterThan(0);
  await expect.poll(() => page.frames().some((f) => f.url().startsWith('chrome-error://'))).toBe(true);
  expect(await player.evaluate((el) => el.getAttribute('data-player-shown'))).toBe('false');
  // Past the player's hello retries: still the poster, the error page invisible underneath.
  await page.waitForTimeout(3000);
  await expect(player).toHaveAttribute('data-player-shown', 'false');
  await expect(player).toHaveCSS('opacity', '0');
  await expect(takeover.locator('[data-testid="video-poster-image"]')).toBeVisible();
  expect(thumbnails).toEqual(['https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg']);
  await page.screenshot({ path: 'test-results/takeover-blocked-player.png' });
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
  await expectVisible(page, 87, MEDIA_PAGE_LOAD_MS);
  const slideIn = await widgetFrame(page, 87);
  // On a phone the slide-in starts as its teaser pill (issue 49): the card, as a sheet, once pressed.
  await slideIn.locator('button[aria-haspopup="dialog"]').click();
  const scrim = slideIn.locator('[data-testid="media-scrim"]');
  await expect(scrim).toHaveCount(1);
  // White text keeps 4.5:1 over a white pixel only under at least ~55 % black (rules/textScrim.ts).
  expect(Number(await scrim.evaluate((el) => getComputedStyle(el).opacity))).toBeGreaterThan(0.5);
  await expect(slideIn.locator('h2')).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(slideIn.getByText('The 8 pm cruise has 4 seats left.')).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(slideIn.getByText(/Powered by/)).toHaveCSS('color', 'rgb(255, 255, 255)');
});
