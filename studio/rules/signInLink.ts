/**
 * The code of a one-time sign-in link (`/studio/#sign-in=<code>`, printed by `npm start` when no
 * ADMIN_TOKEN is set), read from the address's fragment; null when there is none. Pure.
 */
import { SIGN_IN_FRAGMENT } from '../../bridge-protocol/studio/studioApi';

export function signInCodeOf(hash: string): string | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const code = params.get(SIGN_IN_FRAGMENT);
  return code !== null && /^[A-Za-z0-9_-]{16,128}$/.test(code) ? code : null;
}
