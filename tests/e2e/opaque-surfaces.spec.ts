/**
 * Issue 49 "opaque surfaces": a widget's surface hides the host page behind it. On a host page striped
 * black and white (vertical stripes 4 px wide, under everything), a strip of each widget's surface
 * padding, where no text or control is, is ONE colour: at SPEC §9's alpha 0.9 the stripes read through
 * (two colours, 10 % apart). The colour templates with a surface colour of their own: the Linen, Mint,
 * Blush and Ink bars, the Linen modal (demo/templates.html), and the gallery's slide-in in Linen's colour.
 */
import { expect, test, type Page } from './test';
import { alterConfig, type ServedConfig } from './hostileChecks';
import { pngColourCount, settledGeometry, waitForReady, type Rect } from './gallery-support';
import { widgetFrame } from './support';
import { SHOWCASE_IDS } from '../../scripts/templateShowcase';
import { templatesFor } from '../../bridge-protocol/widgetTemplates';

test.use({ messengerSdk: 'abort', reducedMotion: 'reduce' });

/** The stripes under everything: the page's own boxes let them through. */
const STRIPES = 'html { background: repeating-linear-gradient(90deg, #000 0 4px, #fff 4px 8px) !important; } body, body * { background: transparent !important; }';
const LINEN = '#FBF5EC';

interface Surface {
  name: string;
  path: string;
  widgetId: number;
  /** The surface's element in the frame: the bar's region, a card's dialog. */
  selector: string;
  edit?: (widget: Record<string, unknown>) => Record<string, unknown>;
}

const barIndex = (id: string) => templatesFor('bar').findIndex((t) => t.id === id);
const cardIndex = (id: string) => templatesFor('card').findIndex((t) => t.id === id);

function inLinen(widget: Record<string, unknown>): Record<string, unknown> {
  const data = widget['data'] as { main: Record<string, unknown> };
  return { ...widget, data: { ...data, main: { ...data.main, colors: { background: LINEN } } } };
}

const SURFACES: Surface[] = [
  ...['linen', 'mint', 'blush', 'ink'].map((name) => ({ name: `the ${name} bar`, path: '/templates.html', widgetId: SHOWCASE_IDS.bar + barIndex(`bar-${name}`), selector: 'section' })),
  { name: 'the linen modal', path: '/templates.html', widgetId: SHOWCASE_IDS.modal + cardIndex('linen'), selector: '[role="dialog"]' },
  { name: 'a linen slide-in', path: '/gallery.html', widgetId: 62, selector: '[role="dialog"]', edit: inLinen },
];

/** The surface's box in page coordinates (the frame's offset plus the element's box in it). */
async function surfaceBox(page: Page, s: Surface): Promise<Rect> {
  const frame = await widgetFrame(page, s.widgetId);
  const box = await frame.locator(s.selector).first().boundingBox();
  if (!box) throw new Error(`${s.name}: no ${s.selector}`);
  return box;
}

/**
 * A strip of the surface's left padding: 4–12 px in from its left edge (clear of a card's rounded corner
 * and ring, and of the text, which starts 12 px in or further), and 16 px clear of its top and bottom
 * (a bar's accent edge, a card's corners).
 */
function paddingStrip(box: Rect): Rect {
  return { x: Math.ceil(box.x) + 4, y: Math.ceil(box.y) + 16, width: 8, height: Math.floor(box.height) - 32 };
}

for (const width of [375, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const s of SURFACES) {
      test(`${s.name}: the striped page does not read through its surface`, async ({ page, browser }) => {
        await alterConfig(page, (config: ServedConfig) => ({
          ...config,
          widgets: config.widgets.filter((w) => String(w['widget_id']) === String(s.widgetId)).map((w) => (s.edit ? s.edit(w) : w)),
        }));
        await page.goto(s.path);
        await page.addStyleTag({ content: STRIPES });
        await waitForReady(page);
        await page.evaluate((id) => (window as unknown as { MC: { getWidget(id: string): { forceOpen(): void } } }).MC.getWidget(id).forceOpen(), String(s.widgetId));
        // A phone's slide-in starts as its teaser pill (issue 49): the surface looked at is its sheet, opened from it.
        const teaser = (await widgetFrame(page, s.widgetId)).locator('[data-teaser] button').first();
        if (s.selector === '[role="dialog"]' && (await teaser.count()) > 0) await teaser.click();
        await settledGeometry(page, s.widgetId);
        const strip = paddingStrip(await surfaceBox(page, s));
        expect(strip.height, `${s.name}: a strip of its surface to look at`).toBeGreaterThan(8);
        // The page behind the strip, the widget's iframe hidden a moment, is striped: one colour in the
        // strip is the surface alone.
        const iframe = page.locator(`iframe[data-widget-id="${s.widgetId}"]`);
        await iframe.evaluate((el: HTMLElement) => el.style.setProperty('visibility', 'hidden', 'important'));
        const behind = await page.screenshot({ clip: strip, animations: 'disabled', caret: 'hide', scale: 'css' });
        await iframe.evaluate((el: HTMLElement) => el.style.setProperty('visibility', 'visible', 'important'));
        expect(await pngColourCount(browser, behind), `${s.name}: the page behind it is striped`).toBeGreaterThan(1);
        const shot = await page.screenshot({ clip: strip, animations: 'disabled', caret: 'hide', scale: 'css' });
        expect(await pngColourCount(browser, shot), `${s.name}: colours in a strip of its surface`).toBe(1);
      });
    }
  });
}
