/**
 * Every designed template (issues 29 and 49; bridge-protocol/widgetTemplates.ts) on the demo's showcase page
 * (demo/templates.html, written from the catalogue by scripts/templateShowcase.ts) under three brand
 * themes an owner could pick: a light accent, a dark one and a low-contrast one. Every template on every
 * format that offers it (box, modal, slide-in, SMS card, SMS modal, bar, page takeover, landing): axe finds
 * no serious problem in its frame (text at WCAG AA whatever the accent), and a template's picture is the
 * provider's file, loaded. Then what issue 49 added: the two-step question, the offer's ticket, and the
 * accent a template suggests where the page names none.
 */
import { templatesFor } from '../../bridge-protocol/widgetTemplates';
import { SHOWCASE_IDS } from '../../scripts/templateShowcase';
import { waitForReady } from './gallery-support';
import { alterConfig, type ServedConfig } from './hostileChecks';
import { axeProblems, expectVisible, widgetFrame } from './support';
import { expect, test, type Page } from './test';

const THEMES = [
  { name: 'light', accent: '#FDE68A' },
  { name: 'dark', accent: '#1E3A8A' },
  { name: 'low-contrast', accent: '#38BDF8' },
] as const;

test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce', messengerSdk: 'abort' });

type Mc = { MC: { getWidget(id: string): { forceOpen(): void; close(): void } } };

async function openOverlay(page: Page, id: number): Promise<void> {
  await page.evaluate((widget) => (window as unknown as Mc).MC.getWidget(widget).forceOpen(), String(id));
  await expectVisible(page, id);
}

async function closeOverlay(page: Page, id: number): Promise<void> {
  await page.evaluate((widget) => (window as unknown as Mc).MC.getWidget(widget).close(), String(id));
  await expect(page.locator(`iframe[data-widget-id="${id}"]`)).toBeHidden();
}

/** The template's picture in the frame is loaded (its natural size known), from the provider's templates folder. */
async function expectPictureLoaded(page: Page, id: number, picture: string): Promise<void> {
  const frame = await widgetFrame(page, id);
  const image = frame.locator(`img[src$="/frame/templates/${picture}.svg"]`).first();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: `widget ${id}: ${picture}.svg loaded` }).toBe(true);
}

/** The showcase's widgets of the named formats (each format's ids run from its base, at most ten). */
function inRanges(config: ServedConfig, formats: (keyof typeof SHOWCASE_IDS)[]): ServedConfig {
  const wanted = (id: number) => formats.some((format) => id >= SHOWCASE_IDS[format] && id < SHOWCASE_IDS[format] + 10);
  return { ...config, widgets: config.widgets.filter((w) => wanted(Number(w.widget_id))) };
}

