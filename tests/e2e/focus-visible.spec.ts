/**
 * Focus rings for the keyboard only: a mouse click on a control leaves no ring, Tab to it shows one, and
 * a dialog that focuses itself on open (modal, takeover, SMS modal) shows none. Every focus style in the
 * frame app is a `:focus-visible` one; these tests look at what the browser actually draws (outline and
 * box-shadow of the focused element).
 */
import { expect, test, type Frame, type Locator } from './test';
import { expectVisible, widgetFrame } from './support';
import { GALLERY, iframeGeometry, openOverlay, waitForReady } from './gallery-support';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

/**
 * What the focused element draws: is it :focus-visible, does it paint an outline, and does focus add a
 * ring (a box-shadow it does not have once blurred; its own shadows are not focus indicators)? Leaves
 * the element blurred.
 */
async function focusLook(target: Locator) {
  return target.evaluate((el) => {
    const cs = getComputedStyle(el);
    const look = {
      focused: el.ownerDocument.activeElement === el,
      focusVisible: el.matches(':focus-visible'),
      outline: cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0,
      ring: false,
    };
    const shadow = cs.boxShadow;
    (el as HTMLElement).blur();
    look.ring = getComputedStyle(el).boxShadow !== shadow;
    return look;
  });
}

/** Elements of the frame that match :focus-visible and paint an outline (the dialog may hold focus, invisibly). */
async function nothingRinged(frame: Frame) {
  return frame.evaluate(() =>
    [...document.querySelectorAll(':focus-visible')]
      .filter((el) => {
        const cs = getComputedStyle(el);
        return cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0;
      })
      .map((el) => el.outerHTML.slice(0, 120)),
  );
}

test('a mouse click on a button shows no ring; Tab to it shows one', async ({ page }) => {
  await page.goto('/sms.html');
  await expectVisible(page, 71);
  const card = await widgetFrame(page, 71);
  const country = card.getByRole('button', { name: /^Country code: United States \+1$/ });
  await expect(country).toBeVisible();
  const subscribe = card.getByRole('button', { name: 'Subscribe' });
  // An empty number: the click keeps the visitor on the form, focus on the button.
  await subscribe.click();
  await expect(subscribe).toBeFocused();
  expect(await nothingRinged(card)).toEqual([]);
  expect(await focusLook(subscribe)).toEqual({ focused: true, focusVisible: false, outline: false, ring: false });

  // The keyboard: from the number field, Tab reaches the same button, which now wears a clear ring.
  await card.getByLabel('Mobile number').click();
  await page.keyboard.press('Tab');
  await expect(subscribe).toBeFocused();
  const look = await focusLook(subscribe);
  expect(look.focused && look.focusVisible && (look.outline || look.ring)).toBe(true);
});

test('the modal and the takeover focus their dialog on open without a ring; Tab rings the first control', async ({ page }) => {
  await page.goto('/gallery.html');
  await waitForReady(page);
  for (const kind of ['modal', 'page_takeover'] as const) {
    const frame = await openOverlay(page, kind);
    const dialog = frame.getByRole('dialog');
    await expect(dialog).toBeFocused();
    expect(await nothingRinged(frame)).toEqual([]);
    await page.screenshot({ path: `test-results/focus-${kind}-open.png` });
    expect(await focusLook(dialog)).toMatchObject({ focused: true, outline: false, ring: false });

    await page.keyboard.press('Tab');
    const focused = frame.locator(':focus');
    await expect(focused).toHaveCount(1);
    const look = await focusLook(focused);
    expect(look.focusVisible && (look.outline || look.ring)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await iframeGeometry(page, GALLERY[kind]))?.visibility).toBe('hidden');
  }
});

test('the SMS modal opens with its dialog focused and no ring', async ({ page }) => {
  await page.goto('/sms.html');
  await expectVisible(page, 71);
  await page.getByRole('button', { name: 'Open the SMS modal' }).click();
  await expectVisible(page, 72);
  const modal = await widgetFrame(page, 72);
  const dialog = modal.getByRole('dialog');
  await expect(dialog).toBeFocused();
  expect(await nothingRinged(modal)).toEqual([]);
  expect(await focusLook(dialog)).toMatchObject({ focused: true, outline: false, ring: false });
});
