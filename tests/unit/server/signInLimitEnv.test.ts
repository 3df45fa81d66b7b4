import { describe, expect, it } from 'vitest';
import { withSignInLimitFromEnv } from '../../../server/app';
import { DEFAULT_RATE_LIMITS } from '../../../server/apiContext';

describe('STUDIO_SIGN_INS_PER_MINUTE', () => {
  it('keeps the default ten a minute when unset or empty, and takes a whole number from 1 to 10000', () => {
    expect(withSignInLimitFromEnv(DEFAULT_RATE_LIMITS, undefined)).toBe(DEFAULT_RATE_LIMITS);
    expect(withSignInLimitFromEnv(DEFAULT_RATE_LIMITS, '').signIn).toEqual({ max: 10, timeWindowMs: 60_000 });
    expect(withSignInLimitFromEnv(DEFAULT_RATE_LIMITS, '100')).toEqual({ ...DEFAULT_RATE_LIMITS, signIn: { max: 100, timeWindowMs: 60_000 } });
  });

  it('refuses anything else, naming the variable', () => {
    for (const raw of ['0', 'ten', '1.5', '10001', '-3']) {
      expect(() => withSignInLimitFromEnv(DEFAULT_RATE_LIMITS, raw)).toThrow(/STUDIO_SIGN_INS_PER_MINUTE: expected a whole number from 1 to 10000/);
    }
  });
});
