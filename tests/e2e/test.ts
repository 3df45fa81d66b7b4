/**
 * The e2e `test`: Playwright's, plus the messenger SDK answered locally for every page and frame.
 * Nothing may need the internet, and frames with a messenger plugin load the SDK from
 * connect.facebook.net. By default the fake SDK (tests/fixtures/fake-messenger-sdk.js) renders every
 * plugin at once; a test picks another behaviour with `test.use({ messengerSdk: … })`, or `'abort'` to
 * fail the request as an ad blocker does (net::ERR_BLOCKED_BY_CLIENT; offline and CSP-refused scripts
 * end in the same `error` event).
 */
import { readFileSync } from 'node:fs';
import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

export interface FakeMessengerSdkConfig {
  /**
   * 'never': parse renders nothing and no rendered event comes. 'blank': every plugin reports rendered
   * but draws nothing, a 0×0 span and iframe, as Meta retires a web plugin.
   */
  render?: 'always' | 'never' | 'blank';
  /** A click on the fake send-to-messenger button also reports opt_in (default true). */
  optInOnClick?: boolean;
  /** Instead of rendering, every parsed plugin reports this event (e.g. 'timeout', 'hidden'). */
  outcome?: string;
  renderDelayMs?: number;
}

export type MessengerSdkOption = FakeMessengerSdkConfig | 'abort';

export const MESSENGER_SDK_URL = 'https://connect.facebook.net/**';
const FAKE_SDK = readFileSync(new URL('../fixtures/fake-messenger-sdk.js', import.meta.url), 'utf8');

/** The fake SDK as the SDK's URL answers it, with its behaviour. */
export function fakeMessengerSdk(config: FakeMessengerSdkConfig): { status: number; contentType: string; body: string } {
  return { status: 200, contentType: 'text/javascript', body: `window.__fakeMessengerSdkConfig = ${JSON.stringify(config)};\n${FAKE_SDK}` };
}

export async function routeMessengerSdk(page: Page, option: MessengerSdkOption): Promise<void> {
  await page.route(MESSENGER_SDK_URL, (route) => (option === 'abort' ? route.abort('blockedbyclient') : route.fulfill(fakeMessengerSdk(option))));
}

export const test = base.extend<{ messengerSdk: MessengerSdkOption; messengerSdkRoute: void }>({
  messengerSdk: [{}, { option: true }],
  messengerSdkRoute: [
    async ({ page, messengerSdk }, use) => {
      await routeMessengerSdk(page, messengerSdk);
      await use();
    },
    { auto: true },
  ],
});
