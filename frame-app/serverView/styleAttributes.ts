/**
 * Every distinct `style` attribute value in server-rendered markup, as the browser will parse it
 * (entities decoded): the provider lists their SHA-256 under `'unsafe-hashes'` in the document's CSP,
 * so the painted document keeps `style-src 'self'` without `'unsafe-inline'`. Pure.
 *
 * React's renderToString writes attributes as `name="value"`, with `&`, `"`, `'`, `<` and `>` escaped
 * as entities; nothing else of the markup can hold the text ` style="`, because text and other
 * attribute values escape their quotes.
 */
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

export function decodeAttribute(value: string): string {
  return value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
}

export function styleAttributes(markup: string): string[] {
  const values = new Set<string>();
  for (const match of markup.matchAll(STYLE_ATTRIBUTE)) values.add(decodeAttribute(match[1] ?? ''));
  return [...values].sort();
}
