/**
 * What an edited field reports to the editor (SPEC §1 editing mode): plain text only, one line for
 * every field but the description, never longer than the bridge accepts. Pure.
 */
import { EDITOR_VALUE_MAX_LENGTH, type EditableField } from '../../bridge-protocol/messages';

/** Only the description is shown as running text; titles and button labels are one line in every layout. */
export function isMultilineField(field: EditableField): boolean {
  return field === 'desc';
}

const LINE_BREAKS = /\r\n|[\r\n\u2028\u2029]/g;

/**
 * Normalises raw text (typed, or pasted from anywhere) for a field: line breaks become spaces in a
 * one-line field and `\n` in the description; the result is capped at the bridge's limit without
 * leaving half of a surrogate pair at the cut, which the host would receive as a broken character.
 */
export function editedText(raw: string, multiline: boolean): string {
  const text = raw.replace(LINE_BREAKS, multiline ? '\n' : ' ');
  return capText(text, EDITOR_VALUE_MAX_LENGTH);
}

export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, Math.max(0, max));
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}
