import { Bar } from '../Bar';
import { widgetLabel } from '../widgetLabel';
import type { WidgetViewProps } from '../widgetViewProps';

export function BarView({ widget, isSubmitted, onSubmit, onClose }: WidgetViewProps) {
  return (
    <Bar
      main={widget.data.main}
      submitted={widget.data.submitted}
      isSubmitted={isSubmitted}
      label={widgetLabel(widget)}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
