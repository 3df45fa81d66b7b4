/**
 * The design elements a template may add (issue 49; bridge-protocol/templateFeatureTexts.ts):
 * `main.offer`, a coupon ticket above the headline, and `main.twoStep`, a first step that asks before the
 * form shows. Pure: what each shows, from the configuration, with the template's text where the owner
 * left it empty.
 */
import type { WidgetMain } from '../../bridge-protocol/config';
import { FEATURE_TEXTS } from '../../bridge-protocol/templateFeatureTexts';
import { displayText } from './displayText';

const section = (main: WidgetMain, key: 'offer' | 'twoStep'): Record<string, unknown> | null => {
  const value = main[key];
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
};

/** The ticket's label, or null when the widget has no offer. */
export function offerLabel(main: WidgetMain): string | null {
  const offer = section(main, 'offer');
  if (offer === null) return null;
  return displayText(offer.label) || FEATURE_TEXTS.offer.label;
}

/** The first step's button text, or null when the form shows at once. */
export function twoStepYesText(main: WidgetMain): string | null {
  const twoStep = section(main, 'twoStep');
  if (twoStep === null) return null;
  return displayText(twoStep.yesText) || FEATURE_TEXTS.twoStep.yesText;
}
