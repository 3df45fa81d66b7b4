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
import { FEATURE_TEXTS } from './templateFeatureTexts';

export const TEMPLATE_PICTURES = ['sunrise', 'coffee', 'botanical', 'parcel', 'night'] as const;
export type TemplatePicture = (typeof TEMPLATE_PICTURES)[number];

/**
 * Where the picture goes: inside the card (SPEC §2 placements), as its background under an even scrim
 * (`mediaBackground` with the overlay on), or as a cover (`mediaBackground` with the overlay off: the picture
 * undimmed, the text on a dark fade at its foot; the takeover's reading, frame-app/widgets/PageTakeover.tsx).
 */
export type TemplateMedia = 'none' | 'aboveHeadline' | 'left' | 'right' | 'background' | 'cover';

/**
 * The formats a template is drawn for (issue 49): the cards (slide-in, modal, box and the SMS cards), the
 * bar, the page takeover (the whole viewport: a split half-picture, a cover photo, a brand-colour field)
 * and the landing section (a split layout across a page's width).
 */
export type TemplateFamily = 'card' | 'bar' | 'takeover' | 'landing';

/** What a catalogue row offers: card templates, the card templates for a form (no background picture), bar, takeover or landing templates, or none. */
export type TemplateOffer = 'card' | 'formCard' | 'bar' | 'takeover' | 'landing' | 'none';

/**
 * A design element some card templates add (issue 49), each a `data.main` field of its own: `offer`, a
 * coupon ticket above the headline ("10% OFF"); `twoStep`, a first step that asks ("Yes, I want 10% off")
 * before the form shows. Their texts are the template's suggestion, kept when the owner edits them.
 */
export type TemplateFeature = 'offer' | 'twoStep';

export interface WidgetTemplate {
  id: string;
  family: TemplateFamily;
  /** The gallery's name and one line under it. */
  name: string;
  hint: string;
  /** `brand`: the surface is the accent itself, the button drawn in reverse (the takeover's brand-colour field). */
  skin: 'light' | 'dark' | 'brand';
  media: TemplateMedia;
  picture: TemplatePicture | null;
  /** Surface and text colours; empty for the skin's own. Never the button's (the accent's). */
  colors: NonNullable<WidgetMain['colors']>;
  /**
   * The accent the template was drawn with: the widget's `main.accent`, which its button wears when the
   * page's brand theme names none (the page's accent, when set, wins: one theme recolours every widget).
   */
  accent: string;
  feature?: TemplateFeature;
}

/** Where the template pictures are served, under the provider's origin. */
export const TEMPLATE_PICTURE_PATH = '/frame/templates/';

const LINEN = { background: '#FBF5EC', headline: '#3F2A14', description: '#6B4F32' };
const INK = { background: '#1E1B4B', headline: '#FFFFFF', description: '#C7D2FE' };

interface Look {
  skin?: WidgetTemplate['skin'];
  media?: TemplateMedia;
  picture?: TemplatePicture | null;
  colors?: WidgetTemplate['colors'];
  feature?: TemplateFeature;
}

const template =
  (family: TemplateFamily) =>
  (id: string, name: string, hint: string, accent: string, look: Look = {}): WidgetTemplate => ({
    id,
    family,
    name,
    hint,
    skin: look.skin ?? 'light',
    media: look.media ?? 'none',
    picture: look.picture ?? null,
    colors: look.colors ?? {},
    accent,
    ...(look.feature === undefined ? {} : { feature: look.feature }),
  });

const card = template('card');
const bar = template('bar');
const takeover = template('takeover');
const landing = template('landing');

/** In the gallery's order; each family's first row is what a new widget of its kinds starts from. */
export const WIDGET_TEMPLATES: readonly WidgetTemplate[] = [
  card('harbour', 'Harbour', 'A wide picture above the headline', '#0E7490', { media: 'aboveHeadline', picture: 'sunrise' }),
  card('gift-shop', 'Gift shop', 'A picture beside the text, on the left', '#BE123C', { media: 'left', picture: 'parcel' }),
  card('greenhouse', 'Greenhouse', 'A picture beside the text, on the right', '#15803D', { media: 'right', picture: 'botanical' }),
  card('roastery', 'Roastery', 'A dark card with a warm picture', '#D97706', { skin: 'dark', media: 'left', picture: 'coffee' }),
  card('night-sky', 'Night sky', 'The picture fills the card under light text', '#818CF8', { skin: 'dark', media: 'background', picture: 'night' }),
  card('offer', 'Offer', 'A coupon ticket above the headline', '#DB2777', { feature: 'offer' }),
  card('two-step', 'Two steps', 'Asks first, then shows the form', '#7C3AED', { media: 'left', picture: 'parcel', feature: 'twoStep' }),
  card('clean', 'Clean', 'White, text only', '#2563EB'),
  card('linen', 'Linen', 'Warm paper tones, text only', '#9A3412', { colors: LINEN }),
  card('midnight', 'Midnight', 'Dark slate, text only', '#38BDF8', { skin: 'dark' }),
  bar('bar-light', 'Light', 'White with a clear edge', '#2563EB'),
  bar('bar-midnight', 'Midnight', 'Dark slate', '#38BDF8', { skin: 'dark' }),
  bar('bar-linen', 'Linen', 'Warm paper tones', '#9A3412', { colors: LINEN }),
  bar('bar-mint', 'Mint', 'A fresh green tint', '#047857', { colors: { background: '#ECFDF5', headline: '#064E3B', description: '#065F46' } }),
  bar('bar-blush', 'Blush', 'A soft rose tint', '#BE123C', { colors: { background: '#FFF1F2', headline: '#881337', description: '#9F1239' } }),
  bar('bar-ink', 'Ink', 'Deep indigo', '#FBBF24', { skin: 'dark', colors: INK }),
  takeover('takeover-split', 'Split', 'Half picture, half text', '#0E7490', { media: 'left', picture: 'sunrise' }),
  takeover('takeover-cover', 'Cover', 'A full-page picture, the text on a dark fade at its foot', '#F59E0B', { skin: 'dark', media: 'cover', picture: 'coffee' }),
  takeover('takeover-brand', 'Brand field', 'The whole page in your accent colour', '#4F46E5', { skin: 'brand' }),
  takeover('takeover-night', 'Night sky', 'The night picture under light text', '#818CF8', { skin: 'dark', media: 'background', picture: 'night' }),
  takeover('takeover-linen', 'Linen', 'Warm paper tones, text only', '#9A3412', { colors: LINEN }),
  landing('landing-split', 'Split', 'A picture beside the text, on the left', '#15803D', { media: 'left', picture: 'botanical' }),
  landing('landing-split-right', 'Split, right', 'A picture beside the text, on the right', '#BE123C', { media: 'right', picture: 'parcel' }),
  landing('landing-night', 'Night sky', 'The picture fills the section under light text', '#818CF8', { skin: 'dark', media: 'background', picture: 'night' }),
  landing('landing-linen', 'Linen', 'Warm paper tones, text only', '#9A3412', { colors: LINEN }),
];

