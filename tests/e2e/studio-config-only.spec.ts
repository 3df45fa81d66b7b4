/**
 * The studio's configuration-only kinds (issue 17) on the real server, on the demo page `studio-kinds`
 * (demo/config/studio-kinds.json: 301 m.me link, 302 messenger code, 303 ads JSON, 304 comment reply):
 * - the messenger code: size and colours changed, the PNG downloaded and decoded with jsQR in Node to the
 *   m.me link the screen shows; the SVG downloaded, drawn on a canvas from an object URL and decoded too;
 * - the m.me link copied through the Clipboard API and read back;
 * - the ads JSON carries the widget's ref; the comment reply's keyword lists and post choice by keyboard;
 * - axe (no serious or critical problem) on every kind's screen at 1280 and 375 px, no console error,
 *   no CSP violation.
 * Writes docs/screenshots/studio_messenger_code_{1280,375}.png and studio_feed_comment_1280.png.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { ADMIN_HEADERS, WIDGET_ORIGIN } from './origins';
import { useStudioSession } from './studioSession';
import { cspViolations, pageAxeProblems, type Problems, watchProblems } from './support';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SHOTS = path.join(ROOT, 'docs', 'screenshots');
const STUDIO = `${WIDGET_ORIGIN}/studio/`;
const PAGE_ID = 'studio-kinds';
const FB_PAGE = '1234567890';

/** pngjs comes with qrcode (its PNG writer) and has no types of its own: only what is used here is declared. */
interface DecodedPng {
  width: number;
  height: number;
  data: Buffer;
}
const { PNG } = createRequire(import.meta.url)('pngjs') as { PNG: { sync: { read: (buffer: Buffer) => DecodedPng } } };

function decodePng(buffer: Buffer): { text: string | null; png: DecodedPng } {
  const png = PNG.sync.read(buffer);
  const code = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.byteLength), png.width, png.height);
  return { text: code?.data ?? null, png };
}

const pixel = (png: DecodedPng, x: number, y: number): string => {
  const i = (y * png.width + x) * 4;
  return `#${[0, 1, 2].map((k) => (png.data[i + k] ?? 0).toString(16).padStart(2, '0')).join('')}`;
};

const errorsOf = (problems: Problems): string[] => [...problems.consoleErrors, ...problems.pageErrors];

async function signIn(page: Page): Promise<void> {
  await useStudioSession(page.context());
  await page.goto(STUDIO);
  await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();
}

async function openWidget(page: Page, widgetId: number, heading: string): Promise<void> {
  await page.goto(`${STUDIO}pages/${PAGE_ID}/widgets/${widgetId}`);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeFocused();
}

/**
 * The whole screen in one picture at `width`: a viewport as tall as the page, since a full-page capture
 * would stitch the sticky header and Save bar into the middle of it. The viewport is put back after.
 */
async function screenshotWhole(page: Page, width: number, file: string): Promise<void> {
  const before = page.viewportSize();
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width, height: await page.evaluate(() => document.documentElement.scrollHeight) });
  await page.screenshot({ path: path.join(SHOTS, file) });
  if (before) await page.setViewportSize(before);
}

/** Axe at 1280 and 375 px, the screen as it is. */
async function axeAtBothWidths(page: Page): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    expect(await pageAxeProblems(page), `axe at ${width} px`).toEqual([]);
  }
}

