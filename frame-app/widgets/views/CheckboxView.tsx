import { CheckboxWidget } from '../CheckboxWidget';
import type { WidgetViewProps } from '../widgetViewProps';

export function CheckboxView({ widget, isSubmitted }: Pick<WidgetViewProps, 'widget' | 'isSubmitted'>) {
  return <CheckboxWidget main={widget.data.main} isSubmitted={isSubmitted} />;
}
