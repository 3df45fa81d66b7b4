/**
 * A widget's schedule in the studio's editor (data.setup.schedule, bridge-protocol/schedule.ts): a site
 * owner sets "Show from", weekdays and evening hours that run past midnight by keyboard alone (Tab,
 * digits typed into the date and time segments, Space on the weekdays, Enter to save), and the stored
 * widget, read back through the admin API, holds exactly that schedule in the owner's time zone (the
 * browser's, Europe/Paris here). A "Show until" before "Show from" is refused with the schema's message at
 * that field, whose link in the summary leads back to it. Axe on the editor with the schedule shown, and
 * on the controls gallery's date and time pickers (typed in en-GB order; a date before 2016 refused).
 * Writes docs/screenshots/studio_schedule_{1280,375}.png and studio_date_picker.png.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN_HEADERS, DEMO_ORIGIN, WIDGET_ORIGIN } from './origins';
import { newStudioPage, tabTo, useStudioSession } from './studioSession';
import { pageAxeProblems, watchProblems } from './support';

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const STUDIO = `${WIDGET_ORIGIN}/studio/`;

// The owner's zone is the browser's: fixed, so the stored schedule is known. en-US weeks start on Sunday.
test.use({ timezoneId: 'Europe/Paris', locale: 'en-US' });

/** A new page with one modal, opened in the editor; its id. */
async function openNewModal(page: Page, prefix: string): Promise<string> {
  const pageId = await newStudioPage(page, prefix, 'modal');
  await page.goto(`${STUDIO}pages/${pageId}/widgets/1`);
  await expect(page.getByRole('heading', { name: 'Modal', level: 1 })).toBeVisible();
  return pageId;
}

const part = (page: Page, name: string) => page.locator(`#field-data-setup-schedule-${name}`);
const segment = (field: Locator, type: 'month' | 'day' | 'year' | 'hour' | 'minute') => field.getByRole('spinbutton', { name: new RegExp(`^${type}`) });
/** The first (or last) date or time field's segments in `field` as they read on screen ("5/14/2031", "09:30"), the bidi marks dropped. */
const shown = (field: Locator, which: 'first' | 'last' = 'first') =>
  field.locator('[role="group"]')[which]().evaluate((group) => (group.textContent ?? '').replace(/[\u2066-\u2069\s]/g, ''));

/**
 * A visitor at `time` on the demo site's try page, once the page opens the modal (widget 1) by hand
 * (MC.getWidget(id).open(), which its schedule still decides): it shows, or it stays closed.
 */
async function expectVisitorSees(studio: Page, pageId: string, time: string, shows: boolean): Promise<void> {
  const visitor = await studio.context().newPage();
  await visitor.clock.install({ time: new Date(time) });
  await visitor.goto(`${DEMO_ORIGIN}/try.html?page=${pageId}`);
  await visitor.waitForFunction(() => (window as unknown as { MC?: { status: string } }).MC?.status === 'ready');
  await visitor.evaluate(() => (window as unknown as { MC: { getWidget(id: string): { open(): void } } }).MC.getWidget('1').open());
  const iframe = visitor.locator('iframe[data-widget-id="1"]');
  const visible = () => iframe.evaluate((el) => getComputedStyle(el).visibility === 'visible' && el.getBoundingClientRect().height > 0);
  if (shows) {
    await expect.poll(visible).toBe(true);
  } else {
    // The frame answers an open at once: after a round trip through it, an open would have been sent.
    const frame = await (await iframe.elementHandle())!.contentFrame();
    await frame!.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await visible()).toBe(false);
  }
  await visitor.close();
}

async function storedSchedule(page: Page, pageId: string): Promise<unknown> {
  const answer = await page.request.get(`${WIDGET_ORIGIN}/admin/pages/${pageId}`, { headers: ADMIN_HEADERS });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { page: { config: { widgets: { widget_id: number; data: { setup?: { schedule?: unknown } } }[] } } };
  return body.page.config.widgets.find((widget) => widget.widget_id === 1)?.data.setup?.schedule;
}

