/**
 * `widget_sign`: an HMAC-SHA256 of page id and widget id under the server's secret, issued by
 * /widget/config per widget and checked by the SMS calls, so a subscriber can only be created for a
 * widget the server actually served. The secret is `WIDGET_SIGN_SECRET`, else generated once and stored.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database';
import { loadStoredSecret } from '../stores/storedSecret';

export function signWidget(secret: string, pageId: string, widgetId: string): string {
  return createHmac('sha256', secret).update(`${pageId}\n${widgetId}`).digest('base64url');
}

export function verifyWidgetSign(secret: string, pageId: string, widgetId: string, sign: string): boolean {
  const expected = Buffer.from(signWidget(secret, pageId, widgetId));
  const given = Buffer.from(sign);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The stored secret, created on first start; an explicit secret (env) wins and is not stored. */
export function loadSignSecret(db: Database, explicit?: string): Promise<string> {
  return loadStoredSecret(db, 'widget_sign_secret', explicit);
}
