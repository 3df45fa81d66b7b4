/**
 * Compares a secret someone sent with the expected one in constant time. Both are hashed first, so the
 * comparison takes the same time whatever their lengths (timingSafeEqual alone needs equal lengths, and
 * an early length check would tell an attacker the token's length).
 */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected)) && expected !== '';
}
