/**
 * Every colour of a page configuration that the frame paints into a `style` attribute, each checked by
 * the one colour rule (cssColor.ts): the admin API refuses a configuration holding one that is not a
 * colour, with the field's path (`widgets[0].data.main.colors.background`), and the server paints from a
 * configuration without them (one stored before the rule, or seeded from a file), so that not even the
 * painted document's state carries one. The studio checks the same fields with its narrower hex rule
 * (studio/widgetSchema.ts). Pure.
 */
import { MAIN_COLOR_KEYS } from './config';
import { cssColor } from './cssColor';
import { ownValue } from './ownValue';
import { isPlainObject } from './validate';

export interface ColourProblem {
  path: string;
  message: string;
}

export const NOT_A_COLOUR = 'not a CSS colour: use a hex code such as #0084FF, a colour name, or rgb(), hsl() and the like with numbers only';

/** Where a widget's colours are (`data.…`), and the keys of each that the frame reads. */
const WIDGET_COLOURS: readonly (readonly [readonly string[], readonly string[]])[] = [
  [['main', 'colors'], MAIN_COLOR_KEYS],
  [['main'], ['accent']],
  [['submitted', 'colors'], MAIN_COLOR_KEYS],
  [['main', 'overlay'], ['overlayColor']],
  [['setup', 'colors'], ['theme']],
  [['appearance', 'colors'], ['main', 'theme']],
];

const at = (value: unknown, steps: readonly string[]): unknown =>
  steps.reduce<unknown>((node, step) => (isPlainObject(node) ? ownValue(node, step) : undefined), value);

/** Where a colour is set (neither absent, null nor empty, which mean "the default") and is not one. */
function refused(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && cssColor(value) === null;
}

/** A refused colour: the object that holds it, its key there, and its path in the configuration. */
interface RefusedColour {
  holder: Record<string, unknown>;
  key: string;
  path: string;
}

function refusedColours(config: unknown): RefusedColour[] {
  const found: RefusedColour[] = [];
  const theme = at(config, ['theme']);
  if (isPlainObject(theme) && refused(ownValue(theme, 'accent'))) found.push({ holder: theme, key: 'accent', path: 'theme.accent' });
  const widgets = at(config, ['widgets']);
  if (!Array.isArray(widgets)) return found;
  widgets.forEach((widget: unknown, index) => {
    const data = at(widget, ['data']);
    for (const [steps, keys] of WIDGET_COLOURS) {
      const holder = at(data, steps);
      if (!isPlainObject(holder)) continue;
      for (const key of keys) {
        if (refused(ownValue(holder, key))) found.push({ holder, key, path: `widgets[${index}].data.${[...steps, key].join('.')}` });
      }
    }
  });
  return found;
}

/** The colours of `config` that the rule refuses, in the order of the configuration; [] when all are colours. */
export function configColourProblems(config: unknown): ColourProblem[] {
  return refusedColours(config).map(({ path }) => ({ path, message: NOT_A_COLOUR }));
}

/** A copy of `config` (JSON data) without the colours the rule refuses: each reads as unset, its default. */
export function withoutRefusedColours<T>(config: T): T {
  const copy = structuredClone(config);
  for (const { holder, key } of refusedColours(copy)) delete holder[key];
  return copy;
}
