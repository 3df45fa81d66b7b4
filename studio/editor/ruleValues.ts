/**
 * The paired settings of the form (a trigger's type and value, a repeat rule, a width and its unit, the
 * omnichat's first-seen setting): what is written when the owner picks another type, and how a stored
 * value is read for the controls. Picking a type keeps a value that still fits it, else gives the
 * type's usual value, so a switch never leaves a pair the frame would refuse. Pure.
 */
import { numeric, wholeNumber } from '../../bridge-protocol/studio/widgetFieldChecks';
import {
  SCROLL_PERCENT_MAX,
  TRIGGER_SECONDS_MAX,
  WIDTH_PERCENT_MAX,
  WIDTH_PERCENT_MIN,
  WIDTH_PX_MAX,
  WIDTH_PX_MIN,
} from '../../bridge-protocol/studio/widgetLimits';

export type TriggerType = 'always' | 'scroll' | 'seconds' | 'exit' | 'anchor';
export type RepeatType = 'always' | 'never' | 'seconds' | 'hours' | 'days';
export type WidthUnit = 'px' | '%';
export type FirstSeenMode = 'hidden' | 'opened' | 'delay';

interface Pair {
  type?: unknown;
  value?: unknown;
}

const pair = (value: unknown): Pair => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Pair) : {});

/** SPEC §9 scroll 30 (bar, modal, slide-in); 10 s, the second step of the timer schedule. */
export function triggerFor(type: TriggerType, previous: unknown): { type: TriggerType; value: number | string | null } {
  const old = pair(previous).value;
  switch (type) {
    case 'scroll': {
      const n = numeric(old);
      return { type, value: n !== null && n >= 0 && n <= SCROLL_PERCENT_MAX ? n : 30 };
    }
    case 'seconds': {
      const n = wholeNumber(old);
      return { type, value: n !== null && n >= 0 && n <= TRIGGER_SECONDS_MAX ? n : 10 };
    }
    case 'anchor':
      return { type, value: typeof old === 'string' ? old : '' };
    default:
      return { type, value: null };
  }
}

const REPEAT_USUAL: Readonly<Record<'seconds' | 'hours' | 'days', number>> = { seconds: 30, hours: 12, days: 3 };

export function repeatFor(type: RepeatType, previous: unknown): { type: RepeatType; value: number | null } {
  if (type === 'always' || type === 'never') return { type, value: null };
  const n = wholeNumber(pair(previous).value);
  return { type, value: n !== null && n >= 1 ? n : REPEAT_USUAL[type] };
}

export function widthBounds(unit: WidthUnit): { min: number; max: number } {
  return unit === 'px' ? { min: WIDTH_PX_MIN, max: WIDTH_PX_MAX } : { min: WIDTH_PERCENT_MIN, max: WIDTH_PERCENT_MAX };
}

/** SPEC §9 box width 350 px; a percentage starts at the full width. */
export function widthFor(unit: WidthUnit, previous: unknown): { unit: WidthUnit; number: number } {
  const n = numeric((previous as { number?: unknown } | null | undefined)?.number);
  const { min, max } = widthBounds(unit);
  return { unit, number: n !== null && n >= min && n <= max ? n : unit === 'px' ? 350 : 100 };
}

/** SPEC §9 "first seen hidden 15": 15 s is the delay when none is given. */
const FIRST_SEEN_DELAY = 15;

/** The mode and delay a stored first-seen setting means, as frame-app/rules/omnichatFirstSeen.ts reads it. */
export function readFirstSeen(value: unknown): { mode: FirstSeenMode; delay: number } {
  const delayOf = (raw: unknown) => {
    const n = numeric(raw);
    return n !== null && n >= 0 ? n : FIRST_SEEN_DELAY;
  };
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (word === 'opened' || word === 'hidden') return { mode: word, delay: FIRST_SEEN_DELAY };
  }
  if (numeric(value) !== null) return { mode: 'delay', delay: delayOf(value) };
  const { type, value: amount } = pair(value);
  const word = typeof type === 'string' ? type.trim().toLowerCase() : '';
  if (word === 'opened' || word === 'hidden') return { mode: word, delay: delayOf(amount) };
  if (word === 'delay' || word === 'seconds') return { mode: 'delay', delay: delayOf(amount) };
  return { mode: 'hidden', delay: FIRST_SEEN_DELAY };
}

export function firstSeenFor(mode: FirstSeenMode, delay: number): { type: FirstSeenMode; value: number } {
  return { type: mode, value: delay };
}
