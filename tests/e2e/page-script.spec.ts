/**
 * The per-page tag (`<script async src="…/page/<PAGE_ID>.js">`, docs/EMBEDDING.md): on a first visit the
 * page requests the per-page script, then the loader, then the frame documents, with no configuration
 * request anywhere (the script carried the configuration); the widget appears and works; under a strict
 * CSP with Trusted Types enforced, with no violation. Order, never time: the requests as the page issued them.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { WIDGET_ORIGIN } from './origins';
import { useStudioSession } from './studioSession';
import { cspViolations, expectHidden, expectVisible, isWidgetOrigin, pageAxeProblems, scrollToPercent, watchProblems, widgetFrame } from './support';

/** What each request of the page and its frames was, in the order the browser issued them. */
function recordRequests(page: Page): string[] {
  const kinds: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!isWidgetOrigin(url)) return;
    const { pathname } = new URL(url);
    if (pathname === '/page/demo.js') kinds.push('page script');
    else if (pathname === '/loader.js') kinds.push('loader');
    else if (pathname.startsWith('/widget/config')) kinds.push('configuration');
    else if (request.resourceType() === 'document' && pathname.startsWith('/frame/')) kinds.push('frame document');
  });
  return kinds;
}

for (const { name, path } of [
  { name: 'the per-page tag', path: '/page-script.html' },
  { name: 'the per-page tag under a strict CSP', path: '/strict-csp-page-script.html' },
]) {
  test.describe(name, () => {
    test('a first visit requests the per-page script, then the frame documents, and no configuration', async ({ page }) => {
      const problems = await watchProblems(page);
      const requests = recordRequests(page);
      await page.goto(path);
      await page.waitForFunction(() => (window as unknown as { MC?: { status: string } }).MC?.status === 'ready');
      expect(requests).toEqual(['page script', 'loader', 'frame document']);

      // The loader's tag came from the per-page script, with its nonce passed on.
      const tags = await page.evaluate(() => {
        const own = document.querySelector<HTMLScriptElement>('script[src*="/page/demo.js"]');
        const loader = document.querySelector<HTMLScriptElement>('script[src$="/loader.js"]');
        return { ownNonce: own?.nonce ?? null, loaderNonce: loader?.nonce ?? null, pageId: loader?.getAttribute('data-page-id') ?? null, next: own?.nextElementSibling === loader };
      });
      expect(tags).toMatchObject({ pageId: 'demo', next: true });
      expect(tags.loaderNonce).toBe(tags.ownNonce);

      // The widget works as with the data-page-id tag: past 30 % the bar shows; its × closes it.
      await scrollToPercent(page, 35);
      await expectVisible(page, 7);
      const frame = await widgetFrame(page, 7);
      await expect(frame.getByText('Get 10% off')).toBeVisible();
      await frame.getByRole('button', { name: 'Close' }).click();
      await expectHidden(page, 7);

      expect(requests).not.toContain('configuration');
      expect(await cspViolations(page)).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });
  });
}

test('the strict page really enforces its policy: nonce, strict-dynamic and Trusted Types', async ({ page }) => {
  const response = await page.goto('/strict-csp-page-script.html');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
  expect(csp).toContain("require-trusted-types-for 'script'");
  // A string given to a script's src is refused here: the per-page script needed its policy.
  const refused = await page.evaluate(() => {
    try {
      document.createElement('script').src = 'https://example.com/x.js';
      return false;
    } catch (error) {
      return error instanceof TypeError;
    }
  });
  expect(refused).toBe(true);
});

test('the studio offers the per-page tag first, the data-page-id tag as the alternative; axe clean', async ({ page }) => {
  await useStudioSession(page.context());
  await page.goto(`${WIDGET_ORIGIN}/studio/pages/demo`);
  const embed = page.getByRole('region', { name: 'Embed code', exact: true });
  await expect(embed.getByLabel('Script tag (recommended)')).toHaveValue(`<script async src="${WIDGET_ORIGIN}/page/demo.js"></script>`);
  await expect(embed.getByLabel('Or the loader’s tag')).toHaveValue(`<script async src="${WIDGET_ORIGIN}/loader.js" data-page-id="demo"></script>`);
  expect(await pageAxeProblems(page)).toEqual([]);
});
