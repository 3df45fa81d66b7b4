import { Box } from '../Box';
import type { WidgetViewProps } from '../widgetViewProps';

export function BoxView({ widget, label, isSubmitted, onSubmit, defaultSize = false }: WidgetViewProps) {
  return <Box main={widget.data.main} submitted={widget.data.submitted} isSubmitted={isSubmitted} label={label} defaultSize={defaultSize} onSubmit={onSubmit} />;
}
