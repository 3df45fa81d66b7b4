import { nextStep, type NextStep } from '../../rules/nextStep';
import type { WidgetViewProps } from '../widgetViewProps';

/**
 * The success view's next step of an embedded layout (box, landing, button, SMS card and modal), from
 * what every view is given. These layouts have no × of their own to fall back on (the SMS modal's is
 * already on screen), so a messenger step without a chat link is left out.
 */
export function viewNextStep({ widget, chatLink, nextStepDefault }: Pick<WidgetViewProps, 'widget' | 'chatLink' | 'nextStepDefault'>): NextStep | null {
  return nextStep({ submitted: widget.data.submitted, chatLink, fallback: nextStepDefault, canClose: false });
}