test('messenger code: size and colours change the code; the PNG and the SVG decode to the m.me link shown; axe clean at 1280 and 375', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const problems = await watchProblems(page);
  await signIn(page);
  await openWidget(page, 302, 'Shop window code');
  await expect(page).toHaveTitle('Shop window code · Studio');

  const link = `https://m.me/${FB_PAGE}?ref=w302.static.code.window`;
  const opens = page.getByRole('link', { name: `${link} (opens in a new tab)` });
  await expect(opens).toHaveAttribute('href', link);
  const code = page.getByRole('img', { name: `Messenger code for ${link}` });
  await expect(code).toHaveAttribute('width', '200');
  await expect(page.getByText('No changes')).toBeVisible();
  expect(await pageAxeProblems(page)).toEqual([]);

  // Size by keyboard: type, Tab commits; the preview follows at once.
  const size = page.getByRole('textbox', { name: 'Size (px)' });
  await size.fill('320');
  await page.keyboard.press('Tab');
  await expect(code).toHaveAttribute('width', '320');
  await expect(page.getByText('320 × 320 px')).toBeVisible();
  // Too small for phones: clamped to the minimum.
  await size.fill('12');
  await page.keyboard.press('Enter');
  await expect(size).toHaveValue('100');
  await size.fill('320');
  await page.keyboard.press('Enter');

  // Colours as hex text (Enter commits), then a pair too close to scan is warned about, then undone.
  const fg = page.getByRole('textbox', { name: 'Code colour', exact: true });
  const bg = page.getByRole('textbox', { name: 'Background', exact: true });
  await fg.fill('#dddddd');
  await fg.press('Enter');
  await expect(page.getByText(/too close for phones to scan/)).toBeVisible();
  await fg.fill('#1D3557');
  await fg.press('Enter');
  await expect(fg).toHaveValue('#1d3557');
  await bg.fill('#fdf6e3');
  await bg.press('Enter');
  await expect(page.getByText(/too close for phones to scan/)).toHaveCount(0);
  await expect(code.locator('path').first()).toHaveAttribute('fill', '#1d3557');
  await expect(code.locator('rect').first()).toHaveAttribute('fill', '#fdf6e3');
  // A colour that is not hex is said at its field and not taken.
  await fg.fill('navy');
  await fg.press('Enter');
  await expect(fg).toHaveAccessibleDescription(/Use a hex colour/);
  await expect(code.locator('path').first()).toHaveAttribute('fill', '#1d3557');
  await fg.fill('#1d3557');
  await fg.press('Enter');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  expect(await pageAxeProblems(page)).toEqual([]);
  await screenshotWhole(page, 1280, 'studio_messenger_code_1280.png');

  // The PNG: `size` px square, the background in its corner (the quiet zone), decoded to the link.
  const [pngDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download PNG/ }).click()]);
  expect(pngDownload.suggestedFilename()).toBe('messenger-code-302.png');
  const png = decodePng(readFileSync(await pngDownload.path()));
  expect([png.png.width, png.png.height]).toEqual([320, 320]);
  expect(pixel(png.png, 2, 2)).toBe('#fdf6e3');
  expect(png.text).toBe(link);

  // The logo without its plate still scans.
  await page.getByRole('switch', { name: 'Logo without its white plate' }).press('Space');
  await expect(page.getByRole('switch', { name: 'Logo without its white plate' })).toBeChecked();
  const [plateless] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download PNG/ }).click()]);
  expect(decodePng(readFileSync(await plateless.path())).text).toBe(link);

  // The SVG: the rendered node, no script in it; drawn on a canvas from an object URL in a blank page
  // (the studio's own CSP keeps blob: images out, rightly) and decoded.
  const [svgDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download SVG' }).click()]);
  expect(svgDownload.suggestedFilename()).toBe('messenger-code-302.svg');
  const svg = readFileSync(await svgDownload.path(), 'utf8');
  expect(svg).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(svg).toContain('width="320"');
  expect(svg).not.toMatch(/<script|on\w+=/i);
  const blank = await context.newPage();
  const dataUrl = await blank.evaluate(async (markup) => {
    const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 320;
    canvas.getContext('2d')?.drawImage(image, 0, 0, 320, 320);
    URL.revokeObjectURL(url);
    return canvas.toDataURL('image/png');
  }, svg);
  await blank.close();
  expect(decodePng(Buffer.from(dataUrl.split(',')[1] ?? '', 'base64')).text).toBe(link);

  await page.setViewportSize({ width: 375, height: 812 });
  expect(await pageAxeProblems(page)).toEqual([]);
  await screenshotWhole(page, 375, 'studio_messenger_code_375.png');

  expect(await cspViolations(page)).toEqual([]);
  expect(errorsOf(problems)).toEqual([]);
});

test('m.me link: copied through the Clipboard API with a polite "Copied"; the payload is stripped to what a ref carries; axe clean', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: WIDGET_ORIGIN });
  await page.setViewportSize({ width: 1280, height: 900 });
  const problems = await watchProblems(page);
  await signIn(page);
  await openWidget(page, 301, 'Instagram bio link');

  const field = page.getByRole('textbox', { name: 'm.me link' });
  const link = `https://m.me/${FB_PAGE}?ref=w301.static.link.bio`;
  await expect(field).toHaveValue(link);
  await expect(page.getByText('w301.static.link.bio', { exact: true })).toBeVisible();

  // By keyboard: Tab from the field reaches Copy; Enter copies.
  await field.focus();
  await page.keyboard.press('Tab');
  const copy = page.getByRole('button', { name: 'Copy' });
  await expect(copy).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied to the clipboard' })).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  // The feedback goes after a moment.
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 4000 });

  const payload = page.getByRole('textbox', { name: 'Ref payload' });
  await payload.fill('bio 2!');
  await expect(field).toHaveValue(`https://m.me/${FB_PAGE}?ref=w301.static.link.bio2`);
  await expect(page.getByText(/the payload was stripped/)).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await axeAtBothWidths(page);
  expect(await cspViolations(page)).toEqual([]);
  expect(errorsOf(problems)).toEqual([]);
});