/** The templates a catalogue row offers, in the gallery's order. */
export function templatesFor(offer: TemplateOffer): readonly WidgetTemplate[] {
  if (offer === 'none') return [];
  // A picture behind a phone field would sit under the form; a Messenger card's one button needs no first step.
  if (offer === 'formCard') return WIDGET_TEMPLATES.filter((t) => t.family === 'card' && t.media !== 'background' && t.media !== 'cover');
  if (offer === 'card') return WIDGET_TEMPLATES.filter((t) => t.family === 'card' && t.feature !== 'twoStep');
  return WIDGET_TEMPLATES.filter((t) => t.family === offer);
}

export function widgetTemplate(id: string): WidgetTemplate | undefined {
  return WIDGET_TEMPLATES.find((t) => t.id === id);
}

/** The `data.main` fields a template decides; applying one replaces all of them. */
export const TEMPLATE_FIELDS = ['skin', 'colors', 'mediaType', 'image', 'imagePlacement', 'videoLink', 'videoPlacement', 'pageTemplate', 'overlay', 'backgroundImage', 'accent', 'offer', 'twoStep'] as const;

/** The picture's URL under the provider's origin (`http://localhost:8081`, or the demo's `{{WIDGET_ORIGIN}}` placeholder). */
export function templatePictureUrl(picture: TemplatePicture, providerOrigin: string): string {
  return `${providerOrigin.replace(/\/+$/, '')}${TEMPLATE_PICTURE_PATH}${picture}.svg`;
}

/** The design fields of a template, its picture under `providerOrigin`; a feature's texts are `kept`'s when it has them. */
export function templateDesign(template: WidgetTemplate, providerOrigin: string, kept: WidgetMain = {}): WidgetMain {
  const design: WidgetMain = { skin: template.skin, colors: { ...template.colors }, accent: template.accent, ...featureOf(template, kept) };
  if (template.picture === null || template.media === 'none') return design;
  const picture = { mediaType: 'image', image: { img_big: templatePictureUrl(template.picture, providerOrigin) } };
  if (template.media === 'background') {
    // The scrim keeps white text at AA over any part of the picture (frame-app/parts/MediaBackground.tsx).
    return { ...design, ...picture, pageTemplate: 'mediaBackground', overlay: { enabled: true, overlayColor: '#0F172A' } };
  }
  if (template.media === 'cover') return { ...design, ...picture, pageTemplate: 'mediaBackground', overlay: { enabled: false } };
  return { ...design, ...picture, pageTemplate: 'simple', imagePlacement: template.media };
}

function featureOf(template: WidgetTemplate, kept: WidgetMain): WidgetMain {
  if (template.feature === undefined) return {};
  const own = kept[template.feature];
  const texts = own !== null && typeof own === 'object' ? own : {};
  return { [template.feature]: { ...FEATURE_TEXTS[template.feature], ...texts } };
}

/** `main` wearing the template: its texts, triggers and options kept, every design field the template's. */
export function applyTemplate(main: WidgetMain, template: WidgetTemplate, providerOrigin: string): WidgetMain {
  const kept: WidgetMain = { ...main };
  for (const field of TEMPLATE_FIELDS) delete kept[field];
  return { ...kept, ...templateDesign(template, providerOrigin, main) };
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

/** The accent is a suggestion the owner may change, and a feature's texts are the owner's: neither makes it another design. */
function sameDesign(main: WidgetMain, design: WidgetMain): boolean {
  return TEMPLATE_FIELDS.every((field) => {
    if (field === 'accent') return true;
    if (field === 'offer' || field === 'twoStep') return (main[field] === undefined) === (design[field] === undefined);
    return canonical(main[field] ?? defaultOf(field)) === canonical(design[field] ?? defaultOf(field));
  });
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
