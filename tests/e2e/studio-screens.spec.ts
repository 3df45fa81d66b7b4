/**
 * Every studio screen at 375 and 1280 px (issue 29, "the studio's first five minutes"): sign-in, pages,
 * a page with its widgets' states and last 30 days, the New page and New widget dialogs, the editor of a
 * visual kind and the screen of a configuration-only kind, and the reports. axe finds nothing on any of
 * them; each has the one trail and the one container width; the editor's Save stays in view while its
 * form scrolls and covers no field the keyboard reaches; the preview's edit outlines show only on hover
 * or focus and never cross a glyph. Screenshots go to /tmp/studio-shots/ for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN_HEADERS, WIDGET_ORIGIN } from './origins';
import { useStudioSession } from './studioSession';
import { pageAxeProblems, watchProblems } from './support';

const STUDIO = `${WIDGET_ORIGIN}/studio/`;
const SHOTS = '/tmp/studio-shots';
const FUTURE_START = '2099-06-01';
const VISITOR_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A page of its own: a box with three impressions, a bar whose schedule starts later, and an m.me link. */
async function seededPage(page: Page, width: number): Promise<string> {
  const pageId = `e2e-screens-${width}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const config = {
    pageId,
    widgets: [
      { widget_id: 1, widget_type: 'box', channel: 'fb', name: 'Restock alerts', data: { main: { title: 'Back in stock, first to know' } } },
      { widget_id: 2, widget_type: 'bar', channel: 'fb', name: 'Summer sale bar', data: { setup: { schedule: { start: FUTURE_START, timeZone: 'UTC' } } } },
      { widget_id: 3, widget_type: 'messenger_ref_url', channel: 'fb', name: 'Instagram bio link', data: {} },
    ],
  };
  expect((await page.request.put(`${WIDGET_ORIGIN}/admin/pages/${pageId}`, { headers: ADMIN_HEADERS, data: config })).status()).toBe(200);
  // An impression counts only with the widget_sign the configuration gives the loader (issue 47, item 6).
  const served = (await (await page.request.get(`${WIDGET_ORIGIN}/widget/config?page_id=${pageId}`)).json()) as { widgets: { widget_id: number; widget_sign: string }[] };
  const sign = served.widgets.find((w) => w.widget_id === 1)?.widget_sign;
  for (let n = 0; n < 3; n += 1) {
    const event = { app_id: '1', account_id: pageId, event: 'impression', session_id: `screens-${n}`, payload: { widget_id: 1, widget_type: 'box', widget_sign: sign }, b: false };
    // A visitor's browser: a headless one's events are flagged as a bot's, which the results leave out.
    expect((await page.request.post(`${WIDGET_ORIGIN}/pixel/logEvent`, { data: event, headers: { 'User-Agent': VISITOR_AGENT } })).status()).toBe(200);
  }
  return pageId;
}

/** axe finds nothing, and the screen is kept for a person to look at. */
async function checkScreen(page: Page, name: string, width: number): Promise<void> {
  expect(await pageAxeProblems(page), name).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${name}_${width}.png`, fullPage: name !== 'editor' });
}

/** The trail's look and the container's box: the same on every signed-in screen. */
async function layoutOf(page: Page): Promise<{ left: number; width: number; trailClass: string }> {
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  const main = (await page.locator('main').boundingBox())!;
  return { left: Math.round(main.x), width: Math.round(main.width), trailClass: (await trail.getByRole('list').getAttribute('class')) ?? '' };
}

/** What covers the focused element's middle, or null when nothing does (the element itself, or inside it, is there). */
const coverOfFocused = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body || focused.closest('[data-testid="preview-stage"]')) return null;
    const box = focused.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) return null;
    const x = Math.min(Math.max(box.left + box.width / 2, 1), innerWidth - 1);
    const y = Math.min(Math.max(box.top + Math.min(box.height / 2, 12), 1), innerHeight - 1);
    const top = document.elementFromPoint(x, y);
    // A visually hidden input (a switch, a radio) is shown by the label around it.
    const shownBy = focused.closest('label') ?? focused;
    if (top !== null && (shownBy.contains(top) || top.contains(focused))) return null;
    const name = (element: Element | null) => (element === null ? 'nothing' : `${element.tagName} "${(element.textContent ?? '').trim().slice(0, 30)}"`);
    return `${name(focused)} at ${Math.round(box.top)} is under ${name(top)}`;
  });

