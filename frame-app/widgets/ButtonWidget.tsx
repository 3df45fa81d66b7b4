/**
 * The `button` layout: only the Messenger call-to-action (optInButtonText, else ctaText) in its
 * configured size, as wide as its frame up to its natural width; after submit the inline "Success!".
 */
import type { WidgetMain } from '../../bridge-protocol/config';
import { CtaButton, ctaButtonClassName, ctaButtonStyle } from '../parts/CtaButton';
import { MessengerAction } from '../parts/MessengerAction';
import { embedSkin } from '../parts/embedStyles';
import { PoweredBy } from '../parts/PoweredBy';
import { SuccessView } from '../parts/SuccessView';
import { ctaLabel } from '../rules/ctaLabel';
import { widgetColors } from '../rules/widgetColors';

export interface ButtonWidgetProps {
  main: WidgetMain;
  isSubmitted: boolean;
  /** Accessible name of the region. */
  label: string;
  onSubmit: () => void;
}

const DEFAULT_BUTTON_TEXT = 'Send to Messenger';

// The button has no room for the submitted content: the label alone, as SPEC §2 has the inline variant say.
const BUTTON_SUCCESS = { title: '', description: '' } as const;

export function ButtonWidget({ main, isSubmitted, label, onSubmit }: ButtonWidgetProps) {
  const cta = ctaLabel(main, ['optInButtonText', 'ctaText'], DEFAULT_BUTTON_TEXT);
  const colors = widgetColors(main.colors);
  return (
    // p-1: room for the focus ring and the shadow inside the measured box.
    <div role="region" aria-label={label} className="@container flex w-full flex-col items-center gap-1 p-1 font-widget antialiased">
      {isSubmitted ? (
        <SuccessView layout="row" surface tone={main.skin === 'dark' ? 'dark' : 'light'} content={BUTTON_SUCCESS} colors={colors} />
      ) : (
        <MessengerAction
          cta={(disabled) => <CtaButton text={cta.text} field={cta.field} size={main.buttonSize} colors={colors} onClick={onSubmit} disabled={disabled} />}
          linkClassName={ctaButtonClassName(main.buttonSize, false)}
          linkStyle={ctaButtonStyle(colors)}
        />
      )}
      <PoweredBy className={embedSkin(main.skin).muted} />
    </div>
  );
}
