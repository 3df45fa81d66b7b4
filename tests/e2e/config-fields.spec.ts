/**
 * SPEC §3 configuration fields end to end (issue 15): a widget configured with only `id` and `type`,
 * `setup.ref` in the reference value, the success view's `submitted.ctaText` and `submitted.colors`, the
 * page's `powered_by_url`, `setup.pixelId`, and `ready` / `mcAsyncInit` following the messenger SDK (SPEC §4).
 * Page: demo/fields.html, configuration demo/config/fields.json.
 */
import { expect, test, type Page } from './test';
import { widgetFrame, widgetIframe } from './support';
import { ADMIN_HEADERS, WIDGET_ORIGIN } from './origins';

type Log = [string, Record<string, unknown>][];
const lifecycle = (page: Page) => page.evaluate(() => (window as unknown as { fieldsLog: Log }).fieldsLog);

test.describe('the messenger SDK cannot load (blocked)', () => {
  test.use({ messengerSdk: 'abort' });

  test('a widget sent with only id and type shows; ready and mcAsyncInit still come, saying "fallback"', async ({ page }) => {
    await page.context().route('https://m.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>m.me</title>' }));
    await page.goto('/fields.html');
    await expect(widgetIframe(page, 91)).toBeVisible();
    const frame = await widgetFrame(page, 91);
    await expect(frame.getByRole('heading', { name: 'A widget named by id and type' })).toBeVisible();
    await expect.poll(() => lifecycle(page)).toEqual([
      ['ready', { messenger: 'fallback' }],
      ['mcAsyncInit', { messenger: 'fallback' }],
    ]);

    // setup.ref is the payload of the reference value in the chat link.
    const goTo = frame.getByRole('link', { name: 'Go to Messenger' });
    await expect(goTo).toHaveAttribute('href', /^https:\/\/m\.me\/1234567890\?ref=w91\.[A-Za-z0-9_-]+\.[a-z0-9]+\.spring-sale$/);
    // The "Powered by" link goes where the page's powered_by_url says.
    await expect(frame.getByRole('link', { name: /^Powered by/ })).toHaveAttribute('href', 'https://agency.example/');

    // The fallback submit shows the success view: its own button text, in its own colours.
    const popup = page.context().waitForEvent('page');
    await goTo.click();
    await (await popup).close();
    const success = frame.getByRole('link', { name: 'Open our chat' });
    await expect(success).toBeVisible();
    await expect(frame.getByRole('heading', { name: 'You are in' })).toBeVisible();
    expect(await success.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color])).toEqual(['rgb(122, 31, 162)', 'rgb(255, 255, 255)']);
  });
});

test('with the SDK loaded, ready and mcAsyncInit say "ready"', async ({ page }) => {
  await page.goto('/fields.html');
  await expect(widgetIframe(page, 91)).toBeVisible();
  await expect.poll(() => lifecycle(page)).toEqual([
    ['ready', { messenger: 'ready' }],
    ['mcAsyncInit', { messenger: 'ready' }],
  ]);
});

test('setup.pixelId: the widget\'s impression is logged to that pixel account, not to the page\'s', async ({ page, request }) => {
  interface StoredEvent {
    event: string;
    body: { payload?: { widget_id?: unknown; guid?: unknown } };
  }
  const impressions = async (account: string): Promise<StoredEvent[]> => {
    const answer = await request.get(`${WIDGET_ORIGIN}/admin/pages/${account}/events`, { headers: ADMIN_HEADERS });
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as { events: StoredEvent[] }).events.filter((e) => e.event === 'impression' && e.body.payload?.widget_id === 91);
  };
  const before = (await impressions('fields-stats')).length;
  await page.goto('/fields.html');
  await expect(widgetIframe(page, 91)).toBeVisible();
  await expect.poll(async () => (await impressions('fields-stats')).length, { timeout: 10_000 }).toBeGreaterThan(before);
  expect(await impressions('fields')).toEqual([]);
});
