/**
 * The `button` layout: only the Messenger call-to-action (optInButtonText, else ctaText) in its
 * configured size, as wide as its frame up to its natural width; after submit the inline "Success!".
 */
import type { WidgetMain } from '../../bridge-protocol/config';
import { CtaButton, ctaButtonClassName, ctaButtonStyle } from '../parts/CtaButton';
import { MessengerAction } from '../parts/MessengerAction';
import { embedSkin } from '../parts/embedStyles';
import { PoweredBy } from '../parts/PoweredBy';
import { useRef } from 'react';
import { SuccessView } from '../parts/SuccessView';
import { useFormHeightHold } from '../parts/useFormHeightHold';
import { NextStepAction } from './NextStepAction';
import type { NextStep } from '../rules/nextStep';
import { ctaLabel } from '../rules/ctaLabel';
import { widgetColors } from '../rules/widgetColors';

export interface ButtonWidgetProps {
  main: WidgetMain;
  isSubmitted: boolean;
  /** Accessible name of the region. */
  label: string;
  onSubmit: () => void;
  /** The success view's next step (rules/nextStep.ts), beside the label; absent: the label alone. */
  nextStep?: NextStep | null;
}

const DEFAULT_BUTTON_TEXT = 'Send to Messenger';

// The button has no room for the submitted content: the label alone, as SPEC §2 has the inline variant say.
const BUTTON_SUCCESS = { title: '', description: '' } as const;

export function ButtonWidget({ main, isSubmitted, label, onSubmit, nextStep = null }: ButtonWidgetProps) {
  const cta = ctaLabel(main, ['optInButtonText', 'ctaText'], DEFAULT_BUTTON_TEXT);
  const colors = widgetColors(main.colors);
  // The frame sits in the host's flow: the success keeps the button's height (parts/useFormHeightHold.ts).
  const rootRef = useRef<HTMLDivElement>(null);
  const hold = useFormHeightHold(rootRef, isSubmitted);
  return (
    // p-1: room for the focus ring and the shadow inside the measured box.
    <div ref={rootRef} role="region" aria-label={label} className="@container flex w-full flex-col items-center justify-center gap-1 p-1 font-widget antialiased" style={hold}>
      {isSubmitted ? (
        <div className="flex max-w-full flex-col items-center gap-2">
          <SuccessView layout="row" surface tone={main.skin === 'dark' ? 'dark' : 'light'} content={BUTTON_SUCCESS} colors={colors} />
          {nextStep !== null && (
            <NextStepAction step={nextStep} className={ctaButtonClassName(main.buttonSize, false)} style={ctaButtonStyle(colors)} codeText="hidden" dark={main.skin === 'dark'} />
          )}
        </div>
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
