/**
 * The brand theme's font and corner choices as the form offers them: one option per name the frame
 * draws (bridge-protocol/themeChoices.ts; the tables are keyed by those names, so a name added there does
 * not compile here until it has its label). Each font's label is shown in the stack visitors will see;
 * each corner choice has a small shape whose corners look like it. The defaults say so, since an
 * untouched page shows them as chosen.
 */
import { THEME_FONT_NAMES, THEME_FONTS, THEME_RADIUS_NAMES, type ThemeFontName, type ThemeRadiusName } from '../../bridge-protocol/themeChoices';

/** What the frame uses when the theme names no font or no corners. */
export const DEFAULT_FONT: ThemeFontName = 'system';
export const DEFAULT_RADIUS: ThemeRadiusName = 'soft';

const FONT_LABELS: Readonly<Record<ThemeFontName, string>> = {
  system: 'System',
  host: 'Your site’s font',
  humanist: 'Humanist',
  geometric: 'Geometric',
  serif: 'Serif',
  rounded: 'Rounded',
  mono: 'Mono',
};

const RADIUS_LABELS: Readonly<Record<ThemeRadiusName, string>> = { sharp: 'Sharp', soft: 'Soft', round: 'Round' };

/** The sample's corners, scaled to its 18 px height as the frame's control corners are to a 40 px button. */
export const RADIUS_SAMPLES: Readonly<Record<ThemeRadiusName, string>> = { sharp: '2px', soft: '6px', round: '9999px' };

const withDefault = (label: string, isDefault: boolean): string => (isDefault ? `${label} (default)` : label);

export const FONT_OPTIONS = THEME_FONT_NAMES.map((name) => ({
  value: name,
  label: withDefault(FONT_LABELS[name], name === DEFAULT_FONT),
  labelStyle: { fontFamily: THEME_FONTS[name] },
}));

export const RADIUS_OPTIONS = THEME_RADIUS_NAMES.map((name) => ({ value: name, label: withDefault(RADIUS_LABELS[name], name === DEFAULT_RADIUS) }));
