/**
 * Where the save check's problems go in the form: each one at the field that edits its path (a field
 * also owns the paths under it, `data.main.width` the `.number` and `.unit`), and all of them in the
 * summary above the form, in the form's order. A problem no shown field can fix (a field of a section
 * this kind has not, a value the form does not edit) is listed last without a link, so none is hidden.
 * Pure.
 */
import type { WidgetProblem } from '../../bridge-protocol/studio/widgetSchema';
import type { FormField, FormFieldId } from './formFields';
import type { FormSectionId } from './formSections';

export interface PlacedField {
  id: FormFieldId;
  field: FormField;
  section: FormSectionId;
}

export interface SummaryEntry {
  problem: WidgetProblem;
  /** The shown field that edits the problem's path, or null when none does. */
  target: PlacedField | null;
}

function owns(fieldPath: string, problemPath: string): boolean {
  return problemPath === fieldPath || problemPath.startsWith(`${fieldPath}.`) || problemPath.startsWith(`${fieldPath}[`);
}

/** The field whose path is the problem's or holds it; the most specific one when several do. */
export function fieldOfProblem(problemPath: string, fields: readonly PlacedField[]): PlacedField | null {
  let best: PlacedField | null = null;
  for (const placed of fields) {
    if (owns(placed.field.path, problemPath) && (best === null || placed.field.path.length > best.field.path.length)) best = placed;
  }
  return best;
}

export function summaryEntries(problems: readonly WidgetProblem[], fields: readonly PlacedField[]): SummaryEntry[] {
  const order = new Map(fields.map((placed, index) => [placed.id, index]));
  const entries = problems.map((problem, index) => ({ problem, target: fieldOfProblem(problem.path, fields), index }));
  const rank = (entry: (typeof entries)[number]) => (entry.target === null ? fields.length : (order.get(entry.target.id) ?? fields.length));
  // A stable sort: problems of one field keep the schema's order.
  return entries.sort((a, b) => rank(a) - rank(b) || a.index - b.index).map(({ problem, target }) => ({ problem, target }));
}

/** Every message at exactly this path, as one text; undefined when there is none. */
export function messagesAt(problems: readonly WidgetProblem[], path: string): string | undefined {
  const messages = problems.filter((problem) => problem.path === path).map((problem) => problem.message);
  return messages.length === 0 ? undefined : messages.join(' ');
}

/** Every message at this path or at an item of it (`days`, `days[3]`), each said once; undefined when there is none. */
export function messagesAtItems(problems: readonly WidgetProblem[], path: string): string | undefined {
  const messages = problems.filter((problem) => problem.path === path || problem.path.startsWith(`${path}[`)).map((problem) => problem.message);
  return messages.length === 0 ? undefined : [...new Set(messages)].join(' ');
}
