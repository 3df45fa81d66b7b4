/**
 * A signed-in studio for tests that are not about signing in: each worker signs in once through the API
 * and gives every test's browser context the same session cookie (studio.spec.ts tests the form itself).
 * One sign-in per worker also keeps the sessions table small (each sign-in opens a session on the
 * server); only wrong tokens count against the limit of tries (ten a minute from one address).
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
