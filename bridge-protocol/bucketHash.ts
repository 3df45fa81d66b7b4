/**
 * The split tests' hash (issue 47): a visitor's place in [0, 1) for one seed, the same on every page, in the
 * loader, the server and the studio. It is GrowthBook's documented version 2 (`hash(seed, value, 2)` in
 * their SDKs: FNV-1a 32 over the seed and the value, then again over that number's decimal text, modulo
 * 10,000), so an owner can check an assignment with any GrowthBook SDK, and the tests hold it to the
 * values GrowthBook publishes (packages/sdk-js/test/cases.json, "hash").
 */

/** FNV-1a, 32 bits, over UTF-16 code units (as GrowthBook's JavaScript SDK reads a string). */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The visitor's place for this seed, in [0, 1) in steps of 1/10,000. */
export const bucketHash = (seed: string, value: string): number => (fnv1a32(String(fnv1a32(seed + value))) % 10_000) / 10_000;
