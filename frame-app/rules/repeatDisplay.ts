/**
 * SPEC §4 "Repeat display": after a manual close `showAgainIfClosed` decides, otherwise `showAgain`;
 * each is always, never, or N seconds / hours / days since the last impression.
 *
 * The inputs are one object per concern (settings, session entry, clock) so later rules (impressions
 * before the last route change, issue 3) can be added as extra fields without changing call sites.
 */
import type { WidgetSessionEntry } from '../../bridge-protocol/messages';

export interface RepeatRuleLike {
  type?: unknown;
  value?: unknown;
}

export interface RepeatSettings {
  showAgain?: RepeatRuleLike | null | undefined;
  showAgainIfClosed?: RepeatRuleLike | null | undefined;
}

export const REPEAT_UNIT_MS = {
  seconds: 1_000,
  hours: 3_600_000,
  days: 86_400_000,
} as const;

function amount(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : null;
}

/** A missing rule does not restrict; a malformed one does, so a typo never spams visitors. */
export function isRuleSatisfied(rule: RepeatRuleLike | null | undefined, elapsedMs: number): boolean {
  if (!rule || typeof rule !== 'object') return true;
  switch (rule.type) {
    case 'always':
      return true;
    case 'never':
      return false;
    case 'seconds':
    case 'hours':
    case 'days': {
      const n = amount(rule.value);
      return n !== null && elapsedMs >= n * REPEAT_UNIT_MS[rule.type];
    }
    default:
      return false;
  }
}

export function isRepeatAllowed(
  settings: RepeatSettings,
  entry: Pick<WidgetSessionEntry, 'lastImpression' | 'manualClose'>,
  now: number,
): boolean {
  if (entry.lastImpression === null || entry.lastImpression === undefined) return true;
  const rule = entry.manualClose ? settings.showAgainIfClosed : settings.showAgain;
  return isRuleSatisfied(rule, now - entry.lastImpression);
}
