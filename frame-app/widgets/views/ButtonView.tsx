import { ButtonWidget } from '../ButtonWidget';
import { widgetLabel } from '../widgetLabel';
import type { WidgetViewProps } from '../widgetViewProps';

export function ButtonView({ widget, isSubmitted, onSubmit }: WidgetViewProps) {
  return <ButtonWidget main={widget.data.main} isSubmitted={isSubmitted} label={widgetLabel(widget)} onSubmit={onSubmit} />;
}
