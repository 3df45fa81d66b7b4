/**
 * The operator's colours (SPEC §3 data.main.colors), reduced to plain strings for React `style` props.
 * Styles set through React go through the CSSOM, which is allowed under the frame's `style-src 'self'`
 * and rejects anything that is not a valid value for the property (no `url(...)` smuggling into a colour).
 */
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
    const value = source[key];
    if (typeof value === 'string' && value.trim() !== '' && value.length <= 64) out[key] = value.trim();
  }
  return out;
}
