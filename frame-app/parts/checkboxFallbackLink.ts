/**
 * The look of the standalone checkbox's "Go to Messenger" fallback (SPEC §4). The checkbox widget is a
 * single row beside a host page's form, so its fallback is that row again rather than the button kinds'
 * pill: the Messenger icon exactly where and as large as the checkbox's box, the link text in the label's
 * size, weight and colour, the same gap between them. The row keeps the plugin's height and left edge, so
 * the host's form does not shift or look broken when the plugin is missing; the underline says "link"
 * without relying on colour.
 */
import { checkboxSizeClasses } from './ctaButtonSize';
import { FOCUS_RING, MOTION } from './embedStyles';

export interface CheckboxFallbackLinkClasses {
  link: string;
  icon: string;
}

export function checkboxFallbackLinkClasses(size: unknown, dark: boolean): CheckboxFallbackLinkClasses {
  const sizes = checkboxSizeClasses(size);
  return {
    link: `inline-flex max-w-full cursor-pointer items-center gap-3 rounded-sm font-medium leading-snug underline decoration-1 underline-offset-4 hover:decoration-2 ${sizes.text} ${FOCUS_RING} ${MOTION}`,
    // Messenger blue on the light skin; a lighter blue keeps the icon's 3:1 contrast on the dark one.
    icon: `${sizes.box} shrink-0 ${dark ? 'text-sky-400' : 'text-accent'}`,
  };
}
