/**
 * The designed templates a widget starts from (issue 29): one row of data each, over the SPEC §3
 * `data.main` design fields only (skin, colours, media and where it sits). A template never sets texts,
 * triggers or the call to action's colour: the texts stay the owner's, and the button wears the page's
 * brand accent (frame-app/rules/brandTheme.ts), so one theme recolours every template at once.
 *
 * Which templates a kind offers is its catalogue row's `templates` (widgetCatalogue.ts): the card
 * layouts take every card template, the SMS layouts (a form card) those whose picture sits inside the
 * card (not as its background, where the phone field would sit on a picture), the bar its own. The
 * pictures are the provider's files (frame-app/public/templates/), stored in a widget as absolute URLs
 * under the provider's origin, as any owner's picture is (SPEC §5 link rule).
 */
import type { WidgetMain } from './config';

export const TEMPLATE_PICTURES = ['sunrise', 'coffee', 'botanical', 'parcel', 'night'] as const;
export type TemplatePicture = (typeof TEMPLATE_PICTURES)[number];

/** Where the picture goes: inside the card (SPEC §2 placements) or as its background (`mediaBackground`). */
export type TemplateMedia = 'none' | 'aboveHeadline' | 'left' | 'right' | 'background';

export type TemplateFamily = 'card' | 'bar';

/** What a catalogue row offers: card templates, the card templates for a form (no background picture), bar templates, or none. */
export type TemplateOffer = 'card' | 'formCard' | 'bar' | 'none';

export interface WidgetTemplate {
  id: string;
  family: TemplateFamily;
  /** The gallery's name and one line under it. */
  name: string;
  hint: string;
  skin: 'light' | 'dark';
  media: TemplateMedia;
  picture: TemplatePicture | null;
  /** Surface and text colours; empty for the skin's own. Never the button's (the page's accent). */
  colors: NonNullable<WidgetMain['colors']>;
}

/** Where the template pictures are served, under the provider's origin. */
export const TEMPLATE_PICTURE_PATH = '/frame/templates/';

const LINEN = { background: '#FBF5EC', headline: '#3F2A14', description: '#6B4F32' };
const INK = { background: '#1E1B4B', headline: '#FFFFFF', description: '#C7D2FE' };

const card = (id: string, name: string, hint: string, skin: 'light' | 'dark', media: TemplateMedia, picture: TemplatePicture | null, colors: WidgetTemplate['colors'] = {}): WidgetTemplate => ({
  id,
  family: 'card',
  name,
  hint,
  skin,
  media,
  picture,
  colors,
});

const bar = (id: string, name: string, hint: string, skin: 'light' | 'dark', colors: WidgetTemplate['colors'] = {}): WidgetTemplate => ({
  id,
  family: 'bar',
  name,
  hint,
  skin,
  media: 'none',
  picture: null,
  colors,
});

/** In the gallery's order; each family's first row is what a new widget of its kinds starts from. */
export const WIDGET_TEMPLATES: readonly WidgetTemplate[] = [
  card('harbour', 'Harbour', 'A wide picture above the headline', 'light', 'aboveHeadline', 'sunrise'),
  card('gift-shop', 'Gift shop', 'A picture beside the text, on the left', 'light', 'left', 'parcel'),
  card('greenhouse', 'Greenhouse', 'A picture beside the text, on the right', 'light', 'right', 'botanical'),
  card('roastery', 'Roastery', 'A dark card with a warm picture', 'dark', 'left', 'coffee'),
  card('night-sky', 'Night sky', 'The picture fills the card under light text', 'dark', 'background', 'night'),
  card('clean', 'Clean', 'White, text only', 'light', 'none', null),
  card('linen', 'Linen', 'Warm paper tones, text only', 'light', 'none', null, LINEN),
  card('midnight', 'Midnight', 'Dark slate, text only', 'dark', 'none', null),
  bar('bar-light', 'Light', 'White with a clear edge', 'light'),
  bar('bar-midnight', 'Midnight', 'Dark slate', 'dark'),
  bar('bar-linen', 'Linen', 'Warm paper tones', 'light', LINEN),
  bar('bar-mint', 'Mint', 'A fresh green tint', 'light', { background: '#ECFDF5', headline: '#064E3B', description: '#065F46' }),
  bar('bar-blush', 'Blush', 'A soft rose tint', 'light', { background: '#FFF1F2', headline: '#881337', description: '#9F1239' }),
  bar('bar-ink', 'Ink', 'Deep indigo', 'dark', INK),
];

