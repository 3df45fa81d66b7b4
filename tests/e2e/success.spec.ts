/**
 * One success design across every kind that has a success state: the same component (its
 * `data-success-view` marker, badge and live region) with SPEC's label "Success!" and the operator's
 * `data.submitted` content, on the gallery (61–68, messenger kinds, the SDK blocked so that `submit()`
 * takes the fallback path straight to after-submit) and on the SMS page (card 71, modal 72).
 */
import { expect, test, type Frame, type Page } from './test';
import { WIDGET_ORIGIN } from './origins';
import { axeProblems, expectVisible, widgetFrame, widgetIframe } from './support';
import { GALLERY, openOverlay, settledGeometry, SHOWN_ON_LOAD, waitForReady } from './gallery-support';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

interface McWidget {
  submit(): void;
}

async function submit(page: Page, id: number): Promise<void> {
  await page.evaluate((widgetId) => (window as unknown as { MC: { getWidget(id: string): McWidget } }).MC.getWidget(widgetId).submit(), String(id));
}

/** The success view's parts, read inside a frame. */
async function successView(frame: Frame) {
  const view = frame.locator('[data-success-view]');
  await expect(view).toHaveCount(1);
  await expect(view).toBeVisible();
  return view.evaluate((el) => {
    const status = el.matches('[role="status"]') ? el : el.querySelector('[role="status"]');
    return {
      layout: el.getAttribute('data-success-layout'),
      badge: el.querySelectorAll('[data-success-badge]').length,
      status: status?.textContent ?? null,
      live: status === null ? null : getComputedStyle(status).display !== 'none',
      headline: el.querySelector('h2')?.textContent ?? null,
    };
  });
}

test.describe('messenger kinds (gallery)', () => {
  test.use({ messengerSdk: 'abort' });

  test('bar, slide-in, modal, takeover, box, button, landing and checkbox all show the one success view', async ({ page }) => {
    await page.goto('/gallery.html');
    await waitForReady(page);
    for (const kind of SHOWN_ON_LOAD) if (kind !== 'customer_chat') await settledGeometry(page, GALLERY[kind]);

    // The gallery's data.submitted title, under the "Success!" label, where the layout has room for it.
    const TITLE = 'Thanks! Check Messenger.';
    const expected = {
      bar: { layout: 'row', status: `Success!${TITLE}`, headline: TITLE },
      slide_in: { layout: 'stack', status: `Success!${TITLE}`, headline: TITLE },
      box: { layout: 'stack', status: `Success!${TITLE}`, headline: TITLE },
      landing: { layout: 'stack', status: `Success!${TITLE}`, headline: TITLE },
      button: { layout: 'row', status: 'Success!', headline: 'Success!' },
      checkbox: { layout: 'row', status: 'Success!', headline: 'Success!' },
    } as const;
    for (const [kind, want] of Object.entries(expected)) {
      const id = GALLERY[kind as keyof typeof expected];
      const frame = await widgetFrame(page, id);
      await expect(frame.locator('[data-success-view]')).toHaveCount(0);
      await submit(page, id);
      expect({ kind, ...(await successView(frame)) }).toEqual({ kind, ...want, badge: 1, live: true });
      await widgetIframe(page, id).screenshot({ path: `test-results/success-${kind}.png` });
    }

    for (const kind of ['modal', 'page_takeover'] as const) {
      const frame = await openOverlay(page, kind);
      await submit(page, GALLERY[kind]);
      expect({ kind, ...(await successView(frame)) }).toEqual({ kind, layout: 'stack', status: `Success!${TITLE}`, headline: TITLE, badge: 1, live: true });
      // The dialog is named by the success headline; the "Go to Messenger" button follows the view.
      await expect(frame.getByRole('dialog', { name: TITLE })).toBeVisible();
      await expect(frame.locator('[data-success-view] ~ div').getByText('Go to Messenger')).toBeVisible();
      await page.screenshot({ path: `test-results/success-${kind}.png` });
      expect(await axeProblems(page, GALLERY[kind])).toEqual([]);
      await frame.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
    }
  });
});

test.describe('SMS kinds', () => {
  const SUBSCRIBE_URL = `${WIDGET_ORIGIN}/widget/createSubscriberByPhoneNumber`;

  async function optIn(frame: Frame): Promise<void> {
    await expect(frame.getByRole('button', { name: /^Country code: United States \+1$/ })).toBeVisible();
    await frame.getByLabel('Mobile number').fill('(201) 555-0142');
    await frame.getByRole('button', { name: /Subscribe|Text me the code/ }).click();
  }

  test('the SMS card and the SMS modal show the same success view, with their submitted content', async ({ page }) => {
    await page.route(SUBSCRIBE_URL, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ state: true }) }));
    await page.goto('/sms.html');
    await expectVisible(page, 71);
    const card = await widgetFrame(page, 71);
    await optIn(card);
    expect(await successView(card)).toEqual({
      layout: 'stack',
      status: "Success!You're subscribed!We'll text you when your order ships.",
      headline: "You're subscribed!",
      badge: 1,
      live: true,
    });
    await expect(card.getByLabel('Mobile number')).toHaveCount(0);
    await widgetIframe(page, 71).screenshot({ path: 'test-results/success-sms-card.png' });
    expect(await axeProblems(page, 71)).toEqual([]);

    await page.getByRole('button', { name: 'Open the SMS modal' }).click();
    await expectVisible(page, 72);
    const modal = await widgetFrame(page, 72);
    await optIn(modal);
    expect(await successView(modal)).toEqual({
      layout: 'stack',
      status: 'Success!Check your phoneYour code is on its way.',
      headline: 'Check your phone',
      badge: 1,
      live: true,
    });
    await expect(modal.getByRole('dialog', { name: 'Check your phone' })).toBeVisible();
    await page.screenshot({ path: 'test-results/success-sms-modal.png' });
    expect(await axeProblems(page, 72)).toEqual([]);
  });
});