test('a schedule set by keyboard alone is stored exactly, in the owner’s time zone, and shown back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const problems = await watchProblems(page);
  const pageId = await openNewModal(page, 'e2e-schedule');
  const start = part(page, 'start');
  const hoursFrom = part(page, 'hours-from');
  const hoursUntil = part(page, 'hours-until');

  // From the field before it, Tab reaches "Show from"'s first segment; the date is typed in en-US order.
  await page.getByRole('textbox', { name: /^Also open on a named event/ }).focus();
  await page.keyboard.press('Tab');
  await expect(segment(start, 'month')).toBeFocused();
  await page.keyboard.type('05142031');
  await expect.poll(() => shown(start)).toBe('5/14/2031');
  // The calendar button, then the time, which a date enables.
  await page.keyboard.press('Tab');
  await expect(start.getByRole('button', { name: /Calendar/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(segment(start, 'hour')).toBeFocused();
  await page.keyboard.type('0930');
  await expect(segment(start, 'minute')).toHaveText('30');

  // The weekdays, Sunday first in en-US; Monday to Friday ticked with Space.
  const days = part(page, 'days');
  await expect(days.getByRole('checkbox')).toHaveCount(7);
  expect(await days.getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => box.closest('label')?.textContent?.trim()))).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
  await tabTo(page, days.getByRole('checkbox', { name: 'Monday' }));
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
    await expect(days.getByRole('checkbox', { name: day })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(days.getByRole('checkbox', { name: day })).toBeChecked();
    await page.keyboard.press('Tab');
  }
  await expect(days.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();

  // 18:00 to 02:00: the end is the next morning, and the field says so.
  await tabTo(page, segment(hoursFrom, 'hour'));
  await page.keyboard.type('1800');
  await page.keyboard.press('Tab');
  await expect(segment(hoursUntil, 'hour')).toBeFocused();
  await page.keyboard.type('0200');
  await expect(hoursUntil).toContainText('Ends the next morning.');
  await expect(page.getByRole('combobox', { name: /^Time zone/ })).toHaveValue('Europe/Paris');

  expect(await pageAxeProblems(page)).toEqual([]);
  await page.locator('#field-data-setup-schedule').screenshot({ path: path.join(SHOTS, 'studio_schedule_1280.png') });

  // The date picker's calendar, opened from its button with Enter: the typed day is the one picked.
  await tabTo(page, start.getByRole('button', { name: /Calendar/ }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog');
  await expect(calendar.getByRole('button', { name: 'May, choose month' })).toBeVisible();
  await expect(calendar.getByRole('button', { name: '2031, choose year' })).toBeVisible();
  await expect(calendar.getByRole('gridcell', { selected: true })).toHaveText('14');
  // The weekday row is hidden from the accessibility tree (each day's name says its weekday): read the cells.
  await expect(calendar.locator('th').first()).toHaveText('Sun');
  expect(await pageAxeProblems(page)).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, 'studio_date_picker.png') });
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();

  // Saved with Enter on the Save button.
  await page.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('All changes saved')).toBeVisible();
  expect(await storedSchedule(page, pageId)).toEqual({
    start: '2031-05-14T09:30',
    days: [1, 2, 3, 4, 5],
    hours: { from: '18:00', until: '26:00' },
    timeZone: 'Europe/Paris',
  });

  // Read back, 26:00 shows as the picker's 02:00, still the next morning.
  await page.reload();
  await expect.poll(() => shown(start)).toBe('5/14/2031');
  await expect.poll(() => shown(start, 'last')).toBe('09:30');
  await expect.poll(() => shown(hoursUntil)).toBe('02:00');
  await expect(hoursUntil).toContainText('Ends the next morning.');

  // Seen on the demo site, on Playwright's clock in the owner's zone: the day before, at 19:00, the modal
  // stays closed even when the page opens it; the first day, at 19:00, it opens.
  await expectVisitorSees(page, pageId, '2031-05-13T19:00:00+02:00', false);
  await expectVisitorSees(page, pageId, '2031-05-14T19:00:00+02:00', true);

  // On a phone: nothing of the field or of the calendar reaches past the screen's edge.
  await page.setViewportSize({ width: 375, height: 812 });
  const field = page.locator('#field-data-setup-schedule');
  // Its bottom at the screen's, so the studio's sticky header does not cover its top in the picture.
  await field.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await field.screenshot({ path: path.join(SHOTS, 'studio_schedule_375.png') });
  const overflow = await field.evaluate((element) =>
    [...element.querySelectorAll('*')].filter((child) => child.getBoundingClientRect().right > document.documentElement.clientWidth).length,
  );
  expect(overflow).toBe(0);
  await segment(start, 'month').focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(calendar.getByRole('button', { name: /May 14, 2031/ })).toBeFocused();
  const box = await calendar.boundingBox();
  expect(box !== null && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  // The preview shows the widget whatever its rules say, also while the hours are half typed: no error.
  expect([...problems.consoleErrors, ...problems.pageErrors]).toEqual([]);
});

