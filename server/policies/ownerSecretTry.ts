/**
 * One try of an owner's secret (the admin token, a one-time sign-in code) under the shared limit of
 * wrong tries (wrongTokenLimiter.ts): the studio's sign-in and the admin API call this, so guesses at
 * either count against one budget per client. 429 with Retry-After while the client is held back.
 */
import type { FastifyRequest } from 'fastify';
import { fail } from '../api/apiErrors';
import { clientKey } from './clientKey';
import type { WrongTokenLimiter } from './wrongTokenLimiter';

/** Whether the secret was right; throws the 429 while the client is held back. */
export async function tryOwnerSecret(limiter: WrongTokenLimiter | null, request: FastifyRequest, isRight: () => boolean | Promise<boolean>): Promise<boolean> {
  if (!limiter) return isRight();
  // request.ip: the socket's address, or the client a trusted proxy names (TRUST_PROXY, never `true`).
  const key = clientKey(request.ip);
  const wait = await limiter.take(key);
  if (wait > 0) throw fail(429, `Too many wrong tokens from your address: try again in ${wait} s`, undefined, { 'Retry-After': String(wait) });
  const right = await isRight();
  if (right) await limiter.giveBack(key);
  return right;
}
