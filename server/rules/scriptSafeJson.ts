/**
 * JSON written into a script: the painted frame document's state element (paintedDocument.ts) and the
 * per-page script's configuration (pageScript.ts). Pure.
 *
 * The characters that could end the script element or start markup inside it (`</script>`, `<!--`),
 * and the two line separators older JavaScript parsers took for line ends, are each written as their
 * `\u` escape, which JSON.parse and a JavaScript string literal both read back as the same character.
 */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

export function scriptSafeJson(value: unknown): string {
  const json = JSON.stringify(value);
  // A value with no JSON text (undefined, a function) is the caller's fault, not an empty value.
  if (json === undefined) throw new Error('scriptSafeJson: the value has no JSON text');
  return json.replace(UNSAFE_IN_SCRIPT, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
