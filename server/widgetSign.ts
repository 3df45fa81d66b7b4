/**
 * `widget_sign`: an HMAC-SHA256 of page id and widget id under the server's secret, issued by
 * /widget/config per widget and checked by the SMS calls, so a subscriber can only be created for a
 * widget the server actually served. The secret is `WIDGET_SIGN_SECRET`, else generated once and stored.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from './db/database';

export function signWidget(secret: string, pageId: string, widgetId: string): string {
  return createHmac('sha256', secret).update(`${pageId}\n${widgetId}`).digest('base64url');
}

export function verifyWidgetSign(secret: string, pageId: string, widgetId: string, sign: string): boolean {
  const expected = Buffer.from(signWidget(secret, pageId, widgetId));
  const given = Buffer.from(sign);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The stored secret, created on first start; an explicit secret (env) wins and is not stored. */
export async function loadSignSecret(db: Database, explicit?: string): Promise<string> {
  if (explicit) return explicit;
  const fresh = randomBytes(32).toString('base64url');
  await db.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', ['widget_sign_secret', fresh]);
  const rows = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', ['widget_sign_secret']);
  const value = rows[0]?.value;
  if (!value) throw new Error('settings.widget_sign_secret could not be stored');
  return value;
}
