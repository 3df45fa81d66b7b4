/**
 * Picks the layout for a widget type. Only types listed in builtLayouts.ts reach this component; the
 * boot code reports every other type before mounting anything.
 */
import type { MergedWidget } from '../config/mergeWidget';
import { Bar } from './Bar';
import { widgetLabel } from './widgetLabel';

export interface WidgetViewProps {
  widget: MergedWidget;
  isSubmitted: boolean;
  onSubmit: () => void;
  onClose: () => void;
}

export function WidgetView({ widget, isSubmitted, onSubmit, onClose }: WidgetViewProps) {
  switch (widget.widget_type) {
    case 'bar':
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
    default:
      return null;
  }
}
