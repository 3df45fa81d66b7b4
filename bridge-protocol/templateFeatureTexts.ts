/**
 * The texts a template's design element starts with (issue 49) when the widget has none of its own: the
 * studio writes them when a template is applied (widgetTemplates.ts), the frame shows them where the owner
 * emptied one (frame-app/rules/templateFeatures.ts). Small on purpose: the frame imports it, not the templates.
 */
export const FEATURE_TEXTS = {
  offer: { label: '10% OFF' },
  twoStep: { yesText: 'Yes, I want 10% off' },
} as const;
