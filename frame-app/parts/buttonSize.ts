/**
 * SPEC §3 data.main.buttonSize → one of three Tailwind button sizes. Both vocabularies the config uses
 * map onto the same three steps:
 *
 *   's' | 'standard' → small   (text-sm,  36 px tall)
 *   'm' | 'large'    → medium  (text-base, 44 px tall)
 *   'l' | 'xlarge'   → large   (text-lg,  52 px tall)
 *
 * Anything else (missing, misspelt) gets the layout's fallback step.
 */
import { ownValue } from '../../bridge-protocol/ownValue';

export type ButtonStep = 'small' | 'medium' | 'large';

const STEPS: Readonly<Record<string, ButtonStep>> = {
  s: 'small',
  standard: 'small',
  m: 'medium',
  large: 'medium',
  l: 'large',
  xlarge: 'large',
};

const CLASSES: Readonly<Record<ButtonStep, string>> = {
  small: 'min-h-9 px-4 py-2 text-sm gap-1.5',
  medium: 'min-h-11 px-5 py-2.5 text-base gap-2',
  large: 'min-h-13 px-7 py-3 text-lg gap-2.5',
};

export function buttonStep(value: unknown, fallback: ButtonStep = 'medium'): ButtonStep {
  return (typeof value === 'string' ? ownValue(STEPS, value) : undefined) ?? fallback;
}

export function buttonSizeClasses(value: unknown, fallback: ButtonStep = 'medium'): string {
  return CLASSES[buttonStep(value, fallback)];
}
