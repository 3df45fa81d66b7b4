/**
 * The studio at /studio/ on the provider origin (issue 17, its foundation): sign in with the admin token at
 * 1280 and 375 px, see the demo brand's pages with their widgets, state and opt-ins, sign out; a wrong token is said under the
 * field, which keeps what was typed; keyboard only; axe on every screen; no CSP violation; and the API
 * refuses a request without the session cookie (401) and one with a foreign Host (421).
 * Writes the README's screenshots: docs/screenshots/studio_{signin,pages}_{1280,375}.png.
 */
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN, WIDGET_ORIGIN, WIDGET_PORT } from './origins';
import { compareNaturally } from '../../server/rules/studioPageList';
import { DEMO_PAGES as DEMO_BRAND_PAGES } from '../../server/demo/demoBrand';
import { useStudioSession } from './studioSession';
import { cspViolations, pageAxeProblems, type Problems, watchProblems } from './support';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SHOTS = path.join(ROOT, 'docs', 'screenshots');
const STUDIO = `${WIDGET_ORIGIN}/studio/`;

/**
 * The pages the studio lists on a fresh start: the demo brand's (server/demo/demoBrand.ts), in natural
 * order, with their first widget's name. The demo site's pages seeded from demo/config are served but not
 * listed (server/rules/studioPageList.ts).
 */
const DEMO_PAGES = DEMO_BRAND_PAGES.map((config) => {
  const widgets = config.widgets as { name?: unknown }[];
  const name = widgets[0]?.name;
  return { id: String(config.pageId), firstWidget: typeof name === 'string' ? name : null };
}).sort((a, b) => compareNaturally(a.id, b.id));

/** Console errors other than the browser's own line for an answer the test asked for (a wrong token's 401). */
const unexpectedErrors = (problems: Problems, allowed: RegExp | null = null): string[] =>
  [...problems.consoleErrors, ...problems.pageErrors].filter((e) => allowed === null || !allowed.test(e));

/** A request exactly as given: any Host header (fetch and browsers set their own). */
function rawGet(urlPath: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: WIDGET_PORT, path: urlPath, headers, setHost: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

for (const width of [1280, 375] as const) {
  test(`signs in at ${width} px, lists the demo pages with their widgets, signs out; axe clean`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    const problems = await watchProblems(page);
    await page.goto(STUDIO);

    await expect(page.getByRole('heading', { name: 'Sign in to Studio' })).toBeVisible();
    const field = page.getByLabel('Admin token');
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('type', 'password');
    await expect(page.getByText('npm start', { exact: true })).toBeVisible();
    expect(await pageAxeProblems(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, `studio_signin_${width}.png`) });

    await field.fill(E2E_ADMIN_TOKEN);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const heading = page.getByRole('heading', { name: 'Pages', level: 1 });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(page.getByRole('banner').getByText(/^Signed in/)).toBeVisible();
    await expect(page).toHaveTitle('Pages · Studio');

    const pages = page.getByRole('list', { name: 'Pages' }).getByRole('heading', { level: 2 });
    // Other studio tests create pages named e2e-… on the same server at any moment, and the list leaves
    // them out (as it does the benchmark's and the demo site's test beds): exactly the demo brand's pages.
    await expect(pages).toHaveText(DEMO_PAGES.map((p) => p.id));
    for (const { id, firstWidget } of DEMO_PAGES) {
      if (firstWidget === null || firstWidget === '') continue;
      await expect(page.getByRole('list', { name: `Widgets of ${id}` }).getByText(firstWidget, { exact: true }).first(), id).toBeAttached();
    }
    // A widget's type and channel are said in words (the shop's bar, a Messenger widget), each page's state
    // and 30-day opt-ins too, with the demo data marked.
    const shop = page.getByRole('list', { name: 'Widgets of northbeam-shop' });
    await expect(shop.getByText('Type: Bar', { exact: true }).first()).toBeVisible();
    await expect(shop.getByText('Channel: Messenger', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Status: Live').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Demo data', level: 2 })).toBeVisible();
    await expect(page.locator('article', { hasText: 'northbeam-shop' }).getByText(/^Opt-ins, last 30 days$/).locator('xpath=following-sibling::dd')).toHaveText(/^[1-9][\d,]*$/);
    expect(await pageAxeProblems(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, `studio_pages_${width}.png`) });

    // The filter narrows the list; a page the filter leaves out is gone from it.
    await page.getByRole('searchbox', { name: 'Filter pages' }).fill('journal');
    await expect(pages).toHaveText(['northbeam-journal']);
    await page.getByRole('button', { name: 'Clear filter' }).click();
    await expect(pages).toHaveText(DEMO_PAGES.map((p) => p.id));

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Studio' })).toBeVisible();
    // Signed out for good: a reload asks for the token again, and the API refuses the browser.
    await page.reload();
    await expect(page.getByLabel('Admin token')).toBeVisible();
    expect(await page.evaluate(async () => (await fetch('/studio/api/pages', { credentials: 'same-origin' })).status)).toBe(401);

    expect(await cspViolations(page)).toEqual([]);
    expect(unexpectedErrors(problems, /status of 401 \(Unauthorized\)/)).toEqual([]);
  });
}

