/**
 * "Your site's font" (a theme's `font: "host"`, issue 29): the host page's computed family, as the loader
 * read it, kept only where it names system fonts. A web font the host downloads is not in the frame (and
 * the frame's CSP loads no fonts), so its name would only fall through to the next family: those are
 * dropped, and a family with no system font left gives null (the default stack stands). Names are
 * written back from a closed list, so nothing of the host's text reaches the style but them.
 */
const SYSTEM_FAMILIES = [
  'system-ui', '-apple-system', 'BlinkMacSystemFont', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Helvetica', 'Arial', 'Noto Sans',
  'Ubuntu', 'Cantarell', 'Oxygen', 'Fira Sans', 'Droid Sans', 'Liberation Sans', 'DejaVu Sans', 'Verdana', 'Tahoma', 'Trebuchet MS',
  'Gill Sans', 'Optima', 'Avenir', 'Avenir Next', 'Calibri', 'Candara', 'Corbel', 'Lucida Grande', 'Lucida Sans', 'Segoe UI Variable',
  'Georgia', 'Times New Roman', 'Times', 'Charter', 'Cambria', 'Palatino', 'Palatino Linotype', 'Book Antiqua', 'Baskerville',
  'Garamond', 'Iowan Old Style', 'Liberation Serif', 'DejaVu Serif', 'Noto Serif', 'Courier New', 'Menlo', 'Consolas', 'Monaco',
  'ui-sans-serif', 'ui-serif', 'ui-monospace', 'ui-rounded',
];
const GENERIC = ['sans-serif', 'serif', 'monospace', 'cursive', 'fantasy', 'system-ui'];
const KNOWN = new Map(SYSTEM_FAMILIES.map((name) => [name.toLowerCase(), name]));

/** At most this much of the host's value is read (a computed family is short; a hostile one is not). */
const MAX_FAMILY_LENGTH = 500;

export function hostFontStack(family: unknown): string | null {
  if (typeof family !== 'string' || family.length > MAX_FAMILY_LENGTH) return null;
  const names = family.split(',').map((part) => part.trim().replace(/^(["'])(.*)\1$/, '$2').toLowerCase());
  const kept = names.flatMap((name) => {
    const known = KNOWN.get(name);
    // Keywords (system-ui, ui-serif) and one-word names stay bare; names with spaces are quoted.
    return known === undefined ? [] : [known.includes(' ') ? `"${known}"` : known];
  });
  if (kept.length === 0) return null;
  const generic = names.find((name) => GENERIC.includes(name) && name !== 'system-ui') ?? 'sans-serif';
  return [...kept, generic].join(', ');
}
