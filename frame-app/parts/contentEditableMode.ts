/**
 * `plaintext-only` makes the browser itself refuse rich text (formatting shortcuts, dropped HTML);
 * where it is unknown, setting it throws or is ignored, and `true` with our own paste and Enter
 * handling is the fallback. Probed once per frame.
 */
export type ContentEditableMode = 'plaintext-only' | 'true';

let probed: ContentEditableMode | null = null;

export function contentEditableMode(doc: Document = document): ContentEditableMode {
  if (probed !== null) return probed;
  let mode: ContentEditableMode = 'true';
  try {
    const probe = doc.createElement('span');
    probe.contentEditable = 'plaintext-only';
    if (probe.contentEditable === 'plaintext-only') mode = 'plaintext-only';
  } catch {
    // A SyntaxError here is the browser saying it does not know the value.
  }
  probed = mode;
  return mode;
}
