/**
 * The README's template gallery (issue 49): every template on every format that offers it, at 375 and
 * 1280 px, from the visual baselines tests/e2e/visual.spec.ts keeps (docs/screenshots/visual/template-*).
 * Written from the catalogue between the README's gallery marks, so the gallery cannot drift from what
 * the studio offers; tests/unit/scripts/templateShowcase.test.ts fails when it is stale.
 *
 *   npx tsx scripts/templateGallery.ts   # rewrites the README's gallery
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { templatesFor, type TemplateOffer, type WidgetTemplate } from '../bridge-protocol/widgetTemplates';

export const README_FILE = fileURLToPath(new URL('../README.md', import.meta.url));
export const GALLERY_START = '<!-- template gallery: written by scripts/templateGallery.ts -->';
export const GALLERY_END = '<!-- end of the template gallery -->';

/** Each format's table: its templates and the baseline name of one (visual.spec.ts TEMPLATE_SHOTS). */
const FORMATS: readonly { title: string; offer: TemplateOffer; shot: (t: WidgetTemplate) => string }[] = [
  { title: 'Page takeover', offer: 'takeover', shot: (t) => `template-${t.id}` },
  { title: 'Landing section', offer: 'landing', shot: (t) => `template-${t.id}` },
  { title: 'Modal', offer: 'card', shot: (t) => `template-${t.id}-modal` },
  { title: 'Slide-in', offer: 'card', shot: (t) => `template-${t.id}-slide-in` },
  { title: 'Inline box', offer: 'card', shot: (t) => `template-${t.id}-box` },
  { title: 'SMS modal', offer: 'formCard', shot: (t) => `template-${t.id}-sms-modal` },
  { title: 'SMS card', offer: 'formCard', shot: (t) => `template-${t.id}-sms-card` },
  { title: 'Bar', offer: 'bar', shot: (t) => `template-${t.id}` },
];

const picture = (file: string, alt: string, width: number) => `<img src="docs/screenshots/visual/${file}-shown.png" alt="${alt}" width="${width}">`;

function table({ title, offer, shot }: (typeof FORMATS)[number]): string {
  const rows = templatesFor(offer).map(
    (t) => `| **${t.name}**<br>${t.hint} | ${picture(`${shot(t)}-375`, `${t.name}, ${title.toLowerCase()}, 375 px`, 150)} | ${picture(`${shot(t)}-1280`, `${t.name}, ${title.toLowerCase()}, 1280 px`, 400)} |`,
  );
  return [`#### ${title}`, '', '| template | phone, 375 px | desktop, 1280 px |', '|---|---|---|', ...rows].join('\n');
}

export function galleryMarkdown(): string {
  return [GALLERY_START, ...FORMATS.map(table), GALLERY_END].join('\n\n');
}

/** The README with its gallery section replaced (between the marks, which must both be there). */
export function readmeWithGallery(readme: string): string {
  const start = readme.indexOf(GALLERY_START);
  const end = readme.indexOf(GALLERY_END);
  if (start < 0 || end < start) throw new Error(`README.md has no gallery marks (${GALLERY_START} … ${GALLERY_END})`);
  return readme.slice(0, start) + galleryMarkdown() + readme.slice(end + GALLERY_END.length);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(README_FILE, readmeWithGallery(readFileSync(README_FILE, 'utf8')));
  console.log(`wrote the gallery in ${README_FILE}`);
}
