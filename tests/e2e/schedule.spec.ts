/**
 * A widget's schedule (issue 28, `data.setup.schedule`, bridge-protocol/schedule.ts) as a visitor meets
 * it, on Playwright's clock, which runs the host page and the widget's frame alike: a bar scheduled from
 * tomorrow does not show today, opens by itself at midnight while the visitor is still on the page, and
 * shows at once on a visit tomorrow.
 */
import { ADMIN_HEADERS, WIDGET_ORIGIN } from './origins';
import { expectHidden, expectVisible, watchProblems, widgetFrame } from './support';
import { expect, test, type Page } from './test';

const BAR = 7;
const DAY_MS = 86_400_000;

/** Today (on the machine's clock) at 10:00 UTC, and tomorrow's date as the schedule writes it. */
function days(): { todayAt10: number; tomorrow: string } {
  const midnight = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  return { todayAt10: midnight + 10 * 3_600_000, tomorrow: new Date(midnight + DAY_MS).toISOString().slice(0, 10) };
}

test.use({ timezoneId: 'UTC', viewport: { width: 1280, height: 800 } });

/** The demo's bar, shown at once, on a page of its own scheduled from `start` (UTC). */
async function scheduledPage(request: import('@playwright/test').APIRequestContext, start: string): Promise<string> {
  const seeded = (await (await request.get(`${WIDGET_ORIGIN}/admin/pages/demo`, { headers: ADMIN_HEADERS })).json()) as {
    page: { config: { widgets: { widget_id: number; data: { main: Record<string, unknown>; setup?: Record<string, unknown> } }[] } & Record<string, unknown> };
  };
  const bar = seeded.page.config.widgets.find((widget) => widget.widget_id === BAR)!;
  const scheduled = {
    ...bar,
    data: { ...bar.data, main: { ...bar.data.main, whenDisplay: { type: 'always', value: null } }, setup: { ...bar.data.setup, schedule: { start, timeZone: 'UTC' } } },
  };
  const pageId = `e2e-schedule-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const put = await request.put(`${WIDGET_ORIGIN}/admin/pages/${pageId}`, { headers: ADMIN_HEADERS, data: { ...seeded.page.config, pageId, widgets: [scheduled] } });
  expect(put.status()).toBe(200);
  return pageId;
}

/** Waits until the bar's frame has said `rendered` (its display decision is made in the same step). */
async function visit(page: Page, pageId: string): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { MC?: unknown; __rendered?: string[]; __opened?: string[] };
    w.__rendered = [];
    w.__opened = [];
    // The queue snippet's form: the calls wait for the loader.
    const queue = ((...args: unknown[]) => (queue as unknown as { q: unknown[] }).q.push(args)) as unknown as { q: unknown[] };
    queue.q = [];
    w.MC = queue;
    (w.MC as (...args: unknown[]) => void)('on', 'rendered', (detail: { widgetId: string }) => w.__rendered!.push(detail.widgetId));
    (w.MC as (...args: unknown[]) => void)('on', 'open', (detail: { widgetId: string }) => w.__opened!.push(detail.widgetId));
  });
  await page.goto(`/try.html?page=${pageId}`);
  await page.waitForFunction((id) => (window as unknown as { __rendered: string[] }).__rendered.includes(id), String(BAR));
}

test('scheduled from tomorrow: hidden today, and it opens by itself at midnight while the visitor stays', async ({ page, request }) => {
  const problems = await watchProblems(page);
  const { todayAt10, tomorrow } = days();
  const pageId = await scheduledPage(request, tomorrow);
  await page.clock.install({ time: todayAt10 });
  await visit(page, pageId);
  // The frame's `open` would follow its `rendered` in the same step: one round trip through the frame
  // and the host, and it would be here.
  await (await widgetFrame(page, BAR)).evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await expectHidden(page, BAR);
  expect(await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened)).toEqual([]);

  // 13 h 59 min later it is still today: the frame has checked again and still waits.
  await page.clock.fastForward('13:59:00');
  await expectHidden(page, BAR);
  // Midnight (UTC, the schedule's zone): the bar opens without a reload or a page signal.
  await page.clock.fastForward('01:01');
  await expectVisible(page, BAR);
  expect(await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened)).toEqual([String(BAR)]);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test('a visit tomorrow shows the bar at once', async ({ page, request }) => {
  const { todayAt10, tomorrow } = days();
  const pageId = await scheduledPage(request, tomorrow);
  await page.clock.install({ time: todayAt10 + DAY_MS });
  await visit(page, pageId);
  await expectVisible(page, BAR);
});

test('a schedule the frame cannot read disables that widget with one console error', async ({ page, request }) => {
  const problems = await watchProblems(page);
  // The studio refuses to save it (the save check); a configuration written past the studio still
  // reaches the frame, which says what is wrong rather than guessing when to show.
  const pageId = await scheduledPage(request, '01/12/2026');
  await page.goto(`/try.html?page=${pageId}`);
  await expect.poll(() => problems.consoleErrors.length).toBe(1);
  expect(problems.consoleErrors[0]).toContain('data.setup.schedule.start: Enter a date as YYYY-MM-DD');
  await expectHidden(page, BAR);
  expect(problems.pageErrors).toEqual([]);
});
