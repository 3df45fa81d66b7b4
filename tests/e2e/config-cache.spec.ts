/**
 * Repeat visits start at once (loader/configCache.ts): the second visit creates its frames from the
 * configuration stored at the first, before the configuration request is answered, and the answer then
 * replaces only the widgets it changed (configChanges.ts): an unchanged widget keeps its iframe, never
 * reloaded. The request is held by the test, so "before the answer" is an order, not a time.
 */
import type { Route } from '@playwright/test';
import { expect, test } from './test';
import type { ServedConfig } from './hostileChecks';
import { expectVisible, watchProblems, widgetFrame, widgetIframe } from './support';

/** bench-1's bottom bar (101) and a top bar beside it (102), whose title the test may change. */
function twoBars(config: ServedConfig, topTitle: string): ServedConfig {
  const bar = config.widgets[0] as { data: { main: Record<string, unknown> } };
  const top = { ...bar, widget_id: 102, name: 'Top bar', data: { ...bar.data, main: { ...bar.data.main, title: topTitle, barPlacement: 'top' } } };
  return { ...config, widgets: [bar, top] };
}

interface ConfigRoute {
  /** Requests from now on wait until `answer`. */
  hold(): void;
  held(): number;
  /** Answers the held request with the page's configuration, the top bar titled `topTitle`. */
  answer(topTitle: string): Promise<void>;
}

async function routeConfig(page: import('@playwright/test').Page, firstTitle: string): Promise<ConfigRoute> {
  let holding = false;
  const held: Route[] = [];
  const fulfill = async (route: Route, title: string) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: JSON.stringify(twoBars((await response.json()) as ServedConfig, title)) });
  };
  await page.route('**/widget/config?**', async (route) => {
    if (holding) held.push(route);
    else await fulfill(route, firstTitle);
  });
  return {
    hold: () => void (holding = true),
    held: () => held.length,
    answer: async (title) => {
      holding = false;
      for (const route of held.splice(0)) await fulfill(route, title);
    },
  };
}

/** Marks each widget iframe element now in the page; a replaced frame is a new element without the mark. */
const markFrames = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.querySelectorAll('iframe[data-widget-id]').forEach((frame) => frame.setAttribute('data-test-kept', '')));

test.describe('a repeat visit', () => {
  test('shows its widgets before the configuration is answered; the same answer replaces nothing', async ({ page }) => {
    const problems = await watchProblems(page);
    const config = await routeConfig(page, 'Top bar');
    await page.goto('/bench-1.html');
    await expectVisible(page, 101);
    await expectVisible(page, 102);

    config.hold();
    await page.reload();
    await expectVisible(page, 101);
    await expectVisible(page, 102);
    // Both are shown while the page's configuration request is still unanswered.
    expect(config.held()).toBe(1);
    await markFrames(page);
    await config.answer('Top bar');
    await page.waitForFunction(() => (window as unknown as { MC?: { status: string } }).MC?.status === 'ready');
    await expect(page.locator('iframe[data-widget-id]')).toHaveCount(2);
    await expect(page.locator('iframe[data-widget-id][data-test-kept]')).toHaveCount(2);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('a changed answer replaces only the widget it changed', async ({ page }) => {
    const problems = await watchProblems(page);
    const config = await routeConfig(page, 'Top bar');
    await page.goto('/bench-1.html');
    await expectVisible(page, 102);

    config.hold();
    await page.reload();
    await expectVisible(page, 101);
    await expectVisible(page, 102);
    await markFrames(page);
    await config.answer('Top bar, changed');
    await expect.poll(async () => (await widgetFrame(page, 102)).getByText('Top bar, changed').isVisible()).toBe(true);
    await expectVisible(page, 102);
    await expect(widgetIframe(page, 101)).toHaveAttribute('data-test-kept', '');
    await expect(widgetIframe(page, 102)).not.toHaveAttribute('data-test-kept');
    await expect(page.locator('iframe[data-widget-id]')).toHaveCount(2);
    // The next visit starts from the changed configuration, the request again unanswered.
    config.hold();
    await page.reload();
    await expect.poll(async () => (await widgetFrame(page, 102)).getByText('Top bar, changed').isVisible()).toBe(true);
    expect(config.held()).toBe(1);
    await config.answer('Top bar, changed');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
});
