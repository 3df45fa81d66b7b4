import { Landing } from '../Landing';
import type { WidgetViewProps } from '../widgetViewProps';

export function LandingView({ widget, label, isSubmitted, onSubmit, defaultSize = false }: WidgetViewProps) {
  return <Landing main={widget.data.main} submitted={widget.data.submitted} isSubmitted={isSubmitted} label={label} defaultSize={defaultSize} onSubmit={onSubmit} />;
}
