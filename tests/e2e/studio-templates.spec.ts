/**
 * Templates in the studio (issue 29; bridge-protocol/widgetTemplates.ts, studio/templates/): a site owner,
 * by keyboard alone, creates an inline box from the "New widget" gallery in a template of their choice,
 * changes it in the editor to another template, saves, and sets the page's accent; the admin API holds
 * the template's design fields with the provider's own picture, and a visitor on the demo site sees the
 * box in that template wearing the accent. A widget created without a choice starts from its kind's first
 * template, never from a bare card. Axe on the gallery. Writes docs/screenshots/studio_templates_{1280,375}.png.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WIDGET_STARTERS } from '../../bridge-protocol/studio/widgetStarters';
import { templatesFor } from '../../bridge-protocol/widgetTemplates';
import { ADMIN_HEADERS, DEMO_ORIGIN, WIDGET_ORIGIN } from './origins';
import { newStudioPage, tabTo } from './studioSession';
import { expectVisible, pageAxeProblems, watchProblems, widgetFrame } from './support';
import { expect, test, type Page } from './test';

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const STUDIO = `${WIDGET_ORIGIN}/studio/`;

test.use({ messengerSdk: 'abort', reducedMotion: 'reduce' });

type StoredWidget = { widget_id: number; widget_type: string; data: { main: Record<string, unknown> } };

async function storedWidgets(page: Page, pageId: string): Promise<StoredWidget[]> {
  const answer = await page.request.get(`${WIDGET_ORIGIN}/admin/pages/${pageId}`, { headers: ADMIN_HEADERS });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { page: { config: { widgets: StoredWidget[] } } }).page.config.widgets;
}

/** Presses the arrow key until the radio named `name` is checked (React Aria moves the choice with the focus). */
async function arrowTo(page: Page, group: ReturnType<Page['getByRole']>, name: string, key: 'ArrowDown' | 'ArrowRight' = 'ArrowDown'): Promise<void> {
  const target = group.getByRole('radio', { name: new RegExp(`^${name}`) });
  for (let presses = 0; presses < 20 && !(await target.isChecked()); presses += 1) await page.keyboard.press(key);
  await expect(target).toBeChecked();
}

test('a new widget wears its kind’s first template: a designed card with the provider’s picture, never a bare card', async ({ page }) => {
  const pageId = await newStudioPage(page, 'e2e-tpl-default', 'modal');
  const [modal] = await storedWidgets(page, pageId);
  const first = templatesFor('card')[0]!;
  expect(modal!.data.main).toMatchObject({ title: 'Join us on Messenger', skin: first.skin, imagePlacement: first.media, image: { img_big: `${WIDGET_ORIGIN}/frame/templates/${first.picture}.svg` } });
  // The picture is the provider's own file.
  const picture = await page.request.get(`${WIDGET_ORIGIN}/frame/templates/${first.picture}.svg`);
  expect(picture.headers()['content-type']).toContain('image/svg+xml');
});

