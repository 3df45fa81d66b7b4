/**
 * Issue 26, "inline widgets never move the host page": the studio's embed code for the SMS card (widget
 * 71 of the demo page `sms`), measured by the studio in real frames, in the demo's article
 * (demo/article.html), whose first screen holds the card. The article's text must not move when the card appears (layout-shift entries sum to at most
 * 0.01); the same article without the reserved space moves (so this test can fail); an anchor whose
 * widget never comes (none configured) gives its space back. At 375 and 1280 px.
 */
import { expect, test, type Page } from './test';
import { DEMO_ORIGIN, WIDGET_ORIGIN } from './origins';
import { alterConfig } from './hostileChecks';
import { settledGeometry, waitForReady } from './gallery-support';
import { useStudioSession } from './studioSession';

const CARD = 71;

interface EmbedCode {
  html: string;
  css: string;
}

/** The embed code as a site owner gets it: signed in, the page's screen, "Get the embed code". */
async function studioEmbedCode(page: Page): Promise<EmbedCode> {
  await useStudioSession(page.context());
  await page.goto(`${WIDGET_ORIGIN}/studio/pages/sms`);
  const block = page.getByRole('region', { name: /^Embed code of SMS card/ });
  await block.getByRole('button', { name: 'Get the embed code' }).click();
  await expect(block.getByRole('status')).toHaveText(/Measuring its height/);
  const css = block.getByLabel('Its reserved space (CSS)');
  await expect(css).toHaveValue(/min-height/, { timeout: 30_000 });
  return { html: await block.getByLabel('Where the widget goes (HTML)').inputValue(), css: await css.inputValue() };
}

/**
 * The demo's article (demo/article.html: the card in the first screen, in the studio's slot) with this
 * reservation CSS in place of its stylesheet `/article.css`; every layout shift is recorded from the start.
 */
async function openArticle(page: Page, css: string, widgets: 'card' | 'none' = 'card'): Promise<void> {
  await page.route(`${DEMO_ORIGIN}/article.css`, (route) => route.fulfill({ status: 200, contentType: 'text/css', body: css }));
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The card alone (the page's SMS modal opens on exit intent, which no visitor here shows), or none.
  await alterConfig(page, (config) => ({ ...config, widgets: widgets === 'none' ? [] : config.widgets.filter((w) => String(w.widget_id) === String(CARD)) }));
  await page.goto('/article.html');
  if (widgets === 'card') await settledGeometry(page, CARD);
  await waitForReady(page);
}

const layoutShift = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { __shift: number }).__shift);

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test('the studio\'s embed code keeps the article still while the SMS card appears; without it the text moves', async ({ page, browser }) => {
      const code = await studioEmbedCode(page);
      expect(code.html).toBe(`<div class="mc-slot-${CARD}"><div data-widget-id="${CARD}"></div></div>`);
      expect(await (await page.request.get(`${DEMO_ORIGIN}/article.html`)).text()).toContain(code.html);

      await openArticle(page, code.css);
      await expect(page.frameLocator(`iframe[data-widget-id="${CARD}"]`).getByRole('button', { name: 'Subscribe' })).toBeVisible();
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
      // The card fits the space reserved for it: the anchor is no taller than that, the card no taller than the anchor.
      const { anchorContent, rect } = await settledGeometry(page, CARD);
      expect(rect.height).toBeLessThanOrEqual(anchorContent!.height + 0.5);

      const bare = await browser.newPage({ viewport, baseURL: DEMO_ORIGIN });
      await openArticle(bare, '');
      expect(await layoutShift(bare)).toBeGreaterThan(0.01);
      await bare.close();
    });

    test('an anchor whose widget never comes gives its reserved space back', async ({ page }) => {
      await openArticle(page, '.mc-slot-71 > [data-widget-id="71"] { min-height: 300px; }', 'none');
      await expect.poll(() => page.locator('[data-widget-id="71"]').evaluate((el) => el.getBoundingClientRect().height)).toBe(0);
    });
  });
}
