import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { README_FILE, readmeWithGallery } from '../../../scripts/templateGallery';
import { describe, expect, it } from 'vitest';
import { templatesFor } from '../../../bridge-protocol/widgetTemplates';
import { widgetProblems } from '../../../bridge-protocol/studio/widgetSchema';
import { SHOWCASE_FILE, SHOWCASE_PAGE, showcaseHtml, showcaseJson, templateShowcase } from '../../../scripts/templateShowcase';

describe('the demo’s template showcase', () => {
  it('is what scripts/templateShowcase.ts writes from the catalogue (run `npx tsx scripts/templateShowcase.ts` after changing a template)', () => {
    expect(readFileSync(SHOWCASE_FILE, 'utf8')).toBe(showcaseJson());
    expect(readFileSync(SHOWCASE_PAGE, 'utf8')).toBe(showcaseHtml());
  });

  it('shows every template on every format that offers it, each passing the save check', () => {
    const widgets = templateShowcase().widgets as Array<{ widget_type: string; channel: string }>;
    const count = (type: string, channel: string) => widgets.filter((w) => w.widget_type === type && w.channel === channel).length;
    expect(count('box', 'fb')).toBe(templatesFor('card').length);
    expect(count('modal', 'fb')).toBe(templatesFor('card').length);
    expect(count('bar', 'fb')).toBe(templatesFor('bar').length);
    expect(count('box', 'sms')).toBe(templatesFor('formCard').length);
    expect(count('modal', 'sms')).toBe(templatesFor('formCard').length);
    expect(count('slide_in', 'fb')).toBe(templatesFor('card').length);
    expect(count('page_takeover', 'fb')).toBe(templatesFor('takeover').length);
    expect(count('landing', 'fb')).toBe(templatesFor('landing').length);
    // The placeholder is served as the provider's origin; the check sees a real one.
    for (const w of JSON.parse(showcaseJson().replaceAll('{{WIDGET_ORIGIN}}', 'http://localhost:8081')).widgets) expect(widgetProblems(w), String(w.widget_id)).toEqual([]);
  });

  it('has an anchor and a button on demo/templates.html for each of its widgets', () => {
    const html = readFileSync(new URL('../../../demo/templates.html', import.meta.url), 'utf8');
    for (const w of templateShowcase().widgets as Array<{ widget_id: number; widget_type: string }>) {
      const inline = w.widget_type === 'box' || w.widget_type === 'landing';
      expect(html, String(w.widget_id)).toContain(inline ? `data-widget-id="${w.widget_id}"` : `data-open="${w.widget_id}"`);
    }
  });

  it('has the README’s gallery as scripts/templateGallery.ts writes it, every picture in it a kept baseline', () => {
    const readme = readFileSync(README_FILE, 'utf8');
    expect(readme).toBe(readmeWithGallery(readme));
    const pictures = [...readme.matchAll(/<img src="(docs\/screenshots\/visual\/template-[^"]+)"/g)].map((m) => m[1]!);
    expect(pictures.length).toBe(2 * (3 * templatesFor('card').length + 2 * templatesFor('formCard').length + templatesFor('bar').length + templatesFor('takeover').length + templatesFor('landing').length));
    for (const picture of pictures) expect(existsSync(fileURLToPath(new URL(`../../../${picture}`, import.meta.url))), picture).toBe(true);
  });
});
