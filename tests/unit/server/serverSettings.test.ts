// The settings the server refuses to start with (SettingError, printed alone by `npm start`), and the
// warnings it prints for a risky set-up it can see from its settings.
import { describe, expect, it } from 'vitest';
import { adminTokenSetting, SettingError, trustProxySetting, withWrongTokenLimitFromEnv } from '../../../server/composition/serverSettings';
import { DEFAULT_RATE_LIMITS } from '../../../server/api/apiContext';
import { deploymentWarnings, type DeploymentFacts } from '../../../server/composition/deploymentWarnings';

describe('WRONG_TOKENS_PER_MINUTE', () => {
  it('keeps the default ten a minute when unset or empty, and takes a whole number from 1 to 10000', () => {
    expect(withWrongTokenLimitFromEnv(DEFAULT_RATE_LIMITS, undefined)).toBe(DEFAULT_RATE_LIMITS);
    expect(withWrongTokenLimitFromEnv(DEFAULT_RATE_LIMITS, '').wrongTokens).toEqual({ max: 10, timeWindowMs: 60_000 });
    expect(withWrongTokenLimitFromEnv(DEFAULT_RATE_LIMITS, '100')).toEqual({ ...DEFAULT_RATE_LIMITS, wrongTokens: { max: 100, timeWindowMs: 60_000 } });
  });

  it('refuses anything else, naming the variable', () => {
    for (const raw of ['0', 'ten', '1.5', '10001', '-3']) {
      expect(() => withWrongTokenLimitFromEnv(DEFAULT_RATE_LIMITS, raw)).toThrow(/WRONG_TOKENS_PER_MINUTE: expected a whole number from 1 to 10000/);
    }
  });
});

describe('ADMIN_TOKEN', () => {
  it('is refused under 32 characters, saying how long it is and how to make one', () => {
    for (const short of ['abc', 'x'.repeat(31)]) {
      expect(() => adminTokenSetting(short)).toThrow(SettingError);
      expect(() => adminTokenSetting(short)).toThrow(new RegExp(`ADMIN_TOKEN: ${short.length} characters is too short.*32 or more.*openssl rand`));
    }
  });

  it('is taken at 32 characters and more; unset or empty means none', () => {
    expect(adminTokenSetting('x'.repeat(32))).toBe('x'.repeat(32));
    expect(adminTokenSetting(undefined)).toBeUndefined();
    expect(adminTokenSetting('')).toBeUndefined();
  });
});

describe('TRUST_PROXY', () => {
  it('takes proxy addresses and CIDRs', () => {
    expect(trustProxySetting('127.0.0.1')).toBe('127.0.0.1');
    expect(trustProxySetting(' 10.0.0.0/8, ::1 ')).toBe('10.0.0.0/8, ::1');
    expect(trustProxySetting(undefined)).toBeUndefined();
    expect(trustProxySetting('  ')).toBeUndefined();
  });

  it('refuses `true` and hop counts, which believe an address the client writes', () => {
    for (const raw of ['true', 'TRUE', '1', '2']) {
      expect(() => trustProxySetting(raw), raw).toThrow(/TRUST_PROXY=.* would believe an X-Forwarded-For a client writes itself.*TRUST_PROXY=127\.0\.0\.1/);
    }
  });
});

describe('deploymentWarnings', () => {
  const local: DeploymentFacts = { behindProxy: false, serverNames: [], studioNames: null, bindHost: '127.0.0.1' };

  it('says nothing for the local demo', () => {
    expect(deploymentWarnings(local)).toEqual([]);
  });

  it('warns when a deployed studio shares the provider’s host names, and names the setting that fixes it', () => {
    for (const facts of [
      { ...local, serverNames: ['widgets.example.com'] },
      { ...local, behindProxy: true },
      { ...local, bindHost: '0.0.0.0' },
    ]) {
      const [warning, ...rest] = deploymentWarnings(facts);
      expect(warning).toMatch(/Browsers send its session cookie to every server on a host name, whatever the port.*STUDIO_NAMES=studio\.example\.com/);
      expect(rest).toEqual([]);
    }
    expect(deploymentWarnings({ ...local, serverNames: ['widgets.example.com'], studioNames: ['studio.example.com'] })).toEqual([]);
    expect(deploymentWarnings({ ...local, serverNames: ['widgets.example.com'], studioNames: ['widgets.example.com'] })[0]).toMatch(
      /STUDIO_NAMES shares widgets\.example\.com with SERVER_NAMES/,
    );
  });
});
