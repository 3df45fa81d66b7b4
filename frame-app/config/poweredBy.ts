/**
 * The "Powered by" link shown on embedded cards unless the app's `defaultSize` flag hides it (SPEC §1,
 * §2, §3 "Application configuration"). Operators brand it: these are placeholders, replace the label and
 * the address with the provider's own before shipping.
 */
export const POWERED_BY_LABEL = 'Powered by MC Widgets';
export const POWERED_BY_URL = 'https://widgets.example/';
