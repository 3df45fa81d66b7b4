/**
 * What the omnichat panel does on a visitor's first visit (SPEC §3 setup.desktopFirstSeen /
 * setup.mobileFirstSeen, §4 "Omnichat", §9):
 *
 * - `opened`: the panel opens at once and stays open;
 * - a delay of N seconds: it opens after N seconds and closes OMNICHAT_OPEN_DELAY_CLOSE_MS later;
 * - `hidden`: it stays closed (the bubble itself is still shown; only the panel is not opened for them).
 *
 * SPEC §9 "first seen hidden 15" is read as the default pair `{ type: 'hidden', value: 15 }`, the shape
 * DESIGN.md gives SPEC's other pairs: closed by default, and 15 seconds as the delay when the operator
 * picks a delay without a number. A visit is the first one when no last-seen time is stored yet.
 *
 * Accepted shapes, because SPEC shows the names but not the JSON: 'opened' | 'hidden'; a number or a
 * numeric string of seconds (a delay); `{ type: 'opened' | 'hidden' | 'delay' | 'seconds', value }`.
 * Anything else is the default: an unknown value must not pop a panel over the page the operator
 * never asked for.
 */
import type { Viewport } from '../../bridge-protocol/messages';
import { isMobileViewport } from './deviceAllowed';

/** SPEC §9 "Omnichat open delay close": 2 s after a delayed first-seen open, the panel closes again. */
export const OMNICHAT_OPEN_DELAY_CLOSE_MS = 2_000;

/** SPEC §9 "first seen hidden 15": the default of desktopFirstSeen and mobileFirstSeen. */
export const FIRST_SEEN_DEFAULT = { type: 'hidden', value: 15 } as const;
const FIRST_SEEN_DEFAULT_DELAY_SECONDS = FIRST_SEEN_DEFAULT.value;

/**
 * setTimeout overflows above 2^31 - 1 ms and would fire at once; a delay that long (about 24.8 days)
 * means "not during this visit", so it is clamped rather than refused.
 */
export const MAX_FIRST_SEEN_DELAY_MS = 2_147_483_647;

export type FirstSeen = { mode: 'opened' } | { mode: 'hidden' } | { mode: 'delayed'; openAfterMs: number };

/** A widget's `data.setup`; only the two first-seen settings are read. */
export interface FirstSeenSettings {
  desktopFirstSeen?: unknown;
  mobileFirstSeen?: unknown;
  [field: string]: unknown;
}

const HIDDEN: FirstSeen = { mode: 'hidden' };

function seconds(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
}

function delayed(secs: number): FirstSeen {
  return { mode: 'delayed', openAfterMs: Math.min(Math.round(secs * 1000), MAX_FIRST_SEEN_DELAY_MS) };
}

function fromWord(word: string): FirstSeen | null {
  if (word === 'opened') return { mode: 'opened' };
  if (word === 'hidden') return HIDDEN;
  return null;
}

export function firstSeen(value: unknown): FirstSeen {
  if (typeof value === 'string') {
    const word = fromWord(value.trim().toLowerCase());
    if (word !== null) return word;
  }
  const direct = seconds(value);
  if (direct !== null) return delayed(direct);
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const pair = value as { type?: unknown; value?: unknown };
    const type = typeof pair.type === 'string' ? pair.type.trim().toLowerCase() : '';
    const word = fromWord(type);
    if (word !== null) return word;
    if (type === 'delay' || type === 'seconds') {
      // A delay without a usable number takes SPEC §9's 15 rather than 0: "after a while" was meant.
      return delayed(seconds(pair.value) ?? FIRST_SEEN_DEFAULT_DELAY_SECONDS);
    }
  }
  return HIDDEN;
}

/** The setting that applies to this device: mobileFirstSeen on a mobile viewport (deviceAllowed.ts). */
export function firstSeenFor(setup: FirstSeenSettings | null | undefined, viewport: Pick<Viewport, 'width' | 'mobile'>): FirstSeen {
  return firstSeen(isMobileViewport(viewport) ? setup?.mobileFirstSeen : setup?.desktopFirstSeen);
}

