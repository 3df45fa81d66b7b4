import { ButtonWidget } from '../ButtonWidget';
import type { WidgetViewProps } from '../widgetViewProps';
import { viewNextStep } from './viewNextStep';

export function ButtonView(props: Pick<WidgetViewProps, 'widget' | 'label' | 'isSubmitted' | 'actions' | 'chatLink' | 'nextStepDefault'>) {
  const { widget, label, isSubmitted, actions } = props;
  return <ButtonWidget main={widget.data.main} isSubmitted={isSubmitted} label={label} onSubmit={actions.submit} nextStep={viewNextStep(props)} />;
}
