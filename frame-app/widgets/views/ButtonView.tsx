import { ButtonWidget } from '../ButtonWidget';
import type { WidgetViewProps } from '../widgetViewProps';

export function ButtonView({ widget, label, isSubmitted, onSubmit }: WidgetViewProps) {
  return <ButtonWidget main={widget.data.main} isSubmitted={isSubmitted} label={label} onSubmit={onSubmit} />;
}
