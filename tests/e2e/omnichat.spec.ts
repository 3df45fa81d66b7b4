/**
 * Issue 15, the omnichat bubble on the real reference server (demo pages /omnichat.html and
 * /omnichat-email.html): the bubble's size and 20 px offset with an iframe no larger than what shows,
 * every channel's exact link, the SMS flow storing a subscriber, the email-only page, the popup message
 * and its close, the SPEC §7 events as the server stored them, Escape and focus return, the phone's
 * sheet, and axe inside the frame. Writes the screenshots of docs/CHANNELS.md (docs/screenshots/omnichat_*.png).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Frame, type Page } from './test';
import { ADMIN_HEADERS, WIDGET_ORIGIN } from './origins';
import { axeProblems, expectVisible, widgetFrame, widgetIframe } from './support';
import { alterConfig } from './hostileChecks';

/** Widget 81 with its popup message on another trigger: 'none' (no trigger) never shows it, a number is its seconds. */
async function popupMessageAfter(page: Page, seconds: number | 'none'): Promise<void> {
  await alterConfig(page, (config) => ({
    ...config,
    widgets: config.widgets.map((w) => {
      if (String(w.widget_id) !== String(WIDGET)) return w;
      const data = w.data as { main: Record<string, unknown> };
      const trigger = seconds === 'none' ? null : { type: 'seconds', value: seconds };
      return { ...w, data: { ...data, main: { ...data.main, popupMessageWhenDisplay: trigger } } };
    }),
  }));
}

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const WIDGET = 81;
const EMAIL_ONLY = 82;
/** /omnichat-one-channel.html: a bubble with WhatsApp alone, and one with SMS alone. */
const WHATSAPP_ONLY = 88;
const SMS_ONLY = 89;

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

interface StoredEvent {
  event: string;
  body: { session_id?: string | null; payload?: Record<string, unknown> };
}

/** This page's visitor: its pixel session id (other tests store events for the same demo page). */
async function visitorSession(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('mc_pixel_session'));
  const sessionId = stored === null ? undefined : (JSON.parse(stored) as { sessionId?: string }).sessionId;
  if (!sessionId) throw new Error('no pixel session stored');
  return sessionId;
}

async function serverEvents(request: APIRequestContext, pageId: string): Promise<StoredEvent[]> {
  const answer = await request.get(`${WIDGET_ORIGIN}/admin/pages/${pageId}/events`, { headers: ADMIN_HEADERS });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { events: StoredEvent[] }).events;
}

async function openDemo(page: Page, path = '/omnichat.html', id = WIDGET): Promise<Frame> {
  await page.goto(path);
  const frame = await widgetFrame(page, id);
  // The frame document holds the server's painted bubble before the iframe is shown (and, where it is not
  // this visitor's, before React renders the visitor's own): the iframe on screen and the frame app's
  // layout started say the bubble is the one the visitor sees.
  await expectVisible(page, id);
  await expect.poll(() => frame.evaluate(() => performance.getEntriesByName('mc:frame-layout').length)).toBeGreaterThan(0);
  await expect(frame.getByTestId('omnichat-bubble')).toBeVisible();
  // The bubble pops in (scales from its corner): measured once its entrance is over.
  await expect.poll(() => frame.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0);
  return frame;
}

/** The iframe's and the bubble's boxes, both in the host page's viewport (Playwright maps frame boxes). */
async function bubbleBox(page: Page, frame: Frame) {
  const iframe = (await widgetIframe(page, WIDGET).boundingBox())!;
  const inner = (await frame.getByTestId('omnichat-bubble').boundingBox())!;
  return { iframe, bubble: inner };
}


