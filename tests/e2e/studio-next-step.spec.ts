/**
 * The thank-you's next step in the studio (issue 29): chosen in the editor's After submit section with
 * the keyboard (Tab to the choice, arrows between its options, Tab to the code), saved as
 * `data.submitted.nextStep`, and refused by the server's schema at its path when a link could not be
 * opened.
 */
import { ADMIN_HEADERS, WIDGET_ORIGIN } from './origins';
import { expect, test } from './test';
import { newStudioPage, tabTo } from './studioSession';

test.use({ viewport: { width: 1280, height: 860 }, messengerSdk: 'abort' });

test('a code to copy, chosen and typed by keyboard, is saved; a javascript: link is refused at its path', async ({ page }) => {
  const pageId = await newStudioPage(page, 'e2e-next-step', 'modal');
  await page.goto(`${WIDGET_ORIGIN}/studio/pages/${pageId}/widgets/1`);
  // The studio's editor chunk and the preview's frame load first: slow on a loaded 2-core machine.
  await expect(page.getByRole('heading', { name: 'Modal', level: 1 })).toBeVisible({ timeout: 30_000 });

  // The modal's default: Messenger, as SPEC §2 has it.
  const messenger = page.getByRole('radio', { name: /^Continue in Messenger/ });
  await expect(messenger).toBeChecked();
  await page.getByRole('textbox', { name: /^Thank-you title/ }).focus();
  await tabTo(page, messenger);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /^A code to copy/ })).toBeChecked();
  const code = page.getByRole('textbox', { name: /^Code/ });
  await tabTo(page, code);
  await page.keyboard.type('WELCOME10');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();

  const stored = await page.request.get(`${WIDGET_ORIGIN}/admin/pages/${pageId}`, { headers: ADMIN_HEADERS });
  const { page: saved } = (await stored.json()) as { page: { config: { widgets: { data: { submitted?: { nextStep?: unknown } } }[] } } };
  expect(saved.config.widgets[0]?.data.submitted?.nextStep).toEqual({ type: 'code', code: 'WELCOME10' });

  const refused = await page.evaluate(async (id) => {
    const r = await fetch(`/studio/api/pages/${id}/widgets/1`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ widget_id: 1, widget_type: 'modal', channel: 'fb', data: { submitted: { nextStep: { type: 'link', text: 'Shop', url: 'javascript:alert(1)' } } } }),
    });
    return { status: r.status, fields: ((await r.json()) as { errors: { field?: string }[] }).errors.map((e) => e.field) };
  }, pageId);
  expect(refused).toEqual({ status: 400, fields: ['data.submitted.nextStep.url'] });
});