test('ads JSON: the quick reply carries the widget’s ref; a missing button title is said at the field and holds Copy back; axe clean', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const problems = await watchProblems(page);
  await signIn(page);
  await openWidget(page, 303, 'Spring sale ad');

  const json = page.getByRole('textbox', { name: 'Ads JSON' });
  const parsed = JSON.parse(await json.inputValue()) as { message: { text: string; quick_replies: { title: string; payload: string }[] } }[];
  expect(parsed).toEqual([
    {
      message: {
        text: 'Hi! Our spring sale starts Friday. Want your 10% code here in Messenger?',
        quick_replies: [{ content_type: 'text', title: 'Send my code', payload: 'w303.static.ad.spring-ad' }],
      },
    },
  ]);

  const button = page.getByRole('textbox', { name: 'Subscribe button' });
  await button.fill('');
  await expect(button).toHaveAccessibleDescription(/The button needs a title/);
  await expect(page.getByRole('button', { name: 'Copy' })).toBeDisabled();
  await button.fill('Get my code');
  await expect(page.getByRole('button', { name: 'Copy' })).toBeEnabled();
  await page.getByRole('textbox', { name: 'Picture address' }).fill('https://cdn.example/spring.jpg');
  const withPicture = JSON.parse(await json.inputValue()) as unknown[];
  expect(withPicture[0]).toEqual({ message: { attachment: { type: 'image', payload: { url: 'https://cdn.example/spring.jpg' } } } });
  await axeAtBothWidths(page);
  expect(await cspViolations(page)).toEqual([]);
  expect(errorsOf(problems)).toEqual([]);
});

test('comment reply by keyboard: keywords added with Enter, a repeat refused, one removed; some posts needs a post before Save; axe clean', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const problems = await watchProblems(page);
  await signIn(page);
  await openWidget(page, 304, 'Comment “SALE” for the code');
  await expect(page.getByText('Replies in Messenger to top-level comments on every post that mention “sale” or “code” but not “refund”, 30 seconds after they are posted.')).toBeVisible();

  const include = page.getByRole('textbox', { name: 'Reply when a comment mentions' });
  const included = page.getByRole('list', { name: 'Reply when a comment mentions' });
  await include.focus();
  await page.keyboard.type('promo');
  await page.keyboard.press('Enter');
  await expect(included.getByRole('listitem')).toHaveText(['sale', 'code', 'promo']);
  await expect(include).toHaveValue('');
  await page.keyboard.type('SALE');
  await page.keyboard.press('Enter');
  await expect(include).toHaveAccessibleDescription(/“sale” is in the list already/);
  await expect(include).toHaveValue('SALE');
  await include.fill('');
  // Tab from the field reaches Add, then the first chip's remove button.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add' }).first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Remove “sale”' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(included.getByRole('listitem')).toHaveText(['code', 'promo']);
  await expect(include).toBeFocused();

  // The root-comments switch by Space.
  const roots = page.getByRole('switch', { name: 'Top-level comments only' });
  await roots.focus();
  await page.keyboard.press('Space');
  await expect(roots).not.toBeChecked();
  await expect(page.getByText(/to comments and replies to comments on every post/)).toBeVisible();

  // Some posts: Save is held back until a post is added, and focus goes to the field that needs it.
  await page.getByRole('radio', { name: /Every post/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Only some posts/ })).toBeChecked();
  const posts = page.getByRole('textbox', { name: 'Post ids' });
  await expect(posts).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Not saved: a field needs a change. Add at least one post, or choose every post.' })).toBeVisible();
  await expect(posts).toBeFocused();
  await page.keyboard.type('facebook.com/1');
  await page.keyboard.press('Enter');
  await expect(posts).toHaveAccessibleDescription(/A post id is digits/);
  await posts.fill('1234567890_1122334455');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Post ids' }).getByRole('listitem')).toHaveText(['1234567890_1122334455']);
  await expect(posts).not.toHaveAttribute('aria-invalid', 'true');

  const reply = page.getByRole('textbox', { name: 'Reply text' });
  await expect(reply).toHaveAccessibleDescription(/\d+ \/ 2000 characters/);
  await screenshotWhole(page, 1280, 'studio_feed_comment_1280.png');
  await axeAtBothWidths(page);
  expect(await cspViolations(page)).toEqual([]);
  expect(errorsOf(problems)).toEqual([]);
});

test('messenger code: Save stores the settings with the page; a reload shows them', async ({ page }) => {
  const problems = await watchProblems(page);
  await signIn(page);
  // A page of its own (the other tests here read page studio-kinds as seeded): its Facebook page through the
  // admin API, its code widget from the studio's starter.
  const pageId = `e2e-code-${Date.now().toString(36)}`;
  const put = await page.request.put(`${WIDGET_ORIGIN}/admin/pages/${pageId}`, {
    headers: ADMIN_HEADERS,
    data: { pageId, fb_page_id: '1234567890', page_name: 'Demo Shop', widgets: [] },
  });
  expect(put.status()).toBe(200);
  const created = await page.evaluate(
    (id) =>
      fetch(`/studio/api/pages/${id}/widgets`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ widget_type: 'messenger_code', channel: 'fb', name: 'Till code' }),
      }).then((r) => r.status),
    pageId,
  );
  expect(created).toBe(201);
  await page.goto(`${STUDIO}pages/${pageId}/widgets/1`);
  await expect(page.getByRole('heading', { name: 'Till code', level: 1 })).toBeFocused();
  const size = page.getByRole('textbox', { name: 'Size (px)' });
  await size.fill('360');
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Size (px)' })).toHaveValue('360');
  await expect(page.getByRole('img', { name: /^Messenger code for / })).toHaveAttribute('width', '360');
  expect(errorsOf(problems)).toEqual([]);
});
