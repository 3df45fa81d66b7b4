import { ButtonWidget } from '../ButtonWidget';
import type { WidgetViewProps } from '../widgetViewProps';

export function ButtonView({ widget, label, isSubmitted, actions }: Pick<WidgetViewProps, 'widget' | 'label' | 'isSubmitted' | 'actions'>) {
  return <ButtonWidget main={widget.data.main} isSubmitted={isSubmitted} label={label} onSubmit={actions.submit} />;
}
