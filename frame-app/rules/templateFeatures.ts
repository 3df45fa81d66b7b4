/**
 * The design elements a template may add (issue 49; bridge-protocol/templateFeatureTexts.ts):
 * `main.offer`, a coupon ticket above the headline, and `main.twoStep`, a first step that asks before the
 * form shows. Pure: what each shows, from the configuration: the template's text where the widget has
 * none, nothing where the owner emptied it.
 */
import type { WidgetMain } from '../../bridge-protocol/config';
import { FEATURE_TEXTS } from '../../bridge-protocol/templateFeatureTexts';
import { displayText } from './displayText';

const section = (main: WidgetMain, key: 'offer' | 'twoStep'): Record<string, unknown> | null => {
  const value = main[key];
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
};

/** The text at `key` of a feature: the owner's, the template's where it is unset (null, absent), none where emptied. */
function featureText(main: WidgetMain, feature: 'offer' | 'twoStep', key: string, suggested: string): string | null {
  const own = section(main, feature);
  if (own === null) return null;
  const value = own[key];
  if (value === undefined || value === null) return suggested;
  // The studio's field says "leave empty for none": an emptied text takes the element away.
  return displayText(value).trim() === '' ? null : displayText(value);
}

/** The ticket's label, or null when the widget has no offer. */
export function offerLabel(main: WidgetMain): string | null {
  return featureText(main, 'offer', 'label', FEATURE_TEXTS.offer.label);
}

/** The first step's button text, or null when the form shows at once. */
export function twoStepYesText(main: WidgetMain): string | null {
  return featureText(main, 'twoStep', 'yesText', FEATURE_TEXTS.twoStep.yesText);
}
