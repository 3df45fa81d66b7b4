import { SmsWidget } from '../../sms/widgets/SmsWidget';
import type { WidgetViewProps } from '../widgetViewProps';

const noop = (): void => undefined;

/** The SMS card (box) and SMS modal; without the SMS environment there is nothing to submit to. */
export function SmsView({ widget, label, smsEnv = null, isSubmitted, isDisplayed = false, defaultSize = false, onSubmit, onClose, onRendered = noop }: WidgetViewProps) {
  if (smsEnv === null) return null;
  return (
    <SmsWidget
      widget={widget}
      env={smsEnv}
      isSubmitted={isSubmitted}
      isDisplayed={isDisplayed}
      label={label}
      defaultSize={defaultSize}
      onSubmit={onSubmit}
      onClose={onClose}
      onRendered={onRendered}
    />
  );
}
