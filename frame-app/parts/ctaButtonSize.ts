/**
 * SPEC §3 `buttonSize`: s, m, l (opt-in buttons) or standard, large, xlarge (messenger checkbox) — two
 * spellings of the same three steps (mapped in buttonSize.ts). The embedded layouts' Tailwind classes.
 */
import { buttonStep, type ButtonStep } from './buttonSize';

export type SizeStep = ButtonStep;

/** The one mapping lives in buttonSize.ts; unknown or missing values fall back to `fallback`. */
export const sizeStep: (value: unknown, fallback?: SizeStep) => SizeStep = buttonStep;

/** Padding, text and icon classes of the call-to-action button (inside an `@container`). */
const CTA_SIZE_CLASSES: Record<SizeStep, { button: string; icon: string }> = {
  small: { button: 'min-h-9 px-4 py-2 text-sm gap-1.5', icon: 'size-4' },
  medium: { button: 'min-h-11 px-5 py-2.5 text-base gap-2', icon: 'size-5' },
  // Large steps down below a 24rem (384 px) container (narrow embeds): a long label would wrap into three lines.
  large: { button: 'min-h-12 px-5 py-3 text-base gap-2 @sm:min-h-13 @sm:px-6 @sm:py-3.5 @sm:text-lg @sm:gap-2.5', icon: 'size-5 @sm:size-6' },
};

export function ctaButtonSizeClasses(value: unknown): { button: string; icon: string } {
  return CTA_SIZE_CLASSES[sizeStep(value)];
}

/** Box and label-text classes of the standalone messenger checkbox (inputs never under 16 px). */
const CHECKBOX_SIZE_CLASSES: Record<SizeStep, { box: string; text: string }> = {
  small: { box: 'size-4', text: 'text-sm' },
  medium: { box: 'size-5', text: 'text-base' },
  large: { box: 'size-6', text: 'text-lg' },
};

/** SPEC §9: the messenger checkbox is `large` by default (the middle step of standard/large/xlarge). */
export function checkboxSizeClasses(value: unknown): { box: string; text: string } {
  return CHECKBOX_SIZE_CLASSES[sizeStep(value, 'medium')];
}
