/**
 * Issue 49 "phones first", at 375 × 812 as a phone is (touch, mobile viewport): before the visitor acts,
 * the slide-in is a teaser pill that covers at most 40 % of the screen and the SMS modal's card at most
 * 60 %, both without their picture; the pill opens the form as a bottom sheet, which submits; the SMS
 * modal's "No thanks" closes it; the field typed in stays inside the viewport when the keyboard shrinks
 * it; and the loader keeps floating widgets clear of a phone's safe areas.
 * Each test serves its page's configuration with the one widget it looks at, with a picture added.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Frame, type Page } from './test';
import { alterConfig, type ServedConfig } from './hostileChecks';
import { settledGeometry, waitForReady } from './gallery-support';
import { axeProblems, expectHidden, widgetFrame, widgetIframe } from './support';
import { DEMO_ORIGIN } from './origins';

const PHONE = { width: 375, height: 812 } as const;
const SLIDE_IN = 62;
const SMS_MODAL = 72;
const BUBBLE = 69;
const PICTURE = { mediaType: 'image', image: { img_big: `${DEMO_ORIGIN}/media/harbour.svg` }, imagePlacement: 'aboveHeadline' };
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

test.use({ viewport: PHONE, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });

/** Only widget `id`, with a picture: the picture is what a phone must leave out. */
async function onlyWithPicture(page: Page, id: number): Promise<void> {
  await alterConfig(page, (config: ServedConfig) => ({
    ...config,
    widgets: config.widgets
      .filter((w) => w.widget_id === id)
      .map((w) => {
        const data = w.data as { main: Record<string, unknown> };
        return { ...w, data: { ...data, main: { ...data.main, ...PICTURE } } };
      }),
  }));
}

/** Share of the viewport an element's box covers (clipped to the viewport). */
async function coveredShare(page: Page, box: { x: number; y: number; width: number; height: number }): Promise<number> {
  const viewport = page.viewportSize()!;
  const w = Math.max(0, Math.min(viewport.width, box.x + box.width) - Math.max(0, box.x));
  const h = Math.max(0, Math.min(viewport.height, box.y + box.height) - Math.max(0, box.y));
  return (w * h) / (viewport.width * viewport.height);
}

async function openSmsModal(page: Page): Promise<Frame> {
  await onlyWithPicture(page, SMS_MODAL);
  await page.goto('/sms.html');
  await waitForReady(page);
  await page.evaluate((id) => (window as unknown as { MC: { getWidget(id: number): { forceOpen(): void } } }).MC.getWidget(id).forceOpen(), SMS_MODAL);
  const frame = await widgetFrame(page, SMS_MODAL);
  await expect(frame.getByTestId('sms-modal')).toBeVisible();
  // The country table arrives in its lazy chunk: the card has its final height once it has.
  await expect(frame.getByRole('button', { name: /^Country code: United States \+1$/ })).toBeVisible();
  return frame;
}

