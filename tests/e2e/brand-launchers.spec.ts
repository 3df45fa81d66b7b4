/**
 * Issue 49 "the page's accent on the launchers": with a page accent (the page configuration's
 * `theme.accent`), the customer-chat bubble (demo/gallery.html, 69), the omnichat bubble and the
 * omnichat panel's header (demo/omnichat.html, 81) wear the accent as the page's buttons do: the
 * accent where white reads on it, else the shade the one contrast rule gives (readableColor.ts
 * readableSurface: orange #EA580C is deepened under white; a pastel keeps its colour under near-black).
 * The channel buttons keep their channels' colours. Without a page accent, today's look: #0084FF,
 * and #0070D9 under the header's white text. Computed colours, read in the frame.
 */
import { expect, test, type Frame, type Page } from './test';
import { alterConfig } from './hostileChecks';
import { waitForReady } from './gallery-support';
import { expectVisible, widgetFrame } from './support';
import { readableSurface } from '../../frame-app/rules/readableColor';
import { CHANNEL_COLORS } from '../../frame-app/parts/ChannelIcons';

test.use({ messengerSdk: 'abort', reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });

const CUSTOMER_CHAT = 69;
// /omnichat.html's bubble offers all four channels (one channel would open it directly: no panel to look
// at) and has no colour of its own (the page's accent shows, or the default).
const OMNICHAT = 81;

/** `#RRGGBB` as getComputedStyle writes it. */
function rgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

const NEAR_BLACK = rgb('#0F172A');
const WHITE = rgb('#FFFFFF');

interface Painted {
  background: string;
  color: string;
}

async function painted(frame: Frame, selector: string): Promise<Painted> {
  return frame.locator(selector).first().evaluate((el) => {
    const cs = getComputedStyle(el);
    return { background: cs.backgroundColor, color: cs.color };
  });
}

async function openPage(page: Page, path: string, widgetId: number, accent: string | null): Promise<Frame> {
  await alterConfig(page, (config) => {
    const widgets = config.widgets.filter((w) => String(w['widget_id']) === String(widgetId));
    return accent === null ? { ...config, widgets } : { ...config, widgets, theme: { accent } };
  });
  await page.goto(path);
  await waitForReady(page);
  await expectVisible(page, widgetId);
  const frame = await widgetFrame(page, widgetId);
  // React's bubble, not the painted one (both wear the same classes; React's is the one that stays).
  await expect.poll(() => frame.evaluate(() => performance.getEntriesByName('mc:frame-commit').length)).toBeGreaterThan(0);
  return frame;
}

const CUSTOMER_BUBBLE = '[aria-label="Chat with us on Messenger"]';
const OMNICHAT_BUBBLE = '[data-testid="omnichat-bubble"]';
const OMNICHAT_HEADER = '[data-testid="omnichat-panel"] > div:first-child';

async function openPanel(frame: Frame): Promise<void> {
  await frame.locator(OMNICHAT_BUBBLE).click();
  await expect(frame.locator('[data-testid="omnichat-panel"]')).toBeVisible();
}

for (const { accent, on } of [
  { accent: '#EA580C', on: WHITE },
  { accent: '#FDE68A', on: NEAR_BLACK },
]) {
  test.describe(`page accent ${accent}`, () => {
    const surface = readableSurface(accent);
    if (surface === null) throw new Error('not a hex colour');
    const fill = rgb(surface.background);

    test('the customer-chat bubble wears the accent (or its readable shade) under its icon colour', async ({ page }) => {
      const frame = await openPage(page, '/gallery.html', CUSTOMER_CHAT, accent);
      expect(await painted(frame, CUSTOMER_BUBBLE)).toEqual({ background: fill, color: on });
    });

    test('the omnichat bubble and its panel header wear it; the channel buttons keep their colours', async ({ page }) => {
      const frame = await openPage(page, '/omnichat.html', OMNICHAT, accent);
      expect(await painted(frame, OMNICHAT_BUBBLE)).toEqual({ background: fill, color: on });
      await openPanel(frame);
      expect(await painted(frame, `${OMNICHAT_HEADER}`)).toMatchObject({ background: fill });
      expect(await painted(frame, `${OMNICHAT_HEADER} h2`)).toMatchObject({ color: on });
      const channel = frame.locator('[data-testid="omnichat-panel"] a[href^="mailto:"] span').first();
      expect(await channel.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(CHANNEL_COLORS.email));
    });
  });
}

test.describe('no page accent', () => {
  test('the bubbles keep Messenger blue #0084FF and the header its readable #0070D9, under white', async ({ page }) => {
    const frame = await openPage(page, '/gallery.html', CUSTOMER_CHAT, null);
    expect(await painted(frame, CUSTOMER_BUBBLE)).toEqual({ background: rgb('#0084FF'), color: WHITE });
    const omnichat = await openPage(page, '/omnichat.html', OMNICHAT, null);
    expect(await painted(omnichat, OMNICHAT_BUBBLE)).toEqual({ background: rgb('#0084FF'), color: WHITE });
    await openPanel(omnichat);
    expect(await painted(omnichat, OMNICHAT_HEADER)).toMatchObject({ background: rgb('#0070D9') });
    expect(await painted(omnichat, `${OMNICHAT_HEADER} h2`)).toMatchObject({ color: WHITE });
  });
});
