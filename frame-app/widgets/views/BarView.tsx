import { Bar } from '../Bar';
import type { WidgetViewProps } from '../widgetViewProps';

export function BarView({ widget, label, isSubmitted, actions, chatLink, nextStepDefault }: Pick<WidgetViewProps, 'widget' | 'label' | 'isSubmitted' | 'actions' | 'chatLink' | 'nextStepDefault'>) {
  return (
    <Bar
      main={widget.data.main}
      submitted={widget.data.submitted}
      isSubmitted={isSubmitted}
      label={label}
      onSubmit={actions.submit}
      onClose={actions.close}
      chatLink={chatLink}
      nextStepDefault={nextStepDefault}
    />
  );
}
