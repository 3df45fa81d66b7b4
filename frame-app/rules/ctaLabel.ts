/**
 * Which configured text a call-to-action button shows, and so which field editing it changes: the
 * first non-blank field in the layout's order, else the layout's fallback label, which then edits the
 * first field (the one the layout prefers). Pure.
 */
import type { WidgetMain } from '../../bridge-protocol/config';
import type { EditableField } from '../../bridge-protocol/messages';
import { displayText } from './displayText';

export interface CtaLabel {
  field: EditableField;
  text: string;
}

export function ctaLabel(main: WidgetMain, order: readonly [EditableField, ...EditableField[]], fallback: string): CtaLabel {
  for (const field of order) {
    const text = displayText(main[field]).trim();
    if (text !== '') return { field, text };
  }
  return { field: order[0], text: fallback };
}
