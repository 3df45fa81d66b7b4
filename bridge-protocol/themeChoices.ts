/**
 * The choices of a page's brand theme (the page configuration's `theme`, docs/WIDGETS.md) that are names
 * from a list: its font and its corners. One list for the frame that applies them
 * (frame-app/rules/brandTheme.ts), the studio that offers them and the save check that refuses any other
 * (studio/pageSettings.ts); the frame's tables are keyed by these names, so a name cannot be offered
 * that the frame does not draw.
 *
 * The font stacks live here too: the studio shows each font's name in its own stack, and a copy there
 * could drift from what visitors see.
 */
/** `host`: the host page's own family, where it is a system font (frame-app/rules/hostFont.ts), read by the loader. */
export const THEME_FONT_NAMES = ['system', 'host', 'humanist', 'geometric', 'serif', 'rounded', 'mono'] as const;
export const THEME_RADIUS_NAMES = ['sharp', 'soft', 'round'] as const;

export type ThemeFontName = (typeof THEME_FONT_NAMES)[number];
export type ThemeRadiusName = (typeof THEME_RADIUS_NAMES)[number];

/** System font stacks (after modernfontstacks.com): each falls back to a close cousin on every OS. */
export const THEME_FONTS: Readonly<Record<ThemeFontName, string>> = {
  // The frame's own sans stack (its styles.css): the default, so "system" looks as a page without a theme.
  system: 'var(--font-sans)',
  // What "the site's font" falls back to when the host's family is no system font (a web font it loads).
  host: 'var(--font-sans)',
  humanist: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif',
  geometric: 'Avenir, Montserrat, Corbel, "URW Gothic", source-sans-pro, sans-serif',
  serif: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, serif',
  rounded: 'ui-rounded, "Hiragino Maru Gothic ProN", Quicksand, Comfortaa, Manjari, "Arial Rounded MT", Calibri, source-sans-pro, sans-serif',
  mono: 'ui-monospace, "Cascadia Code", "Source Code Pro", Menlo, Consolas, "DejaVu Sans Mono", monospace',
};
