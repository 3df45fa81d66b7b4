/**
 * The configuration's time pair (`{type: 'always' | 'never' | 'seconds' | 'hours' | 'days', value}`, SPEC §3
 * `showAgain`), read once for every rule that waits: the widgets' repeat display (frame-app/rules/
 * repeatDisplay.ts) and the page's cooldown after a closed overlay (overlayCap.ts, issue 47).
 */
export interface RepeatRuleLike {
  type?: unknown;
  value?: unknown;
}

const REPEAT_UNIT_MS = {
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
