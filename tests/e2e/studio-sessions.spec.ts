/**
 * The studio's sessions as a site owner meets them (issue 24), on a server of this file's own (started
 * here, in memory, without ADMIN_TOKEN), since "sign out everywhere" ends every session it holds and
 * the shared e2e server's sessions belong to other tests:
 *  - the one-time sign-in link `npm start` prints signs a browser in, leaves no code in the address,
 *    and is refused the second time with a notice that says what to do;
 *  - "Sign out everywhere…" asks first (Cancel keeps the session), then signs out every browser.
 * Writes docs/screenshots/studio_sign_out_everywhere_1280.png.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startServers, type RunningServers } from '../../server/composition/app';
import { cspViolations, pageAxeProblems, watchProblems } from './support';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SHOTS = path.join(ROOT, 'docs', 'screenshots');

test.describe.configure({ mode: 'serial' });

let servers: RunningServers;
let dir = '';

test.beforeAll(async () => {
  // A PGlite start (initdb in WebAssembly) in this worker, beside the browser it drives: about 6 s with
  // a second process busy on the 2-core machine, and several times that when more run beside it.
  test.setTimeout(120_000);
  dir = await mkdtemp(path.join(tmpdir(), 'studio-sessions-'));
  servers = await startServers({
    demoPort: 0,
    widgetPort: 0,
    rootDir: ROOT,
    logRequests: false,
    dataDir: 'memory://',
    adminToken: undefined,
    adminTokenFile: path.join(dir, 'admin-token'),
  });
});

test.afterAll(async () => {
  await servers?.close();
  await rm(dir, { recursive: true, force: true });
});

/** A browser signed in through the studio's own API (a context of its own: its own cookie jar). */
async function signedInPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const answer = await context.request.post(`${servers.studioUrl}api/session`, { data: { token: servers.studioToken } });
  expect(answer.status()).toBe(200);
  const page = await context.newPage();
  await page.goto(servers.studioUrl);
  await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();
  return page;
}

test('the one-time sign-in link signs in once and leaves no code in the address', async ({ page }) => {
  const problems = await watchProblems(page);
  const link = servers.studioSignInUrl ?? '';
  expect(link).toMatch(/#sign-in=[A-Za-z0-9_-]{43}$/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();
  expect(page.url()).toBe(servers.studioUrl);
  // Back to the address bar's history: no entry holds the code.
  expect(await page.evaluate(() => window.location.hash)).toBe('');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();

  // The same link again, in another browser: refused, with what to do instead, and the token field ready.
  const other = await page.context().browser()!.newContext();
  const second = await other.newPage();
  await second.goto(link);
  await expect(second.getByRole('status').filter({ hasText: 'This sign-in link has been used or has expired' })).toBeVisible();
  await expect(second.getByLabel('Admin token')).toBeFocused();
  expect(second.url()).toBe(servers.studioUrl);
  expect(await pageAxeProblems(second)).toEqual([]);
  await other.close();

  expect(await cspViolations(page)).toEqual([]);
  expect([...problems.consoleErrors, ...problems.pageErrors]).toEqual([]);
});

test('Sign out everywhere… asks first, then signs out every browser; Cancel keeps the session', async ({ browser }) => {
  const [here, elsewhere] = [await signedInPage(browser), await signedInPage(browser)];
  await here.setViewportSize({ width: 1280, height: 800 });
  const menu = here.getByRole('button', { name: 'Session options' });

  await menu.click();
  await here.getByRole('menuitem', { name: 'Sign out everywhere…' }).click();
  const dialog = here.getByRole('alertdialog', { name: 'Sign out everywhere?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Every browser signed in to this studio, this one included, is signed out at once.');
  expect(await pageAxeProblems(here)).toEqual([]);
  await here.screenshot({ path: path.join(SHOTS, 'studio_sign_out_everywhere_1280.png') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await elsewhere.reload();
  await expect(elsewhere.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();

  // By keyboard this time: the menu opens with Enter, the item is chosen with Enter.
  await menu.focus();
  await here.keyboard.press('Enter');
  await expect(here.getByRole('menuitem', { name: 'Sign out everywhere…' })).toBeFocused();
  await here.keyboard.press('Enter');
  await here.getByRole('alertdialog', { name: 'Sign out everywhere?' }).getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(here.getByRole('status').filter({ hasText: /Signed out everywhere: all \d+ sessions were ended\./ })).toBeVisible();
  await expect(here.getByLabel('Admin token')).toBeVisible();

  // The other browser's next step finds its session gone.
  await elsewhere.reload();
  await expect(elsewhere.getByRole('heading', { name: 'Sign in to Studio' })).toBeVisible();
  expect(await elsewhere.evaluate(async () => (await fetch('/studio/api/pages', { credentials: 'same-origin' })).status)).toBe(401);
  await Promise.all([here.context().close(), elsewhere.context().close()]);
});
