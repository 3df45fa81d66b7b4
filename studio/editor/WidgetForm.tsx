/** TEMP until studio-E lands: a title field only, to try the preview's sync. */
import type { WidgetProblem } from '../../bridge-protocol/widgetSchema';
import { TextField } from '../controls/TextField';

export interface WidgetFormProps {
  widget: Record<string, unknown>;
  pageConfig: Record<string, unknown>;
  onChange: (next: Record<string, unknown>) => void;
  problems: readonly WidgetProblem[];
}

export function WidgetForm({ widget, onChange }: WidgetFormProps) {
  const data = (widget.data ?? {}) as Record<string, unknown>;
  const main = (data.main ?? {}) as Record<string, unknown>;
  return (
    <TextField
      label="Title"
      value={typeof main.title === 'string' ? main.title : ''}
      onChange={(title: string) => onChange({ ...widget, data: { ...data, main: { ...main, title } } })}
    />
  );
}