test('a template and a theme picked by keyboard alone are saved and worn on the demo site', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const problems = await watchProblems(page);
  const pageId = await newStudioPage(page, 'e2e-tpl', 'button');
  await page.goto(`${STUDIO}pages/${pageId}`);
  await expect(page.getByRole('heading', { name: pageId, level: 1 })).toBeFocused();

  // "New widget": the kind's radio group, the inline box chosen with the arrow keys.
  await tabTo(page, page.getByRole('button', { name: 'New widget' }).first());
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New widget' });
  const kinds = dialog.getByRole('radiogroup', { name: 'Kind of widget' });
  await tabTo(page, kinds.getByRole('radio', { name: new RegExp(`^${WIDGET_STARTERS[0]!.label}`) }));
  await arrowTo(page, kinds, 'Inline box');
  await tabTo(page, dialog.getByRole('button', { name: 'Next: choose a template' }));
  await page.keyboard.press('Enter');

  // The gallery: the box's first template is chosen; the arrows move to Roastery, shown in the real frame.
  const templates = dialog.getByRole('radiogroup', { name: 'Template' });
  await expect(templates.getByRole('radio')).toHaveCount(templatesFor('card').length);
  await tabTo(page, templates.getByRole('radio', { name: /^Harbour/ }));
  await arrowTo(page, templates, 'Roastery');
  // The dialog's preview, not the Brand and legal preview on the page behind it (issue 49).
  const preview = dialog.frameLocator('[data-testid="preview-stage"] iframe').first();
  await expect(preview.getByTestId('media-image')).toHaveAttribute('src', /\/frame\/templates\/coffee\.svg$/);
  expect(await pageAxeProblems(page)).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, 'studio_templates_1280.png') });
  await tabTo(page, dialog.getByRole('button', { name: 'Create widget' }));
  await page.keyboard.press('Enter');

  // The editor of the new box (widget 2), in Roastery; "Change template" moves it to Linen.
  await expect(page.getByRole('heading', { level: 1, name: 'Inline box' })).toBeVisible();
  await expect(page.getByText('Template: Roastery')).toBeVisible();
  let [, box] = await storedWidgets(page, pageId);
  expect(box!.data.main).toMatchObject({ skin: 'dark', imagePlacement: 'left', image: { img_big: `${WIDGET_ORIGIN}/frame/templates/coffee.svg` } });
  await tabTo(page, page.getByRole('button', { name: 'Change template' }));
  await page.keyboard.press('Enter');
  const change = page.getByRole('dialog', { name: 'Change template' });
  const gallery = change.getByRole('radiogroup', { name: 'Template' });
  await tabTo(page, gallery.getByRole('radio', { name: /^Roastery/ }));
  await arrowTo(page, gallery, 'Linen');
  await tabTo(page, change.getByRole('button', { name: 'Use this template' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Template: Linen')).toBeVisible();
  // Focus is back on "Change template"; Save is in the save bar after the form.
  await tabTo(page, page.getByRole('button', { name: 'Save', exact: true }), 'Tab', 300);
  await page.keyboard.press('Enter');
  await expect(page.getByText('All changes saved')).toBeVisible();
  [, box] = await storedWidgets(page, pageId);
  // Linen's design, the texts kept, the earlier picture gone.
  expect(box!.data.main).toMatchObject({ title: 'Stay in touch', skin: 'light', colors: { background: '#FBF5EC', headline: '#3F2A14', description: '#6B4F32' } });
  expect(box!.data.main).not.toHaveProperty('image');

  // The theme: the page's accent, typed on the page screen, saved with Enter.
  await page.goto(`${STUDIO}pages/${pageId}`);
  const form = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Brand and legal' }) });
  await tabTo(page, form.locator('#field-theme-accent'));
  await page.keyboard.type('#9D174D');
  await tabTo(page, form.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toHaveText('Saved');

  // A visitor on the demo site: the Linen surface and text, the call to action in the accent.
  const visitor = await page.context().newPage();
  await visitor.goto(`${DEMO_ORIGIN}/try.html?page=${pageId}&embed=2`);
  await expectVisible(visitor, 2);
  const frame = await widgetFrame(visitor, 2);
  await expect(frame.getByRole('heading', { name: 'Stay in touch' })).toHaveCSS('color', 'rgb(63, 42, 20)');
  // The card's surface: the first ancestor of the headline with a background of its own.
  const surface = await frame.getByRole('heading', { name: 'Stay in touch' }).evaluate((el) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor;
      if (color !== 'rgba(0, 0, 0, 0)') return color;
    }
    return null;
  });
  expect(surface).toMatch(/^rgba?\(251, 245, 236/);
  await expect(frame.locator('a, button').filter({ hasText: /Messenger/ }).first()).toHaveCSS('background-color', 'rgb(157, 23, 77)');
  await visitor.close();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${STUDIO}pages/${pageId}/widgets/2`);
  await tabTo(page, page.getByRole('button', { name: 'Change template' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Change template' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: path.join(SHOTS, 'studio_templates_375.png') });
  expect([...problems.consoleErrors, ...problems.pageErrors]).toEqual([]);
});

test('an SMS card wears the card templates with their picture inside it, never Night sky’s picture behind the phone field', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const problems = await watchProblems(page);
  const pageId = await newStudioPage(page, 'e2e-tpl-sms', 'button');
  const status = await page.evaluate(
    (id) =>
      fetch(`/studio/api/pages/${id}/widgets`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ widget_type: 'box', channel: 'sms', template: 'greenhouse' }) }).then(
        (r) => r.status,
      ),
    pageId,
  );
  expect(status).toBe(201);
  await page.goto(`${STUDIO}pages/${pageId}/widgets/2`);
  await expect(page.getByText('Template: Greenhouse')).toBeVisible();
  // The real frame's SMS card shows the template's picture beside its phone field's form.
  const preview = page.frameLocator('[data-testid="preview-stage"] iframe').first();
  await expect(preview.getByTestId('sms-card').getByTestId('media-image')).toHaveAttribute('src', /\/frame\/templates\/botanical\.svg$/);
  await expect(preview.getByRole('textbox', { name: /Mobile number/ })).toBeVisible();
  // The owner can change the picture and its position, as on any card.
  await expect(page.getByLabel('Picture address')).toHaveValue(`${WIDGET_ORIGIN}/frame/templates/botanical.svg`);
  await expect(page.getByRole('radiogroup', { name: 'Picture position' }).getByRole('radio', { name: 'Right of the text' })).toBeChecked();

  await page.getByRole('button', { name: 'Change template' }).click();
  const gallery = page.getByRole('dialog', { name: 'Change template' }).getByRole('radiogroup', { name: 'Template' });
  await expect(gallery.getByRole('radio')).toHaveCount(templatesFor('formCard').length);
  await expect(gallery.getByRole('radio', { name: /^Night sky/ })).toHaveCount(0);
  expect(await pageAxeProblems(page)).toEqual([]);
  expect([...problems.consoleErrors, ...problems.pageErrors]).toEqual([]);
});
