/**
 * The settings `startServers` refuses to start with (SettingError: `npm start` prints the message alone
 * and exits with 1), read from its options or the environment. Pure.
 */
import type { RateLimitOptions } from '../api/apiContext';

/** A setting the server refuses to start with; `npm start` prints its message alone. */
export class SettingError extends Error {
  override name = 'SettingError';
}

/** An admin token shorter than this is refused: it is the key to every page and every subscriber. */
const MIN_ADMIN_TOKEN_LENGTH = 32;

/**
 * `TRUST_PROXY`: the proxies' addresses or CIDRs, comma-separated (`127.0.0.1`, `10.0.0.0/8`). `true`
 * (trust every hop) is refused: the client's own X-Forwarded-For would then be its address, and every
 * per-address limit would be the client's to choose. A number of hops is refused too: Fastify trusts
 * nothing for one, since a count cannot tell the proxy from a client that sent enough addresses.
 */
export function trustProxySetting(raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = raw.trim();
  if (value.toLowerCase() === 'true' || /^\d+$/.test(value)) {
    throw new SettingError(
      `TRUST_PROXY=${value.slice(0, 20)} would believe an X-Forwarded-For a client writes itself (and every per-address limit keys on it): set the address of your proxy instead, e.g. TRUST_PROXY=127.0.0.1`,
    );
  }
  return value;
}

/**
 * `WRONG_TOKENS_PER_MINUTE`: wrong admin tokens a minute from one client, the studio's sign-in and the
 * admin API together (default 10). An operator behind a shared office address may raise it. Not a whole
 * number from 1 to 10,000: the server refuses to start, saying so.
 */
export function withWrongTokenLimitFromEnv(limits: RateLimitOptions, raw: string | undefined): RateLimitOptions {
  if (raw === undefined || raw === '') return limits;
  const max = Number(raw);
  if (!Number.isInteger(max) || max < 1 || max > 10_000) throw new SettingError(`WRONG_TOKENS_PER_MINUTE: expected a whole number from 1 to 10000, got "${raw.slice(0, 40)}"`);
  return { ...limits, wrongTokens: { max, timeWindowMs: 60_000 } };
}

/** ADMIN_TOKEN as given, or undefined; a short one is refused. */
export function adminTokenSetting(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < MIN_ADMIN_TOKEN_LENGTH) {
    throw new SettingError(
      `ADMIN_TOKEN: ${raw.length} characters is too short to guard the admin API and the studio; use ${MIN_ADMIN_TOKEN_LENGTH} or more, e.g. ADMIN_TOKEN=$(openssl rand -base64 32)`,
    );
  }
  return raw;
}

/** `SERVER_NAMES`, `STUDIO_NAMES`: comma-separated host names, lower case. */
export const namesFromEnv = (raw: string | undefined): string[] =>
  (raw ?? '').split(',').map((n) => n.trim().toLowerCase()).filter((n) => n !== '');

/**
 * How often an idle webhook worker looks for due deliveries: WEBHOOK_POLL_SECONDS, 0.5 to 600, default 2
 * (pg-boss polls no faster than every 0.5 s); anything else is refused at start (SettingError).
 */
export function webhookPollSeconds(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 2;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0.5 || seconds > 600) throw new SettingError(`WEBHOOK_POLL_SECONDS: "${value.slice(0, 20)}" is not a number of seconds from 0.5 to 600`);
  return seconds;
}
