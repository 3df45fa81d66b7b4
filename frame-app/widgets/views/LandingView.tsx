import { Landing } from '../Landing';
import type { WidgetViewProps } from '../widgetViewProps';
import { viewNextStep } from './viewNextStep';
import { nextStepRenderer } from '../nextStepRenderer';

export function LandingView(props: Pick<WidgetViewProps, 'widget' | 'label' | 'isSubmitted' | 'actions' | 'defaultSize' | 'chatLink' | 'nextStepDefault'>) {
  const { widget, label, isSubmitted, actions, defaultSize } = props;
  return (
    <Landing main={widget.data.main} submitted={widget.data.submitted} isSubmitted={isSubmitted} label={label} defaultSize={defaultSize} onSubmit={actions.submit} renderNextStep={nextStepRenderer(viewNextStep(props))} />
  );
}
