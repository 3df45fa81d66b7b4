import { Box } from '../Box';
import { Landing } from '../Landing';
import { widgetLabel } from '../widgetLabel';
import type { WidgetViewProps } from '../widgetViewProps';

/** box and landing: the same card, embedded or as a landing section. */
export function CardView({ widget, isSubmitted, onSubmit, defaultSize = false }: WidgetViewProps) {
  const Card = widget.widget_type === 'box' ? Box : Landing;
  return (
    <Card
      main={widget.data.main}
      submitted={widget.data.submitted}
      isSubmitted={isSubmitted}
      label={widgetLabel(widget)}
      defaultSize={defaultSize}
      onSubmit={onSubmit}
    />
  );
}