async function inViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  return box !== null && box.y >= 0 && box.y + box.height <= viewport.height;
}

for (const width of [375, 1280] as const) {
  test(`sign-in, pages, a page with its widgets' states and results, and the dialogs at ${width} px: axe clean, one trail, one width`, async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.context().route(/facebook\.(net|com)/, (route) => route.abort());
    const problems = await watchProblems(page);
    const pageId = await seededPage(page, width);

    await page.goto(STUDIO);
    await expect(page.getByRole('heading', { name: 'Sign in to Studio' })).toBeVisible();
    await checkScreen(page, 'signin', width);

    await useStudioSession(page.context());
    await page.goto(STUDIO);
    await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeFocused();
    const pagesLayout = await layoutOf(page);
    await checkScreen(page, 'pages', width);
    await page.getByRole('button', { name: 'New page' }).click();
    await expect(page.getByRole('dialog', { name: 'New page' })).toBeVisible();
    await checkScreen(page, 'new_page_dialog', width);
    await page.keyboard.press('Escape');

    await page.goto(`${STUDIO}pages/${pageId}`);
    const rows = page.getByRole('list', { name: `Widgets of ${pageId}` }).getByRole('listitem');
    await expect(rows).toHaveCount(3);
    // Each row: its state, and its last 30 days from the pixel (Intl numbers, "—" for none), its revenue last.
    await expect(rows.nth(0)).toContainText('Status: On the site');
    await expect(rows.nth(0).getByRole('definition')).toHaveText(['3', '0', '0%', '—']);
    await expect(rows.nth(1)).toContainText('Status: Scheduled');
    await expect(rows.nth(1)).toContainText('Shows from Jun 1, 2099');
    await expect(rows.nth(1).getByRole('definition')).toHaveText(['—', '—', '—', '—']);
    await expect(rows.nth(2)).toContainText('Status: Not on the site');
    expect(await layoutOf(page)).toEqual(pagesLayout);
    await checkScreen(page, 'page', width);
    await page.getByRole('button', { name: 'New widget' }).click();
    await expect(page.getByRole('dialog', { name: 'New widget' })).toBeVisible();
    await checkScreen(page, 'new_widget_dialog', width);
    await page.keyboard.press('Escape');
    expect([...problems.consoleErrors, ...problems.pageErrors]).toEqual([]);
  });

  test(`a configuration-only kind's screen, the reports and the editor at ${width} px: axe clean, one trail, one width`, async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.context().route(/facebook\.(net|com)/, (route) => route.abort());
    const problems = await watchProblems(page);
    const pageId = await seededPage(page, width);
    await useStudioSession(page.context());
    await page.goto(STUDIO);
    await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeFocused();
    const pagesLayout = await layoutOf(page);

    await page.goto(`${STUDIO}pages/${pageId}/widgets/3`);
    await expect(page.getByRole('heading', { name: 'Instagram bio link', level: 1 })).toBeVisible();
    expect(await layoutOf(page)).toEqual(pagesLayout);
    await checkScreen(page, 'config_only', width);

    await page.goto(`${STUDIO}pages/${pageId}/reports`);
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab').first()).toBeVisible();
    expect(await layoutOf(page)).toEqual(pagesLayout);
    await checkScreen(page, 'reports', width);

    await page.goto(`${STUDIO}pages/${pageId}/widgets/1`);
    // The editor's first opening in a context loads its chunks and the real frame: more than a list.
    await expect(page.getByRole('heading', { name: 'Restock alerts', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[data-testid="preview-stage"] iframe').last().contentFrame().getByRole('textbox', { name: 'Edit title' })).toBeVisible();
    expect(await layoutOf(page)).toEqual(pagesLayout);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link')).toHaveText(['Pages', pageId]);
    await expect(trail.locator('[aria-current="page"]')).toHaveText('Restock alerts');
    await checkScreen(page, 'editor', width);

    expect([...problems.consoleErrors, ...problems.pageErrors]).toEqual([]);
  });

  test(`the editor's Save stays in view at ${width} px while the form scrolls, and covers no field the keyboard reaches`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.context().route(/facebook\.(net|com)/, (route) => route.abort());
    const pageId = await seededPage(page, width);
    await useStudioSession(page.context());
    await page.goto(`${STUDIO}pages/${pageId}/widgets/1`);
    // The editor's first opening in a context loads its chunks and the real frame: more than a list.
    await expect(page.getByRole('heading', { name: 'Restock alerts', level: 1 })).toBeVisible({ timeout: 30_000 });

    // The long form scrolls; Save stays in view, and every field the keyboard reaches is uncovered.
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await page.getByRole('heading', { name: 'Restock alerts', level: 1 }).click();
    // Past the preview (first on a phone) and well into the form.
    for (let presses = 0; presses < 70; presses += 1) {
      await page.keyboard.press('Tab');
      expect(await coverOfFocused(page), `Tab ${presses + 1}`).toBeNull();
    }
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(400);
    expect(await inViewport(page, save)).toBe(true);
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight / 2));
    expect(await inViewport(page, save)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/editor_scrolled_${width}.png` });
  });
}

test('a page whose results cannot be loaded says so once, with Try again, and its list stays usable', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const pageId = await seededPage(page, 0);
  await useStudioSession(page.context());
  let fail = true;
  await page.route('**/widget-results?*', (route) => (fail ? route.fulfill({ status: 500, json: { state: false, errors: [{ message: 'The database is away' }] } }) : route.fallback()));
  await page.goto(`${STUDIO}pages/${pageId}`);
  const alert = page.getByRole('alert').filter({ hasText: 'results could not be loaded' });
  await expect(alert).toContainText('The database is away');
  const rows = page.getByRole('list', { name: `Widgets of ${pageId}` }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.getByRole('definition')).toHaveCount(0);
  await expect(rows.nth(0)).toContainText('Status: On the site');
  expect(await pageAxeProblems(page)).toEqual([]);

  fail = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toBeHidden();
  await expect(rows.nth(0).getByRole('definition')).toHaveText(['3', '0', '0%', '—']);
  await rows.nth(0).getByRole('link', { name: 'Restock alerts', exact: true }).click();
  await expect(page).toHaveURL(`${STUDIO}pages/${pageId}/widgets/1`);
});

/** The texts of the widget's document that the focused editable text's outline band (from its outer edge inward by its width) meets. */
const outlineCrossings = (editable: Locator) =>
  editable.evaluate((element) => {
    const doc = element.ownerDocument;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const offset = parseFloat(style.outlineOffset);
    const width = parseFloat(style.outlineWidth);
    const outer = { left: box.left - offset, top: box.top - offset, right: box.right + offset, bottom: box.bottom + offset };
    const inner = { left: outer.left + width, top: outer.top + width, right: outer.right - width, bottom: outer.bottom - width };
    const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      if ((node.textContent ?? '').trim() === '') continue;
      const range = doc.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        const meetsOuter = r.left < outer.right && r.right > outer.left && r.top < outer.bottom && r.bottom > outer.top;
        const insideInner = r.left >= inner.left && r.right <= inner.right && r.top >= inner.top && r.bottom <= inner.bottom;
        if (r.width > 0 && meetsOuter && !insideInner) found.push(`${element.getAttribute('aria-label') ?? ''} meets "${(node.textContent ?? '').slice(0, 30)}"`);
      }
    }
    return found;
  });

test('the preview outlines an editable text only on hover or keyboard focus, and never over a glyph', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.context().route(/facebook\.(net|com)/, (route) => route.abort());
  const pageId = await seededPage(page, 1);
  await useStudioSession(page.context());
  const outline = (target: Locator) => target.evaluate((element) => getComputedStyle(element).outlineStyle);
  // The box, and the bar, whose title and description sit close together.
  for (const widgetId of [1, 2]) {
    await page.goto(`${STUDIO}pages/${pageId}/widgets/${widgetId}`);
    const frame = page.locator('[data-testid="preview-stage"] iframe').last().contentFrame();
    const title = frame.getByRole('textbox', { name: 'Edit title' });
    await expect(title).toBeVisible();
    await page.mouse.move(0, 0);
    const editables = await frame.getByRole('textbox').all();
    for (const editable of editables) expect(await outline(editable)).toBe('none');
    await title.hover();
    expect(await outline(title)).toBe('dashed');
    await page.mouse.move(0, 0);
    for (const editable of editables) {
      await editable.focus();
      expect(await outline(editable)).toBe('solid');
      expect(await outlineCrossings(editable)).toEqual([]);
    }
  }
});
