import { defineConfig } from '@playwright/test';
// Ports of their own so a running `npm start` (8080/8081) does not collide with the test server.
import { DEMO_ORIGIN, DEMO_PORT, E2E_ADMIN_TOKEN, WIDGET_ORIGIN, WIDGET_PORT } from './tests/e2e/origins';

export default defineConfig({
  testDir: 'tests/e2e',
  // A guard against a hung test, not a measure of speed (npm run bench measures that). The longest tests
  // (the gallery's nine docs screenshots, the studio's editor walk) take 40–50 s on the 2-core machine with
  // a second process busy beside it, and went past 60 s there once in a while; 120 s leaves them room.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  outputDir: 'test-results/e2e',
  // Visual baselines (tests/e2e/visual.spec.ts) live with the docs that show them, named by the test alone.
  snapshotPathTemplate: '{testDir}/../../docs/screenshots/visual/{arg}{ext}',
  use: {
    baseURL: DEMO_ORIGIN,
    browserName: 'chromium',
    // Debian's chromium; never Playwright's own browser downloads (DESIGN.md "Known-good recipes").
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npm start',
    url: `${WIDGET_ORIGIN}/loader.js`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // A fresh embedded database per run (per port, so parallel runs on other ports do not share it):
    // every demo config is seeded from its file, and no subscriber or event of an earlier run remains.
    env: {
      DEMO_PORT: String(DEMO_PORT),
      WIDGET_PORT: String(WIDGET_PORT),
      DATA_DIR: `test-results/e2e-data-${WIDGET_PORT}`,
      RESET_DATA: '1',
      DATABASE_URL: '',
      // Meta signs its webhooks with the app secret; the messenger e2e test signs with this one.
      MESSENGER_APP_SECRET: 'e2e-messenger-app-secret',
      // The admin API's Bearer token and the studio's sign-in token, known to the tests (origins.ts).
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      // The audiences' country, as a CDN would set it (growth.spec.ts sends it).
      COUNTRY_HEADER: 'X-Visitor-Country',
      // Webhook endpoints on this machine (studio-webhooks.spec.ts's receiver): development targets.
      WEBHOOK_TARGETS: 'development',
    },
  },
});
