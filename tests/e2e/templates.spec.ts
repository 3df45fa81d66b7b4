/**
 * Every designed template (issue 29; bridge-protocol/widgetTemplates.ts) on the demo's showcase page
 * (demo/templates.html, written from the catalogue by scripts/templateShowcase.ts) under three brand
 * themes an owner could pick: a light accent, a dark one and a low-contrast one. Every card template as a
 * box and as a modal, every SMS template as an SMS card and an SMS modal, and every bar template as the bar: axe finds no serious problem in its frame (text
 * at WCAG AA whatever the accent), and a template's picture is the provider's file, loaded.
 */
import { templatesFor } from '../../bridge-protocol/widgetTemplates';
import { SHOWCASE_IDS } from '../../scripts/templateShowcase';
import { waitForReady } from './gallery-support';
import { alterConfig } from './hostileChecks';
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

for (const { name, accent } of THEMES) {
  test(`every template under the ${name} accent ${accent}: no serious axe problem in any frame, its picture loaded`, async ({ page }) => {
    await alterConfig(page, (config) => ({ ...config, theme: { accent } }));
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
}
