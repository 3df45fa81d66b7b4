/**
 * A page's "Brand and legal" settings in the studio (studio/pageSettings/, PUT /studio/api/pages/:id/settings):
 * a site owner, by keyboard alone (Tab, typing, arrow keys in the radio groups, Enter), sets the business
 * name, the Terms and Privacy pages, the accent, the font and the corners of a new page with a Messenger
 * box; the admin API then holds exactly those fields, and a visitor on the demo site sees the box's call
 * to action in the accent, as a pill, in the serif stack. An accent that is not a hex code is refused at
 * its field and nothing is stored. Axe on the form, clean and with a problem shown.
 * (The README's studio_page_settings_*.png show the demo brand: studio-demo.spec.ts writes them.)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { THEME_FONT_NAMES } from '../../bridge-protocol/themeChoices';
import { ADMIN_HEADERS, DEMO_ORIGIN, WIDGET_ORIGIN } from './origins';
import { newStudioPage, tabTo } from './studioSession';
import { expectVisible, pageAxeProblems, watchProblems, widgetFrame } from './support';
import { expect, test, type Page } from './test';

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const STUDIO = `${WIDGET_ORIGIN}/studio/`;

test.use({ messengerSdk: 'abort', reducedMotion: 'reduce' });

/** A new page with one Messenger box (widget 1), opened on its page screen; its id. */
async function openNewPage(page: Page, prefix: string): Promise<string> {
  const pageId = await newStudioPage(page, prefix, 'box');
  await page.goto(`${STUDIO}pages/${pageId}`);
  await expect(page.getByRole('heading', { name: pageId, level: 1 })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Brand and legal', level: 2 })).toBeVisible();
  return pageId;
}

async function storedConfig(page: Page, pageId: string): Promise<Record<string, unknown>> {
  const answer = await page.request.get(`${WIDGET_ORIGIN}/admin/pages/${pageId}`, { headers: ADMIN_HEADERS });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { page: { config: Record<string, unknown> } }).page.config;
}

const section = (page: Page) => page.locator('section').filter({ has: page.getByRole('heading', { name: 'Brand and legal' }) });

test('brand and legal settings set by keyboard alone are stored exactly and worn by the page’s box', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const problems = await watchProblems(page);
  const pageId = await openNewPage(page, 'e2e-brand');
  const form = section(page);

  // The business name starts as the page id (a new page's page_name): selected and typed over.
  const name = form.getByRole('textbox', { name: /^Business name/ });
  await expect(name).toHaveValue(pageId);
  await tabTo(page, name);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Harbour Coffee');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('textbox', { name: /^Terms page/ })).toBeFocused();
  await page.keyboard.type('https://harbour.example/terms');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('textbox', { name: /^Privacy page/ })).toBeFocused();
  await page.keyboard.type('https://harbour.example/privacy');

  // The colour's picker, then its hex code.
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Accent colour: pick a colour')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.locator('#field-theme-accent')).toBeFocused();
  await page.keyboard.type('#1E3A8A');

  // The font: System (the default) is the group's tab stop; the arrow keys move the choice to Serif.
  const fonts = form.getByRole('radiogroup', { name: 'Font' });
  await page.keyboard.press('Tab');
  await expect(fonts.getByRole('radio', { name: 'System (default)' })).toBeFocused();
  for (let step = 0; step < THEME_FONT_NAMES.indexOf('serif'); step += 1) await page.keyboard.press('ArrowDown');
  await expect(fonts.getByRole('radio', { name: 'Serif' })).toBeChecked();
  // Each font's name is shown in its own stack.
  expect(await fonts.getByText('Serif', { exact: true }).evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Charter');

  const corners = form.getByRole('radiogroup', { name: 'Corners' });
  await page.keyboard.press('Tab');
  await expect(corners.getByRole('radio', { name: 'Soft (default)' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(corners.getByRole('radio', { name: 'Round' })).toBeChecked();

  await expect(form.getByRole('status')).toHaveText('Unsaved changes');
  expect(await pageAxeProblems(page)).toEqual([]);

  // Then the live preview's device choice (its frame is a picture, inert: issue 49), then Save.
  await page.keyboard.press('Tab');
  await expect(form.getByRole('radiogroup', { name: 'Theme preview device' }).getByRole('radio', { name: 'Desktop' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Save' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toHaveText('Saved');

  const config = await storedConfig(page, pageId);
  expect(config).toMatchObject({
    page_name: 'Harbour Coffee',
    terms_url: 'https://harbour.example/terms',
    privacy_url: 'https://harbour.example/privacy',
  });
  expect(config.theme).toEqual({ accent: '#1E3A8A', font: 'serif', radius: 'round' });
  expect(config.widgets).toHaveLength(1);

  // A visitor on the demo site: the box's call to action in the accent, a pill, in the serif stack.
  const visitor = await page.context().newPage();
  await visitor.goto(`${DEMO_ORIGIN}/try.html?page=${pageId}&embed=1`);
  await expectVisible(visitor, 1);
  const box = await widgetFrame(visitor, 1);
  const cta = box.locator('a, button').filter({ hasText: /Messenger/ }).first();
  await expect(cta).toHaveCSS('background-color', 'rgb(30, 58, 138)');
  const style = await cta.evaluate((el) => ({ radius: getComputedStyle(el).borderTopLeftRadius, font: getComputedStyle(el).fontFamily }));
  expect(parseFloat(style.radius)).toBeGreaterThan(100);
  expect(style.font).toContain('Charter');
  await visitor.close();

  // On a phone: nothing of the form reaches past the screen's edge. A tall screen, the form's bottom at
  // its bottom, so the studio's sticky header does not cover the form's top in the picture.
  await page.setViewportSize({ width: 375, height: 1100 });
  await form.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  const overflow = await form.evaluate((element) =>
    [...element.querySelectorAll('*')].filter((child) => child.getBoundingClientRect().right > document.documentElement.clientWidth).length,
  );
  expect(overflow).toBe(0);
  expect([...problems.consoleErrors, ...problems.pageErrors]).toEqual([]);
});

test('an accent that is not a hex code is refused at its field, nothing is stored, and what was typed stays', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const problems = await watchProblems(page);
  const pageId = await openNewPage(page, 'e2e-brand-bad');
  const form = section(page);
  const before = await storedConfig(page, pageId);

  const accent = form.locator('#field-theme-accent');
  await tabTo(page, accent);
  await page.keyboard.type('blue');
  // Enter in a field saves the form.
  await page.keyboard.press('Enter');
  const message = 'Enter a colour as a hex code, such as #0084FF.';
  await expect(form.getByRole('status')).toHaveText('Not saved: one field needs your attention.');
  await expect(accent).toHaveAttribute('aria-invalid', 'true');
  await expect(accent).toHaveAccessibleDescription(new RegExp(message.replace(/[.#]/g, '\\$&')));
  await expect(form.getByText(message)).toBeVisible();
  await expect(accent).toBeFocused();
  await expect(accent).toHaveValue('blue');
  expect(await pageAxeProblems(page)).toEqual([]);
  expect(await storedConfig(page, pageId)).toEqual(before);

  // Fixed, the message goes as it is typed, and the save goes through.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('#E4572E');
  await expect(form.getByText(message)).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toHaveText('Saved');
  expect((await storedConfig(page, pageId)).theme).toEqual({ accent: '#E4572E' });
  expect([...problems.consoleErrors, ...problems.pageErrors]).toEqual([]);
});
