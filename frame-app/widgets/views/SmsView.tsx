import { SmsWidget } from '../../sms/widgets/SmsWidget';
import type { WidgetViewProps } from '../widgetViewProps';
import { viewNextStep } from './viewNextStep';

/** The SMS card (box) and SMS modal; without the SMS environment there is nothing to submit to. */
export function SmsView(props: Pick<WidgetViewProps, 'widget' | 'label' | 'smsEnv' | 'isSubmitted' | 'isDisplayed' | 'defaultSize' | 'actions' | 'chatLink' | 'nextStepDefault'>) {
  const { widget, label, smsEnv, isSubmitted, isDisplayed, defaultSize, actions } = props;
  if (smsEnv === null) return null;
  return (
    <SmsWidget
      widget={widget}
      env={smsEnv}
      isSubmitted={isSubmitted}
      isDisplayed={isDisplayed}
      label={label}
      defaultSize={defaultSize}
      onSubmit={actions.submit}
      onClose={actions.close}
      onRendered={actions.rendered}
      nextStep={viewNextStep(props)}
    />
  );
}