test('the slide-in is a pill with its offer, at most 40 % of the screen; tapped, a sheet without its picture that submits', async ({ page }) => {
  await onlyWithPicture(page, SLIDE_IN);
  await page.goto('/gallery.html');
  const { rect } = await settledGeometry(page, SLIDE_IN);
  expect(await coveredShare(page, rect)).toBeLessThanOrEqual(0.4);
  const frame = await widgetFrame(page, SLIDE_IN);
  const pill = frame.getByRole('button', { name: 'Fresh roasts just landed', exact: true });
  await expect(pill).toBeVisible();
  await expect(frame.getByRole('dialog')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/phones_slide_in_teaser_375.png` });
  expect(await axeProblems(page, SLIDE_IN)).toEqual([]);

  const submitted = page.evaluate(
    (id) => new Promise((resolve) => (window as unknown as { MC: { getWidget(id: number): { on(e: string, f: (d: unknown) => void): void } } }).MC.getWidget(id).on('submitted', resolve)),
    SLIDE_IN,
  );
  await pill.tap();
  const sheet = frame.getByRole('dialog', { name: 'Fresh roasts just landed' });
  await expect(sheet).toBeVisible();
  await expect(sheet).toBeFocused();
  await expect(sheet.getByRole('button', { name: 'Close' })).toBeVisible();
  // The picture's spot is there and not drawn.
  await expect(sheet.locator('[data-media-placement]')).toBeHidden();
  const opened = await settledGeometry(page, SLIDE_IN);
  expect(opened.rect.width).toBe(PHONE.width);
  expect(opened.rect.y + opened.rect.height).toBe(PHONE.height);
  expect(await coveredShare(page, opened.rect)).toBeLessThanOrEqual(0.4);
  await page.screenshot({ path: `${SHOTS}/phones_slide_in_sheet_375.png` });
  expect(await axeProblems(page, SLIDE_IN)).toEqual([]);

  // The fake messenger SDK's plugin opts in on a click (tests/e2e/test.ts).
  await sheet.getByRole('button', { name: 'Send to Messenger' }).tap();
  expect(await submitted).toMatchObject({ widgetId: String(SLIDE_IN) });
  await expect(frame.getByRole('dialog')).toContainText('Thanks! Check Messenger.');
});

test('the pill and the sheet close with their ×, as a manual close', async ({ page }) => {
  await onlyWithPicture(page, SLIDE_IN);
  await page.goto('/gallery.html');
  await settledGeometry(page, SLIDE_IN);
  let frame = await widgetFrame(page, SLIDE_IN);
  await frame.getByRole('button', { name: 'Close' }).tap();
  await expectHidden(page, SLIDE_IN);

  // The demo slide-in shows again after a close (showAgainIfClosed "always"): this time from its sheet.
  await page.reload();
  await settledGeometry(page, SLIDE_IN);
  frame = await widgetFrame(page, SLIDE_IN);
  await frame.getByRole('button', { name: 'Fresh roasts just landed', exact: true }).tap();
  await frame.getByRole('dialog').getByRole('button', { name: 'Close' }).tap();
  await expectHidden(page, SLIDE_IN);
});

test('by keyboard: Enter on the pill opens the sheet with focus in it, Escape closes it', async ({ page }) => {
  await onlyWithPicture(page, SLIDE_IN);
  await page.goto('/gallery.html');
  await settledGeometry(page, SLIDE_IN);
  const frame = await widgetFrame(page, SLIDE_IN);
  const pill = frame.getByRole('button', { name: 'Fresh roasts just landed', exact: true });
  await pill.focus();
  await page.keyboard.press('Enter');
  await expect(frame.getByRole('dialog', { name: 'Fresh roasts just landed' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expectHidden(page, SLIDE_IN);
});

test('the SMS modal: no picture, its card at most 60 % of the screen, and "No thanks" closes it', async ({ page }) => {
  const frame = await openSmsModal(page);
  const card = frame.getByTestId('sms-modal');
  await expect(card.locator('[data-media-placement]')).toBeHidden();
  const iframe = (await widgetIframe(page, SMS_MODAL).boundingBox())!;
  const box = (await card.boundingBox())!;
  // The frame covers the viewport (its backdrop); the card is what hides the page.
  expect(iframe).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
  expect(await coveredShare(page, box)).toBeLessThanOrEqual(0.6);
  await page.screenshot({ path: `${SHOTS}/phones_sms_modal_375.png` });
  expect(await axeProblems(page, SMS_MODAL)).toEqual([]);

  const closed = page.evaluate(
    (id) => new Promise((resolve) => (window as unknown as { MC: { getWidget(id: number): { on(e: string, f: (d: unknown) => void): void } } }).MC.getWidget(id).on('close', resolve)),
    SMS_MODAL,
  );
  await card.getByRole('button', { name: 'No thanks', exact: true }).tap();
  expect(await closed).toMatchObject({ widgetId: String(SMS_MODAL), manual: true });
  await expectHidden(page, SMS_MODAL);
});

test('the focused field stays inside the viewport when the keyboard shrinks it', async ({ page }) => {
  const frame = await openSmsModal(page);
  const field = frame.getByLabel('Mobile number');
  await field.tap();
  await expect(field).toBeFocused();
  // Android Chrome's keyboard: the viewport loses the keyboard's height while the field has focus. At
  // 240 px (a large keyboard, a phone on its side) the card is shorter than its form and scrolls: the
  // field is outside it unless the frame scrolls it back (parts/useFocusedFieldInView.ts).
  for (const height of [480, 360, 240]) {
    await page.setViewportSize({ width: PHONE.width, height });
    await expect
      .poll(async () => {
        const box = await field.boundingBox();
        const visual = await page.evaluate(() => ({ top: visualViewport!.offsetTop, height: visualViewport!.height }));
        return box !== null && box.y >= visual.top && box.y + box.height <= visual.top + visual.height;
      }, { message: `the field is inside a ${height} px viewport` })
      .toBe(true);
    await expect(field).toBeFocused();
  }
});

test.describe('safe areas', () => {
  /**
   * The phone's insets, given to the browser. Chromium's emulated insets apply whatever the page's
   * viewport meta says; a real phone gives a page env() values only with viewport-fit=cover (otherwise
   * it keeps the page itself inside the safe area), so this stands for a page that has it.
   */
  async function emulateInsets(page: Page): Promise<void> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setSafeAreaInsetsOverride' as never, { insets: { top: 47, bottom: 34, left: 0, right: 0 } } as never);
  }

  test('a bottom-anchored slide-in keeps clear of the home indicator', async ({ page }) => {
    await emulateInsets(page);
    await onlyWithPicture(page, SLIDE_IN);
    await page.goto('/gallery.html');
    const pill = await settledGeometry(page, SLIDE_IN);
    expect(pill.rect.y + pill.rect.height).toBe(PHONE.height - 34);
    expect(pill.rect.x).toBe(0);
  });

  test('so does the chat bubble', async ({ page }) => {
    await emulateInsets(page);
    await alterConfig(page, (config: ServedConfig) => ({ ...config, widgets: config.widgets.filter((w) => w.widget_id === BUBBLE) }));
    await page.goto('/gallery.html');
    const bubble = await settledGeometry(page, BUBBLE);
    // Its own 12 px from the corner (rules/bubbleGeometry.ts), above the 34 px inset.
    expect(bubble.rect.y + bubble.rect.height).toBe(PHONE.height - 34 - 12);
    expect(bubble.rect.x + bubble.rect.width).toBe(PHONE.width - 12);
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the slide-in is the card, as before, with its picture', async ({ page }) => {
    await onlyWithPicture(page, SLIDE_IN);
    await page.goto('/gallery.html');
    await settledGeometry(page, SLIDE_IN);
    const frame = await widgetFrame(page, SLIDE_IN);
    await expect(frame.getByRole('dialog', { name: 'Fresh roasts just landed' })).toBeVisible();
    await expect(frame.locator('[data-media-placement]')).toBeVisible();
    await page.screenshot({ path: 'test-results/phones-slide-in-1280.png' });
  });
});