/** The templates a catalogue row offers, in the gallery's order. */
export function templatesFor(offer: TemplateOffer): readonly WidgetTemplate[] {
  if (offer === 'none') return [];
  if (offer === 'bar') return WIDGET_TEMPLATES.filter((t) => t.family === 'bar');
  return WIDGET_TEMPLATES.filter((t) => t.family === 'card' && (offer === 'card' || t.media !== 'background'));
}

export function widgetTemplate(id: string): WidgetTemplate | undefined {
  return WIDGET_TEMPLATES.find((t) => t.id === id);
}

/** The `data.main` fields a template decides; applying one replaces all of them. */
export const TEMPLATE_FIELDS = ['skin', 'colors', 'mediaType', 'image', 'imagePlacement', 'videoLink', 'videoPlacement', 'pageTemplate', 'overlay', 'backgroundImage'] as const;

/** The picture's URL under the provider's origin (`http://localhost:8081`, or the demo's `{{WIDGET_ORIGIN}}` placeholder). */
export function templatePictureUrl(picture: TemplatePicture, providerOrigin: string): string {
  return `${providerOrigin.replace(/\/+$/, '')}${TEMPLATE_PICTURE_PATH}${picture}.svg`;
}

/** The design fields of a template, its picture under `providerOrigin`. */
export function templateDesign(template: WidgetTemplate, providerOrigin: string): WidgetMain {
  const design: WidgetMain = { skin: template.skin, colors: { ...template.colors } };
  if (template.picture === null || template.media === 'none') return design;
  const picture = { mediaType: 'image', image: { img_big: templatePictureUrl(template.picture, providerOrigin) } };
  if (template.media === 'background') {
    // The scrim keeps white text at AA over any part of the picture (frame-app/parts/MediaBackground.tsx).
    return { ...design, ...picture, pageTemplate: 'mediaBackground', overlay: { enabled: true, overlayColor: '#0F172A' } };
  }
  return { ...design, ...picture, pageTemplate: 'simple', imagePlacement: template.media };
}

/** `main` wearing the template: its texts, triggers and options kept, every design field the template's. */
export function applyTemplate(main: WidgetMain, template: WidgetTemplate, providerOrigin: string): WidgetMain {
  const kept: WidgetMain = { ...main };
  for (const field of TEMPLATE_FIELDS) delete kept[field];
  return { ...kept, ...templateDesign(template, providerOrigin) };
}

/** The template `main` wears as it is (the studio's gallery marks it), or undefined once the owner changed a design field. */
export function templateOf(main: WidgetMain, offer: TemplateOffer): WidgetTemplate | undefined {
  const origin = providerOriginOf(main);
  return templatesFor(offer).find((template) => sameDesign(main, templateDesign(template, origin)));
}

/** The origin of the template picture `main` shows, if it shows one (so the comparison ignores where the provider runs). */
function providerOriginOf(main: WidgetMain): string {
  const image = main.image as { img_big?: unknown } | undefined;
  const url = typeof image?.img_big === 'string' ? image.img_big : '';
  try {
    return new URL(url).origin;
  } catch {
    return 'http://localhost';
  }
}

function sameDesign(main: WidgetMain, design: WidgetMain): boolean {
  return TEMPLATE_FIELDS.every((field) => canonical(main[field] ?? defaultOf(field)) === canonical(design[field] ?? defaultOf(field)));
}

/** A design field's value when absent: what the frame shows without it. */
function defaultOf(field: (typeof TEMPLATE_FIELDS)[number]): unknown {
  if (field === 'skin') return 'light';
  if (field === 'colors') return {};
  return null;
}

function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined && v !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}
