/**
 * Demo configurations may name the demo site's origin as `{{DEMO_ORIGIN}}` (e.g. images the demo site
 * serves) and the provider's as `{{WIDGET_ORIGIN}}` (the template pictures it serves,
 * bridge-protocol/widgetTemplates.ts), because their ports are only known at start (8080 and 8081 with
 * `npm start`, 18080 and 18081 in the e2e run). A real backend stores absolute URLs; the substitution is
 * a reference-server convenience.
 */
export interface ConfigOrigins {
  demo: string;
  widget: string;
}

const PLACEHOLDERS = { demo: '{{DEMO_ORIGIN}}', widget: '{{WIDGET_ORIGIN}}' } as const;
/** An http(s) origin: nothing that could end a JSON string or start an escape. */
const ORIGIN_RE = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i;

export function renderConfigTemplate(raw: string, origins: ConfigOrigins): string {
  let text = raw;
  for (const key of ['demo', 'widget'] as const) {
    if (text.includes(PLACEHOLDERS[key]) && ORIGIN_RE.test(origins[key])) text = text.split(PLACEHOLDERS[key]).join(origins[key]);
  }
  return text;
}