for (const [name, viewport, size] of [
  ['1280×800', DESKTOP, 66],
  ['375×740', PHONE, 60],
] as const) {
  test.describe(name, () => {
    test.use({ viewport });

    test(`the bubble is ${size} px, 20 px from the corner, in #0084FF, and its iframe is no larger than what shows`, async ({ page }) => {
      const frame = await openDemo(page);
      // The popup message comes on its 5 s trigger and widens the iframe: measured once it has come and
      // been dismissed (a check before it would race the 5 s on a loaded machine).
      await expect(frame.getByTestId('omnichat-popup-message')).toBeVisible({ timeout: 15_000 });
      await frame.getByRole('button', { name: 'Close message' }).click();
      await expect(frame.getByTestId('omnichat-popup-message')).toHaveCount(0);
      await expect.poll(async () => (await widgetIframe(page, WIDGET).boundingBox())!.width).toBe(size + 16);
      const { iframe, bubble } = await bubbleBox(page, frame);
      expect([bubble.width, bubble.height]).toEqual([size, size]);
      expect(viewport.width - (bubble.x + bubble.width)).toBeCloseTo(20, 0);
      expect(viewport.height - (bubble.y + bubble.height)).toBeCloseTo(20, 0);
      expect(viewport.width - (iframe.x + iframe.width)).toBeCloseTo(12, 0);
      // Room for the shadow (8 px a side) and nothing more: the page around it stays clickable.
      expect([iframe.width, iframe.height]).toEqual([size + 16, size + 16]);
      expect(await frame.getByTestId('omnichat-bubble').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(0, 132, 255)');
      await page.screenshot({ path: path.join(SHOTS, `omnichat_bubble_${viewport.width}.png`) });
    });

    test('the popup message shows on its trigger (5 s) and its close icon dismisses it; the host page records no layout shift', async ({ page, request }) => {
      // Every layout shift of the host page from its start: the iframe grows leftwards and upwards for the
      // message, from the corner it is anchored to, which is not a shift (loader/frames/placementStyles.ts).
      // The script runs in the widget's frame too, whose own shifts Lighthouse counts by its share of the page.
      await page.addInitScript(() => {
        const w = window as unknown as { __shift: number };
        w.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number }[]) w.__shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const frame = await openDemo(page);
      // The bubble appeared without moving inside its frame: laid out while the frame was hidden (0 × 0), it
      // must not jump to its corner when the host sizes the iframe (styles.css, data-anchor-end).
      expect(await frame.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
      // Every frame, the bubble's distance from the iframe's bottom-right corner (where the host anchors
      // the iframe): the message grows the content before the host resizes the iframe, and the bubble
      // must not move under the visitor's pointer meanwhile.
      await frame.evaluate(() => {
        const w = window as unknown as { __bubbleOffsets: string[] };
        w.__bubbleOffsets = [];
        const sample = (): void => {
          const r = document.querySelector('[data-testid="omnichat-bubble"]')!.getBoundingClientRect();
          const offset = `${Math.round(innerWidth - r.right)},${Math.round(innerHeight - r.bottom)}`;
          if (w.__bubbleOffsets.at(-1) !== offset) w.__bubbleOffsets.push(offset);
          requestAnimationFrame(sample);
        };
        sample();
      });
      const message = frame.getByTestId('omnichat-popup-message');
      await expect(message).toBeVisible({ timeout: 9_000 });
      await expect.poll(async () => (await widgetIframe(page, WIDGET).boundingBox())!.width).toBeGreaterThan(size + 16);
      expect(await frame.evaluate(() => (window as unknown as { __bubbleOffsets: string[] }).__bubbleOffsets)).toEqual(['8,8']);
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
      await expect(message).toContainText('Need a help? Just message us!');
      await page.screenshot({ path: path.join(SHOTS, `omnichat_popup_${viewport.width}.png`) });
      await frame.getByRole('button', { name: 'Close message' }).click();
      await expect(message).toHaveCount(0);
      // The iframe shrinks back around the bubble.
      await expect.poll(async () => (await widgetIframe(page, WIDGET).boundingBox())!.width).toBe(size + 16);
      await expect.poll(async () => (await serverEvents(request, 'omnichat')).some((e) => e.event === 'popover_close')).toBe(true);
    });
  });
}

test.describe('1280×800: the panel', () => {
  test.use({ viewport: DESKTOP });

  test('lists every configured channel with its exact link; SMS starts inside the panel', async ({ page }) => {
    const frame = await openDemo(page);
    await frame.getByTestId('omnichat-bubble').click();
    const panel = frame.getByRole('dialog', { name: 'How can we help you?' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Talk to us on your favorite messaging app.');
    await expect(panel.locator('[data-channel]')).toHaveCount(4);
    await expect(panel.locator('[data-channel="facebook"]')).toHaveAttribute('href', 'https://m.me/1234567890?ref=w81');
    await expect(panel.locator('[data-channel="whatsapp"]')).toHaveAttribute(
      'href',
      'https://wa.me/15550109999?text=Hi!%20I%20have%20a%20question%20about%20order%20%231234%20%26%20shipping',
    );
    await expect(panel.locator('[data-channel="email"]')).toHaveAttribute('href', 'mailto:help@demo-shop.example');
    for (const type of ['facebook', 'whatsapp', 'email']) {
      await expect(panel.locator(`[data-channel="${type}"]`)).toHaveAttribute('target', '_blank');
      await expect(panel.locator(`[data-channel="${type}"]`)).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // The consent shows where a number is collected (the SMS flow below), not in the list (issue 29).
    await expect(panel.getByTestId('sms-legal-text')).toHaveCount(0);
    // The 430 px popup card, above the bubble, once its entrance is over (measured mid-scale it was
    // 429.92 px once in CI).
    await expect.poll(() => frame.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0);
    const card = (await panel.boundingBox())!;
    expect(card.width).toBe(430);
    await page.screenshot({ path: path.join(SHOTS, 'omnichat_open_1280.png') });
    expect(await axeProblems(page, WIDGET)).toEqual([]);

    await panel.locator('[data-channel="sms"]').click();
    await expect(panel.getByLabel('Mobile number')).toBeVisible();
    await expect(panel.getByTestId('sms-legal-text')).toBeVisible();
    await expect(panel.getByTestId('sms-legal-business')).toHaveText('Demo Shop · Terms · Privacy');
    await expect(panel.getByRole('button', { name: 'All channels' })).toBeVisible();
    // The omnichannel variant generated a reference: the text-app link carries it.
    await expect(panel.getByTestId('sms-text-app-alternative')).toHaveAttribute('href', /^sms:\+15550100200\?body=Subscribe%20\S+$/);
    await panel.getByRole('button', { name: 'All channels' }).click();
    await expect(panel.locator('[data-channel]')).toHaveCount(4);
  });

  test('a press that spans an icon change of the bubble animation still opens the panel', async ({ page }) => {
    // The animation swaps the bubble's icon every 1.5 s (4 channels: from 2 s to 8 s after it shows).
    // Chromium drops a click whose mousedown target left the document before mouseup, so an icon that
    // takes the pointer would lose a visitor's click made at the moment it changes.
    // Measured once the bubble's pop-in is over: a box taken while it scales up from its corner puts the
    // pointer outside the round bubble. No popup message: a press that starts as it arrives is the next test's.
    await popupMessageAfter(page, 'none');
    const frame = await openDemo(page);
    const bubble = frame.getByTestId('omnichat-bubble');
    const box = (await bubble.boundingBox())!;
    const icon = await bubble.locator(':scope > *').elementHandle();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect.poll(() => icon!.evaluate((el) => el.isConnected), { message: 'the icon changed under the pressed pointer' }).toBe(false);
    await page.mouse.up();
    await expect(frame.getByRole('dialog', { name: 'How can we help you?' })).toBeVisible();
  });

  test('a press on the bubble while its popup message arrives still opens the panel', async ({ page }) => {
    // The message widens the iframe leftwards. Resized under the pressed pointer, the frame was handed
    // the release at its old origin's coordinates (on the message, not the bubble) and opened nothing in
    // 4 of 6 tries; the frame now holds its resizes until the press ends (boot/sizeReporter.ts). The
    // message comes after 10 s here (the loader counts seconds spent at 5, 10, 30…), so the press surely
    // starts before it, even on a loaded machine.
    await popupMessageAfter(page, 10);
    const frame = await openDemo(page);
    await expect(frame.getByTestId('omnichat-popup-message')).toHaveCount(0);
    const box = (await frame.getByTestId('omnichat-bubble').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect(frame.getByTestId('omnichat-popup-message')).toBeVisible({ timeout: 15_000 });
    await page.mouse.up();
    await expect(frame.getByRole('dialog', { name: 'How can we help you?' })).toBeVisible();
  });

  test('the SMS flow from the bubble stores a subscriber on the server; the host hears submitted and the bubble stays', async ({ page, request }) => {
    const frame = await openDemo(page);
    await page.evaluate(() => {
      const w = window as unknown as { MC: { on(event: string, fn: (detail: Record<string, unknown>) => void): void }; __submitted: unknown[] };
      w.__submitted = [];
      w.MC.on('submitted', (detail) => w.__submitted.push(detail.widgetId));
    });
    await frame.getByTestId('omnichat-bubble').click();
    await frame.locator('[data-channel="sms"]').click();
    const number = `20155501${String(Date.now() % 100).padStart(2, '0')}`;
    await frame.getByLabel('Mobile number').fill(number);
    await frame.getByRole('button', { name: 'Subscribe' }).click();
    await expect(frame.getByText('Check your phone: we sent you a text.')).toBeVisible();
    // The product's one success view (parts/SuccessView.tsx), its label and sentence in one live region.
    await expect(frame.locator('[data-success-view] [role="status"]')).toHaveText('Success!Check your phone: we sent you a text.');
    const stored = await request.get(`${WIDGET_ORIGIN}/admin/pages/omnichat/subscribers`, { headers: ADMIN_HEADERS });
    expect(stored.status()).toBe(200);
    expect(JSON.stringify(await stored.json())).toContain(`+1${number}`);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __submitted: unknown[] }).__submitted)).toEqual(['81']);
    await frame.getByRole('button', { name: /close/i }).first().click();
    await expect(frame.getByTestId('omnichat-bubble')).toBeVisible();
  });

  test('open, click (channelType), close reach the server with user_agent and widget_id; the impression too', async ({ page, request }) => {
    // The chat link opens a new tab; its site is answered locally (the test machine has no internet).
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'chat' }));
    const frame = await openDemo(page);
    await frame.getByTestId('omnichat-bubble').click();
    await frame.locator('[data-channel="whatsapp"]').click();
    // The chat opened in a tab of its own, in front: a visitor comes back to this tab before closing the
    // panel. Clicking a page left in the background raced its return to the front on a loaded machine.
    await page.bringToFront();
    await frame.getByTestId('omnichat-bubble').click();
    const userAgent = await page.evaluate(() => navigator.userAgent);
    const session = await visitorSession(page);
    const mine = async (): Promise<StoredEvent[]> => (await serverEvents(request, 'omnichat')).filter((e) => e.body.session_id === session);
    await expect.poll(async () => (await mine()).map((e) => e.event)).toEqual(expect.arrayContaining(['impression', 'open', 'click', 'close']));
    const events = await mine();
    for (const name of ['impression', 'open', 'click', 'close']) {
      const event = events.find((e) => e.event === name)!;
      expect(event.body.payload, name).toMatchObject({ widget_id: WIDGET, user_agent: userAgent, widget_sign: expect.any(String) });
    }
    expect(events.find((e) => e.event === 'click')!.body.payload).toMatchObject({ channelType: 'whatsapp' });
    expect(events.find((e) => e.event === 'open')!.body.payload).toMatchObject({ trigger: 'visitor' });
  });

  test('keyboard: Enter opens and focus moves into the panel; Escape closes and focus returns to the bubble', async ({ page }) => {
    const frame = await openDemo(page);
    const bubble = frame.getByTestId('omnichat-bubble');
    await bubble.focus();
    await expect(bubble).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(bubble).toHaveAttribute('aria-expanded', 'true');
    await expect(bubble).toHaveAccessibleName('Close chat options');
    await expect(frame.locator('[data-channel="facebook"]')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(frame.getByTestId('omnichat-panel')).toHaveCount(0);
    await expect(bubble).toBeFocused();
    await expect(bubble).toHaveAccessibleName('Chat with us');
  });
});

