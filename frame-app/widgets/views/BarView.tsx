import { Bar } from '../Bar';
import type { WidgetViewProps } from '../widgetViewProps';

export function BarView({ widget, label, isSubmitted, onSubmit, onClose }: WidgetViewProps) {
  return (
    <Bar
      main={widget.data.main}
      submitted={widget.data.submitted}
      isSubmitted={isSubmitted}
      label={label}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
