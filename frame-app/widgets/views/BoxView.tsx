import { Box } from '../Box';
import type { WidgetViewProps } from '../widgetViewProps';

export function BoxView({ widget, label, isSubmitted, actions, defaultSize }: Pick<WidgetViewProps, 'widget' | 'label' | 'isSubmitted' | 'actions' | 'defaultSize'>) {
  return <Box main={widget.data.main} submitted={widget.data.submitted} isSubmitted={isSubmitted} label={label} defaultSize={defaultSize} onSubmit={actions.submit} />;
}
