/**
 * A resolved next step (rules/nextStep.ts) as the `renderNextStep` a part takes (CardContent,
 * EmbedCard): the part supplies its call to action's look, this supplies the control.
 */
import type { WidgetSubmitted } from '../../bridge-protocol/config';
import { sanitizeLink } from '../../bridge-protocol/sanitizeLink';
import { nextStep, type NextStep, type NextStepDefault } from '../rules/nextStep';
import type { RenderNextStep } from '../parts/nextStepLook';
import { NextStepAction } from './NextStepAction';

export function nextStepRenderer(step: NextStep | null): RenderNextStep | undefined {
  if (step === null) return undefined;
  return (look) => <NextStepAction step={step} codeText="above" {...look} />;
}

/** The modal's, slide-in's and takeover's step: they can close themselves, so Messenger without a chat link is a close button. */
export function overlayNextStep(submitted: WidgetSubmitted, messengerUrl: string | null, fallback: NextStepDefault): RenderNextStep | undefined {
  const chatLink = messengerUrl === null ? null : sanitizeLink(messengerUrl);
  return nextStepRenderer(nextStep({ submitted, chatLink, fallback, canClose: true }));
}
