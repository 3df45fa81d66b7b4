/** The two origins of the e2e server (see playwright.config.ts): host pages and the widget provider. */
export const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 18080);
export const WIDGET_PORT = Number(process.env.E2E_WIDGET_PORT ?? 18081);
export const DEMO_ORIGIN = `http://127.0.0.1:${DEMO_PORT}`;
export const WIDGET_ORIGIN = `http://localhost:${WIDGET_PORT}`;
/** The widget server reached under another host name: same files, a foreign origin. */
export const FOREIGN_ORIGIN = `http://127.0.0.1:${WIDGET_PORT}`;
/**
 * The admin token of the e2e server (playwright.config.ts sets ADMIN_TOKEN): the admin API's Bearer token and
 * the studio's sign-in token. Without it the studio's token would be generated and printed, unknown to a test.
 */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdefghij';
/** Headers of an admin API call from a test. */
export const ADMIN_HEADERS: Readonly<Record<string, string>> = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
