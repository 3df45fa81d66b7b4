/**
 * A signed-in studio for tests that are not about signing in: each worker signs in once through the API
 * and gives every test's browser context the same session cookie (studio.spec.ts tests the form itself).
 * Every e2e test comes from 127.0.0.1, and the studio limits sign-ins per address (ten a minute by
 * default; the e2e server allows more, STUDIO_SIGN_INS_PER_MINUTE in playwright.config.ts), so one
 * sign-in per worker also keeps the suite far from that limit.
 */
import { request, type BrowserContext, type Cookie } from '@playwright/test';
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
