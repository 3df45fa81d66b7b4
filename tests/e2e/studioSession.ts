/**
 * A signed-in studio for tests that are not about signing in: each worker signs in once through the API
 * and gives every test's browser context the same session cookie (studio.spec.ts tests the form itself).
 * One sign-in per worker also keeps the sessions table small (each sign-in opens a session on the
 * server); only wrong tokens count against the limit of tries (ten a minute from one address).
 */
import { expect, request, type BrowserContext, type Cookie, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN, WIDGET_ORIGIN } from './origins';

let session: Promise<Cookie[]> | null = null;

async function signInOnce(): Promise<Cookie[]> {
  const api = await request.newContext();
  try {
    const answer = await api.post(`${WIDGET_ORIGIN}/studio/api/session`, { data: { token: E2E_ADMIN_TOKEN } });
    if (!answer.ok()) throw new Error(`studio sign-in answered ${answer.status()}: ${await answer.text()}`);
    return (await api.storageState()).cookies;
  } finally {
    await api.dispose();
  }
}

/** Puts the worker's studio session cookie into the context (signing in the first time). */
export async function useStudioSession(context: BrowserContext): Promise<void> {
  session ??= signInOnce().catch((error: unknown) => {
    session = null;
    throw error;
  });
  await context.addCookies(await session);
}

/**
 * A new page with one widget of `widgetType` (channel fb), made through the studio's own API by a
 * signed-in browser context; its id. Meta's hosts are refused for the whole context: the SDK is not
 * reachable in CI, and the preview and the demo site do without it.
 */
export async function newStudioPage(page: Page, prefix: string, widgetType: string): Promise<string> {
  const pageId = `${prefix}-${Date.now().toString(36)}`;
  await page.context().route(/facebook\.(net|com)/, (route) => route.abort());
  await useStudioSession(page.context());
  await page.goto(`${WIDGET_ORIGIN}/studio/`);
  const created = await page.evaluate(
    async ({ id, type }) => {
      const post = (url: string, body: unknown) =>
        fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.status);
      return [await post('/studio/api/pages', { id }), await post(`/studio/api/pages/${id}/widgets`, { widget_type: type, channel: 'fb' })];
    },
    { id: pageId, type: widgetType },
  );
  expect(created).toEqual([201, 201]);
  return pageId;
}

/** Presses `key` (Tab or Shift+Tab) until `target` has the focus; fails if it never gets it. */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 40): Promise<void> {
  for (let presses = 0; presses < limit && !(await target.evaluate((element) => element === document.activeElement).catch(() => false)); presses += 1) {
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}
