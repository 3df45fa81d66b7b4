/**
 * Whether a field of the widget form would draw the same for two renders: the same descriptor, the
 * same value at its path (configured or read from a second place), the same requirement, the same
 * problems at or under its path, the same defaults, page and writer. The form re-renders on every
 * keystroke with a whole new widget; setAt shares every untouched value, so comparing the field's own
 * values by identity lets only the edited field draw again (FormFieldView is memoised with this).
 * Pure.
 */
import { getAt } from '../rules/widgetPath';
import type { FieldContext } from './fieldContext';
import { configuredValue, isFieldRequired } from './fieldValue';
import type { FormField } from './formFields';

export interface FieldViewInput {
  field: FormField;
  ctx: FieldContext;
}

function problemsUnder(ctx: FieldContext, path: string): string {
  return ctx.problems
    .filter((problem) => problem.path === path || problem.path.startsWith(`${path}.`) || problem.path.startsWith(`${path}[`))
    .map((problem) => `${problem.path}\n${problem.message}`)
    .join('\n\n');
}

export function sameFieldView(prev: FieldViewInput, next: FieldViewInput): boolean {
  const { field } = next;
  const { path } = field;
  return (
    prev.field === field &&
    prev.ctx.defaults === next.ctx.defaults &&
    prev.ctx.pageConfig === next.ctx.pageConfig &&
    prev.ctx.pageId === next.ctx.pageId &&
    prev.ctx.pageIds === next.ctx.pageIds &&
    prev.ctx.write === next.ctx.write &&
    Object.is(getAt(prev.ctx.widget, path), getAt(next.ctx.widget, path)) &&
    Object.is(configuredValue(prev.ctx.widget, path), configuredValue(next.ctx.widget, path)) &&
    isFieldRequired(field, prev.ctx.widget, prev.ctx.defaults) === isFieldRequired(field, next.ctx.widget, next.ctx.defaults) &&
    problemsUnder(prev.ctx, path) === problemsUnder(next.ctx, path)
  );
}
