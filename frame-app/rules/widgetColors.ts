/**
 * The operator's colours (SPEC §3 data.main.colors), reduced to plain strings for React `style` props.
 * Each passes the one colour rule (bridge-protocol/cssColor.ts) or is dropped: in the browser React sets
 * styles through the CSSOM, which would reject a bad value, but the server's renderer writes the string
 * into a `style` attribute as it is (`blue;position:fixed`, `url(…)`), so the rule is applied here, once,
 * for both.
 */
import { cssColor } from '../../bridge-protocol/cssColor';

export interface WidgetColors {
  background?: string;
  headline?: string;
  description?: string;
  buttonBackground?: string;
  buttonText?: string;
}

const KEYS = ['background', 'headline', 'description', 'buttonBackground', 'buttonText'] as const;

export function widgetColors(colors: unknown): WidgetColors {
  const out: WidgetColors = {};
  if (!colors || typeof colors !== 'object') return out;
  const source = colors as Record<string, unknown>;
  for (const key of KEYS) {
    const color = cssColor(source[key]);
    if (color !== null) out[key] = color;
  }
  return out;
}