for (const { name, accent } of THEMES) {
  test(`every box and modal template under the ${name} accent ${accent}: no serious axe problem in any frame, its picture loaded`, async ({ page }) => {
    // This test's formats only: the page loads no frame it does not look at.
    await alterConfig(page, (config) => ({ ...inRanges(config, ['box', 'modal']), theme: { accent } }));
    await page.goto('/templates.html');
    await waitForReady(page);
    const cards = templatesFor('card');
    for (const [index, template] of cards.entries()) {
      const box = SHOWCASE_IDS.box + index;
      await page.locator(`iframe[data-widget-id="${box}"]`).scrollIntoViewIfNeeded();
      await expectVisible(page, box);
      if (template.picture !== null) await expectPictureLoaded(page, box, template.picture);
      expect(await axeProblems(page, box), `${template.id} as a box`).toEqual([]);

      const modal = SHOWCASE_IDS.modal + index;
      await openOverlay(page, modal);
      expect(await axeProblems(page, modal), `${template.id} as a modal`).toEqual([]);
      await closeOverlay(page, modal);
    }
  });

  test(`every SMS and bar template under the ${name} accent ${accent}: no serious axe problem in any frame, its picture loaded`, async ({ page }) => {
    await alterConfig(page, (config) => ({ ...inRanges(config, ['smsCard', 'smsModal', 'bar']), theme: { accent } }));
    await page.goto('/templates.html');
    await waitForReady(page);
    for (const [index, template] of templatesFor('formCard').entries()) {
      const card = SHOWCASE_IDS.smsCard + index;
      await page.locator(`iframe[data-widget-id="${card}"]`).scrollIntoViewIfNeeded();
      await expectVisible(page, card);
      if (template.picture !== null) await expectPictureLoaded(page, card, template.picture);
      expect(await axeProblems(page, card), `${template.id} as an SMS card`).toEqual([]);

      const modal = SHOWCASE_IDS.smsModal + index;
      await openOverlay(page, modal);
      if (template.picture !== null) await expectPictureLoaded(page, modal, template.picture);
      expect(await axeProblems(page, modal), `${template.id} as an SMS modal`).toEqual([]);
      await closeOverlay(page, modal);
    }
    for (const [index, template] of templatesFor('bar').entries()) {
      const bar = SHOWCASE_IDS.bar + index;
      await openOverlay(page, bar);
      expect(await axeProblems(page, bar), `${template.id} as the bar`).toEqual([]);
      await closeOverlay(page, bar);
    }
  });

  test(`every slide-in, takeover and landing template under the ${name} accent ${accent}: no serious axe problem, its picture loaded`, async ({ page }) => {
    await alterConfig(page, (config) => ({ ...inRanges(config, ['slideIn', 'takeover', 'landing']), theme: { accent } }));
    await page.goto('/templates.html');
    await waitForReady(page);
    for (const [index, template] of templatesFor('card').entries()) {
      const slideIn = SHOWCASE_IDS.slideIn + index;
      await openOverlay(page, slideIn);
      if (template.picture !== null) await expectPictureLoaded(page, slideIn, template.picture);
      expect(await axeProblems(page, slideIn), `${template.id} as a slide-in`).toEqual([]);
      await closeOverlay(page, slideIn);
    }
    for (const [index, template] of templatesFor('takeover').entries()) {
      const takeover = SHOWCASE_IDS.takeover + index;
      await openOverlay(page, takeover);
      expect(await axeProblems(page, takeover), `${template.id} as a page takeover`).toEqual([]);
      await closeOverlay(page, takeover);
    }
    for (const [index, template] of templatesFor('landing').entries()) {
      const landing = SHOWCASE_IDS.landing + index;
      await page.locator(`iframe[data-widget-id="${landing}"]`).scrollIntoViewIfNeeded();
      await expectVisible(page, landing);
      if (template.picture !== null) await expectPictureLoaded(page, landing, template.picture);
      expect(await axeProblems(page, landing), `${template.id} as a landing`).toEqual([]);
    }
  });
}

test.describe('what a template adds (issue 49)', () => {
  const only = (ids: number[]) => (config: ServedConfig): ServedConfig => ({ ...config, widgets: config.widgets.filter((w) => ids.includes(Number(w.widget_id))) });
  const twoStep = SHOWCASE_IDS.smsCard + templatesFor('formCard').findIndex((t) => t.id === 'two-step');
  const offerBox = SHOWCASE_IDS.box + templatesFor('card').findIndex((t) => t.id === 'offer');
  const giftShopBox = SHOWCASE_IDS.box + templatesFor('card').findIndex((t) => t.id === 'gift-shop');

  test('two steps: the question alone first, then the form with the focus in its field, and the sign-up completes', async ({ page }) => {
    await alterConfig(page, only([twoStep]));
    await page.route('**/widget/createSubscriberByPhoneNumber', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ state: true }) }));
    await page.goto('/templates.html');
    await waitForReady(page);
    const frame = await widgetFrame(page, twoStep);
    await expect(frame.getByLabel('Mobile number')).toHaveCount(0);
    await frame.getByRole('button', { name: 'Yes, I want 10% off' }).click();
    await expect(frame.getByLabel('Mobile number')).toBeFocused();
    await frame.getByLabel('Mobile number').fill('(201) 555-0123');
    await frame.getByRole('button', { name: 'Subscribe' }).click();
    await expect(frame.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
  });

  test('the offer’s ticket reads its label; a template’s accent dresses the button until the page names its own', async ({ page }) => {
    let theme: unknown = undefined;
    await alterConfig(page, (config) => ({ ...only([offerBox, giftShopBox])(config), ...(theme === undefined ? {} : { theme }) }));
    await page.goto('/templates.html');
    await waitForReady(page);
    const offer = await widgetFrame(page, offerBox);
    await expect(offer.locator('[data-offer-ticket]')).toHaveText('10% OFF');
    const gift = await widgetFrame(page, giftShopBox);
    // The call to action: "Go to Messenger", a link here (Meta's SDK is blocked).
    const fill = () => gift.locator('a, button').filter({ hasText: 'Messenger' }).first().evaluate((b) => getComputedStyle(b).backgroundColor);
    // Gift shop suggests #BE123C (white text reads on it, so it is worn as it is).
    await expect.poll(fill).toBe('rgb(190, 18, 60)');
    theme = { accent: '#1E3A8A' };
    await page.reload();
    await waitForReady(page);
    const themed = await widgetFrame(page, giftShopBox);
    await expect.poll(() => themed.locator('a, button').filter({ hasText: 'Messenger' }).first().evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(30, 58, 138)');
  });
});
