/**
 * SPEC §3 `data.submitted.ctaText` and `data.submitted.colors`: the success view's button text and
 * colours (SPEC §2 "After submission the widget shows a success state: a link button in the style
 * 'Go to Messenger'").
 *
 * SPEC does not say how the two colour sets combine. A site owner who sets only a success button colour
 * expects the rest of the widget to keep its look, so `submitted.colors` applies key by key over
 * `main.colors`; an empty or non-string value is no colour and leaves the main one. The button text is
 * `submitted.ctaText`, else "Go to Messenger".
 */
import { MAIN_COLOR_KEYS, type WidgetMain, type WidgetSubmitted } from '../../bridge-protocol/config';
import { hasOwn } from '../../bridge-protocol/ownValue';
import { isPlainObject } from '../../bridge-protocol/validate';
import { displayText } from './displayText';

export const DEFAULT_SUCCESS_CTA_TEXT = 'Go to Messenger';

type Colors = NonNullable<WidgetMain['colors']>;


/** `main.colors` with every usable `submitted.colors` entry over it; the same object when nothing changes. */
export function successColors(main: WidgetMain['colors'], submitted: unknown): WidgetMain['colors'] {
  if (!isPlainObject(submitted)) return main;
  const out: Record<string, unknown> = isPlainObject(main) ? { ...main } : {};
  let changed = false;
  for (const key of MAIN_COLOR_KEYS) {
    const value = hasOwn(submitted, key) ? submitted[key] : undefined;
    if (typeof value !== 'string' || value.trim() === '') continue;
    out[key] = value;
    changed = true;
  }
  return changed ? (out as Colors) : main;
}

/** The success view's button text. */
export function successCtaText(submitted: WidgetSubmitted): string {
  return displayText(submitted.ctaText).trim() || DEFAULT_SUCCESS_CTA_TEXT;
}

