// Rate limits shared across instances (issue 13): two servers behind one load balancer, one Redis
// (TEST_REDIS_URL; .ci/run starts Debian's redis-server), one budget. The control shows that without
// the shared store each instance counts on its own.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServers, type RunningServers, type StartServersOptions } from '../../../server/composition/app';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? '';

const config = {
  pageId: 'shop',
  widgets: [{ widget_id: 71, widget_type: 'box', channel: 'sms', name: 'SMS card', data: {} }],
};

describe('rate limits across two instances', () => {
  let fixture = '';
  let base: StartServersOptions;
  let first: RunningServers;

  beforeAll(async () => {
    fixture = await mkdtemp(path.join(tmpdir(), 'shared-limit-'));
    await mkdir(path.join(fixture, 'demo', 'config'), { recursive: true });
    await writeFile(path.join(fixture, 'demo', 'config', 'shop.json'), JSON.stringify(config));
    base = {
      demoPort: 0,
      widgetPort: 0,
      rootDir: fixture,
      logRequests: false,
      dataDir: 'memory://',
      rateLimits: { perIp: { max: 4, timeWindowMs: 60_000 }, perPhone: { max: 1, timeWindowMs: 60_000 }, wrongTokens: { max: 3, timeWindowMs: 60_000 } },
    };
    // The database is shared as in production (one PostgreSQL); the limits are what is under test.
    first = await startServers(base);
  }, 60_000);

  afterAll(async () => {
    await first?.close();
    await rm(fixture, { recursive: true, force: true });
  });

  /** One admin API call with `token` (the instances share a database, so a generated token is the same on both). */
  const adminWith = (s: RunningServers, token: string) => fetch(`${s.widgetOrigin}/admin/pages`, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.status);
  const hit = (s: RunningServers) => fetch(`${s.widgetOrigin}/pixel/checkOptin?account_id=shop&session_id=s`).then((r) => r.status);

  async function pair(redisUrl: string | undefined): Promise<[RunningServers, RunningServers]> {
    const a = await startServers({ ...base, database: first.database, redisUrl });
    const b = await startServers({ ...base, database: first.database, redisUrl });
    return [a, b];
  }

  /** Two instances on TEST_REDIS_URL, emptied first: no budget left over from an earlier test. */
  async function pairOnEmptyRedis(): Promise<[RunningServers, RunningServers]> {
    const redis = new Redis(TEST_REDIS_URL);
    await redis.flushdb();
    await redis.quit();
    return pair(TEST_REDIS_URL);
  }

  it('without a shared store each instance allows the whole budget (the control)', async () => {
    const [a, b] = await pair(undefined);
    try {
      expect([await hit(a), await hit(a), await hit(a), await hit(a)]).toEqual([200, 200, 200, 200]);
      expect([await hit(b), await hit(b), await hit(b), await hit(b)]).toEqual([200, 200, 200, 200]);
      expect(await hit(a)).toBe(429);
      // Wrong admin tokens too: each instance counts its own three.
      expect([await adminWith(a, 'guess-1'), await adminWith(a, 'guess-2'), await adminWith(a, 'guess-3')]).toEqual([401, 401, 401]);
      expect(await adminWith(b, b.studioToken)).toBe(200);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 60_000);

  describe.skipIf(!TEST_REDIS_URL)('with REDIS_URL (TEST_REDIS_URL)', () => {
    it('two instances share one per-IP budget', async () => {
      const [a, b] = await pairOnEmptyRedis();
      try {
        expect([await hit(a), await hit(b), await hit(a), await hit(b)]).toEqual([200, 200, 200, 200]);
        expect(await hit(a)).toBe(429);
        const refused = await fetch(`${b.widgetOrigin}/pixel/checkOptin?account_id=shop&session_id=s`);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await refused.json()).toEqual({ state: false, errors: [{ message: expect.stringMatching(/^Too many requests, try again in \d+ s$/) }] });
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    }, 60_000);

    it('and one per-phone budget', async () => {
      const [a, b] = await pairOnEmptyRedis();
      try {
        const sign = async (s: RunningServers) =>
          ((await (await fetch(`${s.widgetOrigin}/widget/config?page_id=shop`)).json()) as { widgets: { widget_sign: string }[] }).widgets[0]?.widget_sign;
        const subscribe = async (s: RunningServers) =>
          (
            await fetch(`${s.widgetOrigin}/widget/createSubscriberByPhoneNumber`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ account_id: 'shop', widget_id: 71, phone_number: '+12015550111', session_id: 's', widget_sign: await sign(s) }),
            })
          ).status;
        expect(await subscribe(a)).toBe(200);
        expect(await subscribe(b)).toBe(429);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    }, 60_000);

    it('and one budget of wrong admin tokens (issue 24): guesses at one instance hold the client back at the other', async () => {
      const [a, b] = await pairOnEmptyRedis();
      try {
        expect([await adminWith(a, 'guess-1'), await adminWith(b, 'guess-2'), await adminWith(a, 'guess-3')]).toEqual([401, 401, 401]);
        expect(await adminWith(b, b.studioToken)).toBe(429);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    }, 60_000);

    it('refuses to start when Redis cannot be reached, naming the URL', async () => {
      await expect(startServers({ ...base, database: first.database, redisUrl: 'redis://127.0.0.1:1' })).rejects.toThrow(/REDIS_URL: cannot connect to redis:\/\/127\.0\.0\.1:1/);
    }, 60_000);
  });
});
