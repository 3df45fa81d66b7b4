import { Landing } from '../Landing';
import type { WidgetViewProps } from '../widgetViewProps';

export function LandingView({ widget, label, isSubmitted, actions, defaultSize }: Pick<WidgetViewProps, 'widget' | 'label' | 'isSubmitted' | 'actions' | 'defaultSize'>) {
  return <Landing main={widget.data.main} submitted={widget.data.submitted} isSubmitted={isSubmitted} label={label} defaultSize={defaultSize} onSubmit={actions.submit} />;
}
