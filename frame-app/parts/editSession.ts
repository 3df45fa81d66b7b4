/**
 * One frame's editing session: it reports each field's new text to the editor and remembers what it
 * reported. Remembering matters twice: a field re-rendered from scratch (an overlay closed and opened
 * again) must show the edit rather than the configured text, and an unchanged text (a blur after the
 * debounce already reported it) must not be reported again. No React, no DOM.
 */
import type { EditableField } from '../../bridge-protocol/messages';

export interface EditSession {
  /** Sends the field's text to the editor unless it is what was last sent for it. */
  report(field: EditableField, value: string): void;
  /** The text last reported for the field, or undefined when the editor has not changed it yet. */
  lastValue(field: EditableField): string | undefined;
}

export function createEditSession(send: (field: EditableField, value: string) => void): EditSession {
  const reported = new Map<EditableField, string>();
  return {
    report(field, value) {
      if (reported.get(field) === value) return;
      reported.set(field, value);
      send(field, value);
    },
    lastValue: (field) => reported.get(field),
  };
}
