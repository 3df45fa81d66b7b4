/**
 * Puts a code on the visitor's clipboard from inside the frame. The frame is a cross-origin iframe, and
 * the loader's iframe carries no `allow="clipboard-write"` (its attributes are the embed contract), so
 * Chromium refuses `navigator.clipboard.writeText` there ("blocked because of a permissions policy").
 * `document.execCommand('copy')` on a selection made during the click is not under that policy and
 * works in a cross-origin frame; where it too is refused, the code stays selected for Ctrl+C / ⌘C.
 */
function select(element: HTMLElement): void {
  const selection = element.ownerDocument.getSelection();
  if (selection === null) return;
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/** True once `text` is on the clipboard; false when `element` could only be left selected. */
export async function copyText(text: string, element: HTMLElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Refused by the permissions policy, or no Clipboard API: copy the selection instead.
  }
  if (element === null) return false;
  select(element);
  try {
    return element.ownerDocument.execCommand('copy');
  } catch {
    return false;
  }
}
