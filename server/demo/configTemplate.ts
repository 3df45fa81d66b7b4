/**
 * Demo configurations may name the demo site's origin as `{{DEMO_ORIGIN}}` (e.g. images the demo site
 * serves), because its port is only known at start (8080 with `npm start`, 18080 in the e2e run).
 * A real backend stores absolute URLs; the substitution is a reference-server convenience.
 */
const PLACEHOLDER = '{{DEMO_ORIGIN}}';
/** An http(s) origin: nothing that could end a JSON string or start an escape. */
const ORIGIN_RE = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i;

export function renderConfigTemplate(raw: string, demoOrigin: string): string {
  if (!raw.includes(PLACEHOLDER) || !ORIGIN_RE.test(demoOrigin)) return raw;
  return raw.split(PLACEHOLDER).join(demoOrigin);
}
