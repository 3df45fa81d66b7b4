/**
 * Issue 49, stacking that a site owner controls (bridge-protocol/stacking.ts): on /stacking.html, a host
 * page with a header fixed at z-index 1000 and a real consent tool's banner (vanilla-cookieconsent, at
 * 2147483647, a bar at the bottom), the widgets sit over the header and under the banner by default, and
 * over both when the page's `stacking.zIndex` says so. In both the page's own buttons that no widget
 * covers stay clickable (Playwright's click fails on a covered element), and a closed or never-shown
 * widget catches no click at all.
 */
import { expect, test, type Page } from './test';
import { alterConfig } from './hostileChecks';
import { expectHidden, expectVisible, widgetFrame } from './support';

test.use({ messengerSdk: 'abort', reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });

const SLIDE_IN = 491;
const BUBBLE = 492;
const MODAL = 493;

/** What a visitor's click at (x, y) reaches: a widget's frame, the consent banner, the header, or the page. */
async function topAt(page: Page, point: { x: number; y: number }): Promise<string> {
  return page.evaluate(({ x, y }) => {
    const el = document.elementFromPoint(x, y);
    const widget = el?.closest('iframe[data-widget-id]');
    if (widget) return `widget ${widget.getAttribute('data-widget-id')}`;
    if (el?.closest('#cc-main')) return 'consent banner';
    if (el?.closest('.site-header')) return 'header';
    return 'page';
  }, point);
}

async function centreOf(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The page with both widgets shown and the consent banner up, its pictures at 375 and 1280 kept with the test's output. */
async function openPage(page: Page, name: string): Promise<void> {
  await page.goto('/stacking.html');
  await expectVisible(page, SLIDE_IN);
  await expectVisible(page, BUBBLE);
  await expect(page.locator('#cc-main .cm')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`) });
}

test('by default the widgets cover the fixed header and stay under the cookie banner, whose buttons and the header’s link are clickable', async ({ page }) => {
  await openPage(page, 'default');
  // The slide-in at the top right over the header's right-hand link (header: z-index 1000).
  expect(await topAt(page, await centreOf(page, '#header-account'))).toBe(`widget ${SLIDE_IN}`);
  // The chat bubble under the consent bar where they meet.
  const bubble = await centreOf(page, `iframe[data-widget-id="${BUBBLE}"]`);
  expect(await topAt(page, bubble)).toBe('consent banner');

  await page.locator('#header-shop').click();
  await expect(page).toHaveURL(/#shop$/);
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect(page.locator('#cc-main .cm')).toBeHidden();
  // Answered: the bubble is the visitor's to press.
  expect(await topAt(page, bubble)).toBe(`widget ${BUBBLE}`);
});

test('with the level "above everything" the widgets cover a cookie banner at OneTrust’s level too, and the buttons they leave free stay clickable', async ({ page }) => {
  await alterConfig(page, (config) => ({ ...config, stacking: { zIndex: 2147483646 } }));
  await openPage(page, 'top');
  expect(await topAt(page, await centreOf(page, '#header-account'))).toBe(`widget ${SLIDE_IN}`);
  const bubble = await centreOf(page, `iframe[data-widget-id="${BUBBLE}"]`);
  await expect(page.locator(`iframe[data-widget-id="${BUBBLE}"]`)).toHaveCSS('z-index', '2147483646');
  // vanilla-cookieconsent's own level is the highest a browser keeps (2147483647): nothing goes over it by
  // z-index (docs/EMBEDDING.md "Stacking"). A site that wants its widgets over the banner lowers it, here
  // to OneTrust's banner level, with the tool's own variable.
  expect(await topAt(page, bubble)).toBe('consent banner');
  await page.addStyleTag({ content: ':root { --cc-z-index: 2147483645; }' });
  expect(await topAt(page, bubble)).toBe(`widget ${BUBBLE}`);
  await page.screenshot({ path: test.info().outputPath('top-over-banner-1280.png') });

  await page.locator('#header-shop').click();
  await expect(page).toHaveURL(/#shop$/);
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect(page.locator('#cc-main .cm')).toBeHidden();
});

test('a level of the owner’s own below the header puts the widgets under it', async ({ page }) => {
  await alterConfig(page, (config) => ({ ...config, stacking: { zIndex: 999 } }));
  await openPage(page, 'below-header');
  expect(await topAt(page, await centreOf(page, '#header-account'))).toBe('header');
  await page.locator('#header-account').click();
  await expect(page).toHaveURL(/#account$/);
});

test('a closed widget and one not shown yet catch no click: the header link under the closed slide-in is clickable', async ({ page }) => {
  await openPage(page, 'closed');
  const link = await centreOf(page, '#header-account');
  expect(await topAt(page, link)).toBe(`widget ${SLIDE_IN}`);
  await (await widgetFrame(page, SLIDE_IN)).getByRole('button', { name: 'Close' }).click();
  await expectHidden(page, SLIDE_IN);
  for (const id of [SLIDE_IN, MODAL]) {
    const iframe = page.locator(`iframe[data-widget-id="${id}"]`);
    await expect(iframe).toHaveCSS('pointer-events', 'none');
    await expect(iframe).toHaveCSS('visibility', 'hidden');
  }
  expect(await topAt(page, link)).toBe('header');
  await page.locator('#header-account').click();
  await expect(page).toHaveURL(/#account$/);
});

test('on a phone (375 px) the default keeps the bubble under the banner and the banner’s buttons clickable', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/stacking.html');
  await expectVisible(page, BUBBLE);
  await expect(page.locator('#cc-main .cm')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('default-375.png') });
  expect(await topAt(page, await centreOf(page, `iframe[data-widget-id="${BUBBLE}"]`))).toBe('consent banner');
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect(page.locator('#cc-main .cm')).toBeHidden();
});