test('"Show until" before "Show from" is refused at that field, and emptying every part removes the schedule', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const problems = await watchProblems(page);
  const pageId = await openNewModal(page, 'e2e-schedule-invalid');
  const start = part(page, 'start');
  const end = part(page, 'end');

  await segment(start, 'month').focus();
  await page.keyboard.type('05142031');
  await tabTo(page, segment(end, 'month'));
  await page.keyboard.type('05102031');
  await expect.poll(() => shown(end)).toBe('5/10/2031');
  await page.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');

  // Said at the field and in the summary (focused); its link leads to the end's first segment.
  const summary = page.locator('#widget-form-problems');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Schedule: End the schedule after it starts.');
  await expect(end).toContainText('End the schedule after it starts.');
  await expect(end.locator('[role="group"]').first()).toHaveAttribute('data-invalid', 'true');
  expect(await pageAxeProblems(page)).toEqual([]);
  await page.keyboard.press('Tab');
  await expect(summary.getByRole('link', { name: 'Schedule' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(segment(end, 'month')).toBeFocused();

  // A later end fixes it; then both cleared, nothing of the schedule is left to store.
  await page.keyboard.type('05202031');
  await expect(end).not.toContainText('End the schedule after it starts.');
  await end.getByRole('button', { name: 'Clear show until' }).focus();
  await page.keyboard.press('Enter');
  await expect(segment(end, 'month')).toBeFocused();
  await start.getByRole('button', { name: 'Clear show from' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => shown(start)).toBe('mm/dd/yyyy');
  await page.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('All changes saved')).toBeVisible();
  expect(await storedSchedule(page, pageId)).toBeUndefined();
  expect([...problems.consoleErrors, ...problems.pageErrors]).toEqual([]);
});

test('the controls gallery’s date and time pickers: typed in the locale’s order, a date before 2016 refused, axe clean', async ({ page }) => {
  const problems = await watchProblems(page);
  await useStudioSession(page.context());
  await page.goto(`${STUDIO}controls`);
  const section = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Date and time pickers' }) });
  const reported = section.getByText(/^Reported: /);
  await expect(reported).toHaveText('Reported: date none, time none');

  // en-GB: day first.
  const dayFirst = section.getByRole('group', { name: /^Start date \(day first\)/ });
  await segment(dayFirst, 'day').focus();
  await page.keyboard.type('14052031');
  await expect(reported).toHaveText('Reported: date 2031-05-14, time none');
  await segment(section, 'hour').focus();
  await page.keyboard.type('1805');
  await expect(reported).toHaveText('Reported: date 2031-05-14, time 18:05');

  // A date before the minimum stays on screen, marked with the reason, and is not reported.
  await segment(section, 'year').first().focus();
  await page.keyboard.type('2015');
  await expect(section.getByText('Value must be 1/1/2016 or later.').first()).toBeVisible();
  await expect(reported).toHaveText('Reported: date 2031-05-14, time 18:05');

  // Its calendar's year picker skips the years before 2016 by keyboard: Alt+ArrowDown, then the year button.
  await page.keyboard.press('Alt+ArrowDown');
  const calendar = page.getByRole('dialog');
  await expect(calendar.getByRole('button', { name: '2016, choose year' })).toBeVisible();
  await tabTo(page, calendar.getByRole('button', { name: '2016, choose year' }));
  await page.keyboard.press('Enter');
  await expect(calendar.getByRole('option', { name: '2015' })).toBeDisabled();
  expect(await pageAxeProblems(page)).toEqual([]);
  await page.keyboard.press('Escape');
  expect([...problems.consoleErrors, ...problems.pageErrors]).toEqual([]);
});
