import { Box } from '../Box';
import type { WidgetViewProps } from '../widgetViewProps';
import { viewNextStep } from './viewNextStep';
import { nextStepRenderer } from '../nextStepRenderer';

export function BoxView(props: Pick<WidgetViewProps, 'widget' | 'label' | 'isSubmitted' | 'actions' | 'defaultSize' | 'chatLink' | 'nextStepDefault'>) {
  const { widget, label, isSubmitted, actions, defaultSize } = props;
  return (
    <Box main={widget.data.main} submitted={widget.data.submitted} isSubmitted={isSubmitted} label={label} defaultSize={defaultSize} onSubmit={actions.submit} renderNextStep={nextStepRenderer(viewNextStep(props))} />
  );
}
