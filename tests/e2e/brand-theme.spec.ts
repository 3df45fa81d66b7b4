/**
 * A page's brand theme (issue 29; the page configuration's `theme`, frame-app/rules/brandTheme.ts): the
 * gallery's widgets on a page of their own, under three themes an owner could pick (a pastel accent, a
 * dark one, a low-contrast sky blue), each with round corners and the serif font. In every frame the
 * call to action wears the accent (or, where white would not read on it, a deeper shade or dark text),
 * axe finds no contrast problem, and the corners and the font are the theme's.
 */
import { ADMIN_HEADERS, WIDGET_ORIGIN } from './origins';
import { axeProblems, expectVisible, widgetFrame } from './support';
import { GALLERY, SHOWN_ON_LOAD, waitForReady } from './gallery-support';
import { expect, test, type APIRequestContext } from './test';

const THEMES = [
  { name: 'pastel', accent: '#FDE68A' },
  { name: 'dark', accent: '#1E3A8A' },
  { name: 'low-contrast', accent: '#38BDF8' },
] as const;

/** The gallery's configuration under `theme`, saved as a page of its own; its id. */
async function themedGallery(request: APIRequestContext, name: string, theme: Record<string, string>): Promise<string> {
  const seeded = (await (await request.get(`${WIDGET_ORIGIN}/admin/pages/gallery`, { headers: ADMIN_HEADERS })).json()) as { page: { config: Record<string, unknown> } };
  const pageId = `e2e-theme-${name}-${Date.now().toString(36)}`;
  const put = await request.put(`${WIDGET_ORIGIN}/admin/pages/${pageId}`, { headers: ADMIN_HEADERS, data: { ...seeded.page.config, pageId, theme } });
  expect(put.status()).toBe(200);
  return pageId;
}

const luminance = (rgb: number[]): number =>
  rgb.map((c) => c / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
const contrast = (a: number[], b: number[]): number => {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
};
const channels = (css: string): number[] => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);

test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce', messengerSdk: 'abort' });

for (const { name, accent } of THEMES) {
  test(`the ${name} accent ${accent}: every widget's text at AA, the accent on its button, round corners and the serif font`, async ({ page, request }) => {
    const pageId = await themedGallery(request, name, { accent, radius: 'round', font: 'serif' });
    const embeds = [GALLERY.box, GALLERY.button, GALLERY.landing, GALLERY.checkbox].join(',');
    await page.goto(`/try.html?page=${pageId}&embed=${embeds}`);
    await waitForReady(page);
    for (const kind of SHOWN_ON_LOAD) await expectVisible(page, GALLERY[kind]);

    for (const kind of SHOWN_ON_LOAD) {
      expect(await axeProblems(page, GALLERY[kind]), `${kind} under ${accent}`).toEqual([]);
    }
    // The box's call to action: the theme's colours (the accent itself or its readable shade), a pill.
    const box = await widgetFrame(page, GALLERY.box);
    const cta = box.locator('a, button').filter({ hasText: /Go to Messenger|Send to Messenger/ }).first();
    const style = await cta.evaluate((el) => {
      const css = getComputedStyle(el);
      return { background: css.backgroundColor, color: css.color, radius: css.borderTopLeftRadius, font: css.fontFamily };
    });
    expect(contrast(channels(style.background), channels(style.color))).toBeGreaterThanOrEqual(4.5);
    expect(parseFloat(style.radius)).toBeGreaterThan(100);
    expect(style.font).toContain('Charter');

    // An overlay too: the modal, opened by the page.
    await page.evaluate((id) => (window as unknown as { MC: { getWidget(id: string): { forceOpen(): void } } }).MC.getWidget(id).forceOpen(), String(GALLERY.modal));
    await expectVisible(page, GALLERY.modal);
    expect(await axeProblems(page, GALLERY.modal), `modal under ${accent}`).toEqual([]);
  });
}

test('a pastel accent keeps its hue, with dark text on it; a dark one keeps white text', async ({ page, request }) => {
  for (const [accent, text] of [['#FDE68A', 'rgb(15, 23, 42)'], ['#1E3A8A', 'rgb(255, 255, 255)']] as const) {
    const pageId = await themedGallery(request, 'hue', { accent });
    await page.goto(`/try.html?page=${pageId}&embed=${GALLERY.box}`);
    await waitForReady(page);
    const box = await widgetFrame(page, GALLERY.box);
    const cta = box.locator('a, button').filter({ hasText: /Go to Messenger|Send to Messenger/ }).first();
    await expect(cta).toHaveCSS('color', text);
    const background = channels(await cta.evaluate((el) => getComputedStyle(el).backgroundColor));
    expect(background).toEqual(channels(accent.replace(/^#(..)(..)(..)$/, (_m, r: string, g: string, b: string) => `${parseInt(r, 16)} ${parseInt(g, 16)} ${parseInt(b, 16)}`)));
  }
});

test('“your site’s font”: the widgets wear the host page’s system font, and the default stack where the host uses a web font', async ({ page, request }) => {
  const pageId = await themedGallery(request, 'host-font', { font: 'host' });
  for (const [hostFamily, expected] of [
    ['Georgia, "Times New Roman", serif', 'Georgia, "Times New Roman", serif'],
    ['"Brand Display", sans-serif', null],
  ] as const) {
    // The demo shop's stylesheet, with the host's own body font after it.
    await page.route('**/styles.css', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${await response.text()}\nbody { font-family: ${hostFamily}; }` });
    });
    await page.goto(`/try.html?page=${pageId}&embed=${GALLERY.box}`);
    await waitForReady(page);
    await expectVisible(page, GALLERY.box);
    const box = await widgetFrame(page, GALLERY.box);
    const font = await box.getByRole('heading').first().evaluate((el) => getComputedStyle(el).fontFamily);
    if (expected === null) expect(font).not.toContain('Brand Display');
    else expect(font).toBe(expected);
    await page.unroute('**/styles.css');
  }
});
