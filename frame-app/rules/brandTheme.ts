/**
 * A page's brand theme (issue 29; the page configuration's `theme`, ours): its accent colour, its font
 * and its corners, applied to every widget on the page and to their success views, as CSS custom
 * properties on the frame's root that the frame's tokens read (styles.css `@theme inline`: bg-accent,
 * text-on-accent, text-accent-text, rounded-control, rounded-card, font-widget).
 *
 *   "theme": { "accent": "#E4572E", "font": "humanist", "radius": "round" }
 *
 * Whatever accent the owner picks, text stays at WCAG AA (rules/readableColor.ts): the button surface is
 * the accent where white reads on it, a pastel gets near-black text, anything between is deepened; links
 * on white use the accent deepened to 4.5:1. Fonts are a short list of system stacks (no download, no
 * layout shift, nothing for the frame's CSP to allow). The font and corner names, and the font stacks,
 * are bridge-protocol/themeChoices.ts's, shared with the studio's page settings: the tables here are keyed
 * by them, so the two cannot drift. An unknown name, a colour that is not hex, a radius not in the list is
 * ignored and the default stands.
 */
import { ownValue } from '../../bridge-protocol/ownValue';
import { THEME_FONTS, type ThemeRadiusName } from '../../bridge-protocol/themeChoices';
import { hostFontStack } from './hostFont';
import { readableOnWhite, readableSurface, shaded, tinted } from './readableColor';

/** Corners of controls (buttons, fields) and of cards. */
export const THEME_RADII: Readonly<Record<ThemeRadiusName, { control: string; card: string }>> = {
  sharp: { control: '4px', card: '6px' },
  soft: { control: '12px', card: '16px' },
  round: { control: '9999px', card: '24px' },
};

export type ThemeVariables = Readonly<Record<`--mc-${string}`, string>>;

const NEAR_BLACK = '#0F172A';
/** How much of the accent its pale surface keeps (styles.css --color-accent-tint's default is the same mix). */
export const ACCENT_TINT = 0.12;

/** A field of the theme, read as an own property (hostile configurations). */
const field = (theme: unknown, name: string): unknown =>
  theme !== null && typeof theme === 'object' ? ownValue(theme as Record<string, unknown>, name) : undefined;

const pick = <T extends object>(table: T, key: unknown): T[keyof T] | null =>
  typeof key === 'string' && Object.prototype.hasOwnProperty.call(table, key) ? table[key as keyof T] : null;

/**
 * The custom properties a theme sets; empty when it sets nothing usable (every default stands).
 * `suggested`: the widget's own accent (`data.main.accent`, its template's, issue 49), worn where the
 * page's theme names no usable accent: the page's brand, once set, recolours every widget.
 */
export function brandTheme(theme: unknown, suggested?: unknown): ThemeVariables {
  const vars: Record<`--mc-${string}`, string> = {};
  const own = field(theme, 'accent');
  const accent = typeof own === 'string' && readableSurface(own.trim()) !== null ? own : suggested;
  const surface = typeof accent === 'string' ? readableSurface(accent.trim()) : null;
  if (surface !== null && typeof accent === 'string') {
    vars['--mc-accent'] = surface.background;
    // The default accent's own steps: #0073E0 → #0064C4 (hover) → #0058A8 (pressed).
    vars['--mc-accent-hover'] = shaded(surface.background, 0.12);
    vars['--mc-accent-active'] = shaded(surface.background, 0.24);
    vars['--mc-on-accent'] = surface.text === 'white' ? '#FFFFFF' : NEAR_BLACK;
    vars['--mc-accent-text'] = readableOnWhite(accent.trim()) ?? surface.background;
    // The default accent's pale surface (the light bar's): #0073E0 at 12 % on white is #E0EEFB.
    vars['--mc-accent-tint'] = tinted(surface.background, ACCENT_TINT);
  }
  const fontName = field(theme, 'font');
  // "Your site's font": the host's family the loader read, where it names system fonts; else the default.
  const font = fontName === 'host' ? hostFontStack(field(theme, 'hostFont')) : pick(THEME_FONTS, fontName);
  if (font !== null) vars['--mc-font'] = font;
  const radius = pick(THEME_RADII, field(theme, 'radius'));
  if (radius !== null) {
    vars['--mc-radius'] = radius.control;
    vars['--mc-radius-card'] = radius.card;
  }
  return vars;
}