test('a wrong token is said under the field, which keeps what was typed; the right one then signs in', async ({ page }) => {
  const problems = await watchProblems(page);
  await page.goto(STUDIO);
  const field = page.getByLabel('Admin token');
  await field.fill('not-the-admin-token');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByText('Wrong admin token: check it and try again.')).toBeVisible();
  await expect(field).toHaveValue('not-the-admin-token');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  // The message is the field's description for a screen reader, not a separate line to find.
  await expect(field).toHaveAccessibleDescription(/Wrong admin token/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  expect(await pageAxeProblems(page)).toEqual([]);

  await field.fill(E2E_ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Admin token')).toBeVisible();
  // The only console errors: the browser's own line for the wrong token's 401.
  expect(unexpectedErrors(problems, /status of 401 \(Unauthorized\)/)).toEqual([]);
  expect(await cspViolations(page)).toEqual([]);
});

test('by keyboard alone: sign in with Enter, reach Sign out past the session menu with a visible focus ring, sign out', async ({ page }) => {
  await page.goto(STUDIO);
  // The field takes focus once the session check has answered; keys typed before that would go nowhere.
  await expect(page.getByLabel('Admin token')).toBeFocused();
  await page.keyboard.type(E2E_ADMIN_TOKEN);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeFocused();
  await expect(page.getByRole('list', { name: 'Pages' }).getByRole('heading', { level: 2 }).first()).toBeVisible();

  // Back from the heading: the session's menu ("Sign out everywhere…"), then Sign out.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Session options' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  const signOut = page.getByRole('button', { name: 'Sign out' });
  await expect(signOut).toBeFocused();
  await expect(signOut).toHaveAttribute('data-focus-visible', 'true');
  const ring = await signOut.evaluate((el) => getComputedStyle(el).boxShadow);
  expect(ring).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Admin token')).toBeFocused();
});

test('a mouse click shows no focus ring', async ({ page }) => {
  await page.goto(STUDIO);
  await page.getByLabel('Admin token').fill(E2E_ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const signOut = page.getByRole('button', { name: 'Sign out' });
  await signOut.hover();
  await page.mouse.down();
  await expect(signOut).not.toHaveAttribute('data-focus-visible', 'true');
  await page.mouse.up();
  await expect(page.getByLabel('Admin token')).toBeVisible();
});

test('the API refuses a request without the session cookie (401) and one with a foreign Host (421)', async ({ page, playwright }) => {
  await page.goto(STUDIO);
  await expect(page.getByLabel('Admin token')).toBeVisible();
  // From the studio's own page, with no session: 401, and nothing of the pages.
  const fromPage = await page.evaluate(async () => {
    const answer = await fetch('/studio/api/pages', { credentials: 'same-origin' });
    return { status: answer.status, body: await answer.text() };
  });
  expect(fromPage.status).toBe(401);
  expect(fromPage.body).toContain('Not signed in');
  expect(fromPage.body).not.toContain('northbeam');

  // A real session (signed in through the API), then the same cookie under a foreign Host, as after DNS rebinding.
  const api = await playwright.request.newContext({ baseURL: WIDGET_ORIGIN });
  const signIn = await api.post('/studio/api/session', { data: { token: E2E_ADMIN_TOKEN } });
  expect(signIn.status()).toBe(200);
  const setCookie = signIn.headers()['set-cookie'] ?? '';
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/SameSite=Strict/);
  expect((await api.get('/studio/api/pages')).status()).toBe(200);
  const cookie = setCookie.split(';')[0] ?? '';
  const foreign = await rawGet('/studio/api/pages', { Host: 'evil.example', Cookie: cookie });
  expect(foreign.status).toBe(421);
  expect(foreign.body).not.toContain('northbeam');
  const foreignPort = await rawGet('/studio/api/pages', { Host: `evil.example:${WIDGET_PORT}`, Cookie: cookie });
  expect(foreignPort.status).toBe(421);
  // The control: the same request under the server's own name is served.
  expect((await rawGet('/studio/api/pages', { Host: `localhost:${WIDGET_PORT}`, Cookie: cookie })).status).toBe(200);
  await api.dispose();
});

test('the controls gallery by keyboard alone: the date-range picker applies a preset, the autocomplete picks by typing; axe clean', async ({ page }) => {
  const problems = await watchProblems(page);
  await useStudioSession(page.context());
  await page.goto(`${STUDIO}controls`);
  await expect(page.getByRole('heading', { name: 'Generic controls', level: 1 })).toBeVisible();

  // The date-range picker: its anchor says "Select date range"; Enter opens it, Tab reaches the presets.
  const anchor = page.getByRole('button', { name: /Select date range/ });
  await anchor.focus();
  await page.keyboard.press('Enter');
  const preset = page.getByRole('button', { name: 'Last 7 days' });
  await expect(preset).toBeVisible();
  while (!(await preset.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  // Applied: the anchor now names the range (today−6 … today) and the section reports it.
  await expect(page.getByRole('button', { name: /Select date range/ })).toHaveCount(0);
  const reported = page.getByText(/^Reported: \d{4}-\d{2}-\d{2} … \d{4}-\d{2}-\d{2}$/).first();
  await expect(reported).toBeVisible();
  const [start, end] = ((await reported.textContent()) ?? '').replace('Reported: ', '').split(' … ');
  expect((Date.parse(end!) - Date.parse(start!)) / 86_400_000).toBe(6);

  // The autocomplete: type part of a name, the match is marked, ArrowDown and Enter pick it.
  const combo = page.getByRole('combobox').first();
  await combo.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('zeal');
  await expect(page.getByRole('option', { name: 'New Zealand' }).locator('mark')).toHaveText('Zeal');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Reported: new-zealand')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('qqq');
  await expect(page.getByText('No Items Found')).toBeVisible();
  await page.keyboard.press('Escape');

  expect(await pageAxeProblems(page)).toEqual([]);
  expect(await cspViolations(page)).toEqual([]);
  expect(unexpectedErrors(problems)).toEqual([]);
});
