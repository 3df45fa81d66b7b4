/**
 * The studio opens on real results (issue 49): a fresh start's first screen is the demo brand, marked
 * "Demo data", with its pages' state and 30-day opt-ins; its page lists each widget's impressions, opt-ins,
 * rate and revenue (numbers, not dashes); its reports count in one currency; axe clean at 1280 and 375 px.
 * Then "Remove demo data": the confirm, the call and the list without the demo brand (the shared
 * server's demo brand is left for the tests beside this one; the deletion is the server's integration test's).
 * Writes the README's studio pictures of the demo brand: docs/screenshots/studio_{page,page_settings,
 * editor,reports}_{1280,375}.png.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { WIDGET_ORIGIN } from './origins';
import { useStudioSession } from './studioSession';
import { cspViolations, pageAxeProblems, watchProblems } from './support';

const STUDIO = `${WIDGET_ORIGIN}/studio/`;
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

/** The screen settled for a picture: no focus ring, the pointer away, every number in. */
async function settle(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).focus();
  await page.mouse.move(0, 0);
  await expect(page.getByText('Loading')).toHaveCount(0);
}

for (const width of [1280, 375] as const) {
  test(`the first screen is the demo brand with its results at ${width} px; axe clean`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    const problems = await watchProblems(page);
    await useStudioSession(page.context());
    await page.goto(STUDIO);
    await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Demo data', level: 2 })).toBeVisible();
    const shop = page.locator('article', { has: page.getByRole('heading', { name: 'northbeam-shop', level: 2 }) });
    await expect(shop.getByText('Demo data', { exact: true })).toBeVisible();
    await expect(shop.getByText('Status: Live')).toBeAttached();
    await expect(shop.locator('dd').last()).toHaveText(/^[1-9][\d,]*$/);
    expect(await pageAxeProblems(page)).toEqual([]);

    await shop.getByRole('link', { name: 'northbeam-shop', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'northbeam-shop', level: 1 })).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: 'Welcome offer bar' });
    for (const name of ['Impressions', 'Opt-ins', 'Rate', 'Revenue']) {
      const value = row.getByRole('definition').nth(['Impressions', 'Opt-ins', 'Rate', 'Revenue'].indexOf(name));
      await expect(value, name).not.toHaveText('—');
      await expect(value, name).toHaveText(/\d/);
    }
    await expect(row.getByText(/\$/)).toBeVisible();
    expect(await pageAxeProblems(page)).toEqual([]);

    await page.goto(`${STUDIO}pages/northbeam-shop/reports`);
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    await expect(page.getByText('Demo data', { exact: true })).toBeVisible();
    expect(await pageAxeProblems(page)).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    expect([...problems.consoleErrors, ...problems.pageErrors]).toEqual([]);
  });
}

for (const width of [1280, 375] as const) {
  test(`the README's pictures of the demo brand at ${width} px: its page, Brand and legal with the preview, a widget's editor, its reports; axe clean`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 860 });
    await page.context().route(/facebook\.(net|com)/, (route) => route.abort());
    await useStudioSession(page.context());
    await page.goto(`${STUDIO}pages/northbeam-shop`);
    await expect(page.getByRole('listitem').filter({ hasText: 'Welcome offer bar' }).getByText(/\$/)).toBeVisible();
    await settle(page);
    expect(await pageAxeProblems(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, `studio_page_${width}.png`) });

    const settings = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Brand and legal', level: 2 }) });
    await expect(settings.getByText('Loading the preview…')).toHaveCount(0);
    await expect(settings.frameLocator('iframe').first().getByText('Leaving already?')).toBeVisible();
    expect(await pageAxeProblems(page)).toEqual([]);
    await settings.screenshot({ path: path.join(SHOTS, `studio_page_settings_${width}.png`) });

    await page.goto(`${STUDIO}pages/northbeam-shop/widgets/2`);
    await expect(page.frameLocator('iframe').first().getByText('Leaving already?')).toBeVisible();
    await page.mouse.move(0, 0);
    expect(await pageAxeProblems(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, `studio_editor_${width}.png`) });

    await page.goto(`${STUDIO}pages/northbeam-shop/reports`);
    await expect(page.getByText('Demo data', { exact: true })).toBeVisible();
    await settle(page);
    expect(await pageAxeProblems(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, `studio_reports_${width}.png`), fullPage: true });
  });
}

/**
 * The studio's side of "Remove demo data": the confirm, the call, the list without the demo brand. The
 * server's answer to the call is given here as the server gives it (demoDataRoutes.ts), and the list the
 * studio reloads is the server's own without the demo pages (an owner's pages stay in it): the e2e server is shared with the studio
 * tests running beside this one, which read the demo brand. The deletion itself, exactly the demo's rows
 * on both storages, is tests/unit/server/demoData.integration.test.ts's.
 */
test('"Remove demo data" asks first, then calls the removal once and shows the list the server gives after it', async ({ page }) => {
  await useStudioSession(page.context());
  const removals: string[] = [];
  let listedAfter = 0;
  await page.route('**/studio/api/demo-data', async (route) => {
    removals.push(route.request().method());
    await route.fulfill({ json: { state: true, removed: ['northbeam-journal', 'northbeam-shop'] } });
  });
  await page.route('**/studio/api/pages', async (route) => {
    if (removals.length === 0 || route.request().method() !== 'GET') return route.fallback();
    listedAfter++;
    const response = await route.fetch();
    const answer = (await response.json()) as { state: true; pages: { demo?: boolean }[] };
    await route.fulfill({ response, json: { ...answer, pages: answer.pages.filter((p) => p.demo !== true) } });
  });
  await page.goto(STUDIO);
  await expect(page.getByRole('heading', { name: 'Demo data', level: 2 })).toBeVisible();

  await page.getByRole('button', { name: 'Remove demo data' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Your own pages are kept');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'northbeam-shop', level: 2 })).toBeVisible();
  expect(removals).toEqual([]);

  await page.getByRole('button', { name: 'Remove demo data' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove demo data' }).click();
  await expect(page.getByRole('heading', { name: 'Demo data', level: 2 })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'northbeam-shop', level: 2 })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'northbeam-journal', level: 2 })).toHaveCount(0);
  expect(removals).toEqual(['DELETE']);
  expect(listedAfter).toBeGreaterThan(0);
});