test.describe('375×740: the panel is a sheet', () => {
  test.use({ viewport: PHONE });

  test('fills the screen over a backdrop with a close icon; closing gives the page back', async ({ page }) => {
    const frame = await openDemo(page);
    await frame.getByTestId('omnichat-bubble').click();
    await expect(frame.getByRole('dialog', { name: 'How can we help you?' })).toBeVisible();
    await expect.poll(async () => widgetIframe(page, WIDGET).boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 740 });
    await expect(frame.getByTestId('omnichat-backdrop')).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(SHOTS, 'omnichat_open_375.png') });
    expect(await axeProblems(page, WIDGET)).toEqual([]);
    await frame.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(frame.getByTestId('omnichat-panel')).toHaveCount(0);
    await expect.poll(async () => (await widgetIframe(page, WIDGET).boundingBox())!.width).toBeLessThanOrEqual(60 + 16 + 260);
    await expect(frame.getByTestId('omnichat-bubble')).toBeFocused();
  });
});

test.describe('1280×800: a bubble with one channel opens it directly (issue 49)', () => {
  test.use({ viewport: DESKTOP });

  test('email only: the bubble is the mailto link, with the address percent-encoded but its @ kept, the email icon and no panel', async ({ page }) => {
    const frame = await openDemo(page, '/omnichat-email.html', EMAIL_ONLY);
    const bubble = frame.getByRole('link', { name: 'Email us' });
    await expect(bubble).toHaveAttribute('href', 'mailto:sales%2Bweb@demo-shop.example');
    await expect(bubble).toHaveAttribute('target', '_blank');
    await expect(bubble).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(bubble).toHaveAttribute('data-channel', 'email');
    await expect(frame.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
    expect(await axeProblems(page, EMAIL_ONLY)).toEqual([]);
  });

  test('WhatsApp only: a press opens the chat in a new tab at once and reports the channel’s click; no one-row list', async ({ page, context, request }) => {
    // No internet: the chat link's page is answered here, which is where the new tab goes.
    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }));
    const frame = await openDemo(page, '/omnichat-one-channel.html', WHATSAPP_ONLY);
    const session = await visitorSession(page);
    const bubble = frame.getByRole('link', { name: 'Chat with us on WhatsApp' });
    await expect(bubble).toHaveAttribute('data-channel', 'whatsapp');
    await page.screenshot({ path: test.info().outputPath('one-channel-1280.png') });
    const [popup] = await Promise.all([page.waitForEvent('popup'), bubble.click()]);
    await expect.poll(() => popup.url()).toBe('https://wa.me/15550109999');
    await expect(frame.getByTestId('omnichat-panel')).toHaveCount(0);
    await expect
      .poll(async () => (await serverEvents(request, 'omnichat-one-channel')).filter((e) => e.body.session_id === session && e.event === 'click').map((e) => e.body.payload?.channelType))
      .toEqual(['whatsapp']);
    expect(await axeProblems(page, WHATSAPP_ONLY)).toEqual([]);
  });

  test('SMS only: a press opens the panel at the phone field, with no list and no way back to one', async ({ page }) => {
    const frame = await openDemo(page, '/omnichat-one-channel.html', SMS_ONLY);
    await frame.getByRole('button', { name: 'Chat with us' }).click();
    const panel = frame.getByRole('dialog', { name: 'Text us' });
    await expect(panel.getByLabel('Mobile number')).toBeVisible();
    await expect(panel.locator('[data-channel]')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'All channels' })).toHaveCount(0);
  });
});
