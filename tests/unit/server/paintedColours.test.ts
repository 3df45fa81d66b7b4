/**
 * Issue 46 item 6: a configured colour that is not a colour (`blue;position:fixed`, one holding
 * `url(https://…)`) never reaches a painted frame document, nor its CSP's style hashes. The server paints
 * with the frame app's own renderer (built by Vite in production; its source here) through the provider's
 * painting (composition/paintedFrames.ts) and the page's CSP (policies/frameCsp.ts); the browser-rendered
 * frame takes colours through the same rule (bridge-protocol/cssColor.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAIN_COLOR_KEYS } from '../../../bridge-protocol/config';
import { renderFirstView } from '../../../frame-app/serverView/renderFirstView';
import { decodeAttribute } from '../../../frame-app/serverView/styleAttributes';
import { createPaintedFrames, type PaintOutcome } from '../../../server/composition/paintedFrames';
import { rendererConfig } from '../../../server/composition/frameDocuments';
import { frameCspForPage } from '../../../server/policies/frameCsp';
import { renderConfigTemplate } from '../../../server/demo/configTemplate';

const ROOT = path.resolve(__dirname, '../../..');
const BUILT = '<!doctype html><html><head></head><body><div id="root" class="frame-root"></div></body></html>';
const ORIGINS = { demo: 'http://127.0.0.1:8080', widget: 'http://localhost:8081' };

/** Values that would be a second declaration, or a request, in a `style` attribute. */
const HOSTILE = ['blue;position:fixed;inset:0', 'url(https://evil.example/colour.png)', 'red;background-image:url(https://evil.example/b.png)'];
const TELLS = ['position', 'inset', 'url(', 'evil.example', 'background-image'];

const demoConfig = (name: string): Record<string, unknown> =>
  JSON.parse(renderConfigTemplate(readFileSync(path.join(ROOT, 'demo', 'config', name), 'utf8'), ORIGINS)) as Record<string, unknown>;

/** Every colour a widget has, and every one it could have, set to a hostile value; shown at once. */
function hostile(widget: Record<string, unknown>): Record<string, unknown> {
  const data = widget.data as Record<string, Record<string, unknown>>;
  const colors = Object.fromEntries(MAIN_COLOR_KEYS.map((key, i) => [key, HOSTILE[i % HOSTILE.length]]));
  return {
    ...widget,
    data: {
      ...data,
      main: { ...data.main, whenDisplay: { type: 'always', value: null }, colors, overlay: { enabled: true, overlayColor: HOSTILE[1] } },
      submitted: { ...data.submitted, colors },
      setup: { ...data.setup, colors: { theme: HOSTILE[0] } },
      appearance: { ...(data.appearance ?? {}), colors: { main: HOSTILE[2], theme: HOSTILE[0] } },
    },
  };
}

const styleValues = (html: string): string[] => [...html.matchAll(/\sstyle="([^"]*)"/g)].map((m) => decodeAttribute(m[1] ?? ''));
const hashOf = (value: string): string => `'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`;

/** Paints every widget of `pages` as the provider does, each with the configuration `given` makes of its page. */
async function paintAll(pages: Record<string, unknown>[], given: (config: Record<string, unknown>) => unknown) {
  const frames = createPaintedFrames();
  const painted: { widgetId: string; html: string; csp: string }[] = [];
  for (const config of pages) {
    for (const widget of config.widgets as Record<string, unknown>[]) {
      const widgetId = String(widget.widget_id);
      const pageId = String(config.pageId);
      const outcome: PaintOutcome = await frames.paint({
        pageId,
        widgetId,
        version: 'v1',
        origin: ORIGINS.widget,
        render: renderFirstView,
        request: () => ({ config: given(config), pageId, widgetId, origin: ORIGINS.widget }),
        html: BUILT,
        csp: (styles) => frameCspForPage({ whitelist: config.whitelist as unknown[] }, () => undefined, styles),
      });
      if (outcome.kind === 'painted') painted.push({ widgetId, html: outcome.html, csp: outcome.csp });
    }
  }
  // The bar, slide-in, box, button, landing, checkbox, chat bubble, and the SMS card: every kind shown at once.
  expect(painted.length).toBeGreaterThanOrEqual(8);
  return painted;
}

describe('a hostile colour in a painted frame document (issue 46 item 6)', () => {
  const pages = [demoConfig('gallery.json'), demoConfig('sms.json')].map((config) => ({
    ...config,
    widgets: (config.widgets as Record<string, unknown>[]).map(hostile),
  }));

  it("reaches neither a painted style attribute nor the hashes its CSP allows, for every kind the server paints (the frame's own rule)", async () => {
    for (const { widgetId, html, csp } of await paintAll(pages, (config) => config)) {
      const styles = styleValues(html);
      for (const tell of TELLS) expect(styles.filter((s) => s.includes(tell)), `widget ${widgetId}: ${tell}`).toEqual([]);
      // Every hash the CSP allows is one of the body's own style values (none of them hostile).
      const allowed = new Set(csp.match(/'sha256-[^']+'/g) ?? []);
      expect(allowed, `widget ${widgetId}`).toEqual(new Set(styles.map(hashOf)));
      for (const value of HOSTILE) expect(allowed.has(hashOf(value)), `widget ${widgetId}`).toBe(false);
    }
  });

  it('is not in the painted body at all, its state included, from the configuration the provider hands the renderer', async () => {
    for (const { widgetId, html } of await paintAll(pages, (config) => rendererConfig(config, ORIGINS))) {
      for (const value of HOSTILE) expect(html.includes(value), `widget ${widgetId}: ${value}`).toBe(false);
      expect(html, `widget ${widgetId}`).not.toContain('evil.example');
    }
  });
});
