/**
 * The walking skeleton end to end: the demo bar on a plain page and on a strict-CSP page, served from
 * a host origin different from the widget origin.
 */
import { expect, test } from './test';
import { DEMO_ORIGIN, WIDGET_ORIGIN } from './origins';
import { cspViolations, expectHidden, expectVisible, iframeBox, scrollToPercent, watchProblems, widgetFrame, widgetIframe } from './support';

const PAGES = [
  { name: 'plain page', path: '/' },
  { name: 'strict-CSP page', path: '/strict-csp.html' },
];

for (const { name, path } of PAGES) {
  test.describe(name, () => {
    test('scrolling past 30 % shows the bar in a cross-origin iframe; its close button hides it', async ({ page }) => {
      const problems = await watchProblems(page);
      await page.goto(path);

      const iframe = widgetIframe(page, 7);
      await expect(iframe).toHaveCount(1);
      await expect(iframe).toHaveAttribute('title', /\S/);
      await expect(iframe).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox');
      const src = (await iframe.getAttribute('src')) ?? '';
      expect(new URL(src).origin).toBe(WIDGET_ORIGIN);
      expect(new URL(page.url()).origin).toBe(DEMO_ORIGIN);
      expect(WIDGET_ORIGIN).not.toBe(DEMO_ORIGIN);

      // Wait until the frame has booted (it reports ready), then prove 20 % is not enough.
      await page.waitForFunction(() => (window as unknown as { MC?: { status: string } }).MC?.status === 'ready');
      await scrollToPercent(page, 20);
      await page.waitForTimeout(800);
      await expectHidden(page, 7);

      await scrollToPercent(page, 35);
      await expectVisible(page, 7);
      const box = await iframeBox(page, 7);
      expect(box).not.toBeNull();
      // A bottom bar, full width, flush with the bottom of the viewport.
      expect(Math.round(box!.y + box!.height)).toBe(box!.viewportHeight);
      expect(box!.width).toBe(page.viewportSize()!.width);

      const frame = await widgetFrame(page, 7);
      expect(new URL(frame.url()).origin).toBe(WIDGET_ORIGIN);
      await expect(frame.getByText('Get 10% off')).toBeVisible();
      await expect(frame.getByRole('button', { name: 'Send to Messenger' })).toBeVisible();
      // The iframe is as tall as the bar's content: nothing is cut off.
      const contentHeight = await frame.evaluate(() => document.querySelector('[role="region"]')?.getBoundingClientRect().height ?? 0);
      expect(Math.abs(contentHeight - box!.height)).toBeLessThanOrEqual(2);

      await frame.getByRole('button', { name: 'Close' }).click();
      await expectHidden(page, 7);

      expect(await cspViolations(page)).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });
  });
}

test('a manual close is remembered: with showAgainIfClosed never the bar stays closed after a reload', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => (window as unknown as { MC?: { status: string } }).MC?.status === 'ready');
  await scrollToPercent(page, 40);
  await expectVisible(page, 7);
  const frame = await widgetFrame(page, 7);
  await frame.getByRole('button', { name: 'Close' }).click();
  await expectHidden(page, 7);

  await page.reload();
  await page.waitForFunction(() => (window as unknown as { MC?: { status: string } }).MC?.status === 'ready');
  await scrollToPercent(page, 60);
  await page.waitForTimeout(1_200);
  await expectHidden(page, 7);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('mc_widget_session') ?? 'null'));
  expect(stored.widgets['7']).toMatchObject({ manualClose: true });
  expect(typeof stored.widgets['7'].lastImpression).toBe('number');
});

test('the strict-CSP page really runs under the strict policy', async ({ page }) => {
  const response = await page.goto('/strict-csp.html');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
  expect(csp).toContain("style-src 'self'");
  expect(csp).toContain("require-trusted-types-for 'script'");
  expect(csp).toContain(`frame-src ${WIDGET_ORIGIN}`);
  // Proof that the policy is enforced in this browser: Trusted Types refuse a string script sink, and an
  // inline script without the nonce does not run.
  const enforcement = await page.evaluate(
    () =>
      new Promise<{ trustedTypes: boolean; inlineRan: boolean }>((resolve) => {
        let trustedTypes = false;
        try {
          document.createElement('script').textContent = 'window.__ran = true';
        } catch (error) {
          trustedTypes = error instanceof TypeError;
        }
        const s = document.createElement('script');
        s.appendChild(document.createTextNode('window.__ran = true'));
        document.body.appendChild(s);
        setTimeout(() => resolve({ trustedTypes, inlineRan: (window as unknown as { __ran?: boolean }).__ran === true }), 300);
      }),
  );
  expect(enforcement).toEqual({ trustedTypes: true, inlineRan: false });
});

test('configuration-only widgets get no frame', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => (window as unknown as { MC?: { status: string } }).MC?.status === 'ready');
  await expect(widgetIframe(page, 7)).toHaveCount(1);
  await expect(widgetIframe(page, 8)).toHaveCount(0);
  expect(await page.locator('iframe').count()).toBe(1);
});

test('the frame document carries its own strict CSP with frame-ancestors from the whitelist', async ({ page }) => {
  await page.goto('/');
  const src = (await widgetIframe(page, 7).getAttribute('src')) ?? '';
  const response = await page.request.get(src);
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("style-src 'self'");
  expect(csp).toMatch(/frame-ancestors [^;]*127\.0\.0\.1:\*/);
  expect(csp).toMatch(/frame-ancestors [^;]*localhost:\*/);
});

test('commands given before the frame is ready are kept and run once it is (forceOpen from mcInitialized)', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as Record<string, unknown>).mcInitialized = (mc: { getWidget(id: number): { forceOpen(): void } | null }) =>
      mc.getWidget(7)?.forceOpen();
  });
  await page.goto('/');
  // No scrolling: only the queued forceOpen can open it.
  await expectVisible(page, 7);
  const frame = await widgetFrame(page, 7);
  await expect(frame.getByText('Get 10% off')).toBeVisible();
  // And the public close command hides it again.
  await page.evaluate(() => (window as unknown as { MC: { getWidget(id: number): { close(): void } } }).MC.getWidget(7).close());
  await expectHidden(page, 7);
});
