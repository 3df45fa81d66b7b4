/**
 * The one colour rule (issue 46 item 6): what a configured colour must be before it may reach a `style`
 * attribute. The frame app once passed any string on and let the browser's CSSOM drop what is not a
 * colour; the server's renderer writes the string into the markup as it is, where
 * `blue;position:fixed` is a second declaration and `url(https://…)` a request, each then allowed by
 * its CSP hash. So every reader takes a colour through `cssColor`: the frame (browser and server
 * paint alike), the admin API (400 at the field's path, configColours.ts) and the studio, whose colour
 * fields write the narrower hex form (`isHexColour`). Pure.
 *
 * Accepted, as the frame took them before (each a complete CSS colour that cannot leave its
 * declaration, name a resource or call a function inside):
 * - hex: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`;
 * - a name: letters only (`red`, `rebeccapurple`, `transparent`, `currentColor`); a word the browser
 *   does not know is ignored by it, as before;
 * - the functions `rgb()`, `rgba()`, `hsl()`, `hsla()`, `hwb()`, `lab()`, `lch()`, `oklab()`,
 *   `oklch()`, and `color(<space> …)`, their arguments only numbers, `%`, angle units, `none`, spaces,
 *   commas and `/`.
 */

/** The longest colour taken (the frame's limit before this rule): `rgba(255, 255, 255, 0.9)` is 24. */
export const CSS_COLOR_MAX_LENGTH = 64;

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NAME = /^[a-z]+$/i;
/** A function's arguments: numbers (with exponents), percentages, angles, `none`, and separators. No parenthesis, quote, colon or semicolon. */
const ARGUMENTS = String.raw`(?:[ \d.+\-%,/]|e|deg|grad|rad|turn|none)*`;
const FUNCTION = new RegExp(String.raw`^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(${ARGUMENTS}\)$`, 'i');
const COLOR_FUNCTION = new RegExp(String.raw`^color\( *(?:srgb|srgb-linear|display-p3|a98-rgb|prophoto-rgb|rec2020|xyz|xyz-d50|xyz-d65) ${ARGUMENTS}\)$`, 'i');

/** The colour, trimmed, when it is one of the forms above; null for anything else (not a string, empty, too long, hostile). */
export function cssColor(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const color = value.trim();
  if (color === '' || color.length > CSS_COLOR_MAX_LENGTH) return null;
  return HEX.test(color) || NAME.test(color) || FUNCTION.test(color) || COLOR_FUNCTION.test(color) ? color : null;
}

/** The studio's colour fields' form (the picker writes `#rrggbb`; a code may be typed): hex only. */
export function isHexColour(value: unknown): boolean {
  return typeof value === 'string' && HEX.test(value.trim());
}
