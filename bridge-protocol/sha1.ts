/**
 * SHA-1 as 40 lowercase hex characters (SPEC §9: the pixel hashes are SHA-1), by Web Crypto where the
 * context has it (secure contexts). The pure implementation for a context without it is a module of its
 * own (sha1Pure.ts): the frame imports it on demand (frame-app/services/sha1.ts); the loader carries
 * none (issue 46 item 4: the impression's hash is the frame's, and a session id needs no verifiable hash).
 */
/** Lowercase hex of bytes (also the widget session's random id where randomUUID is missing). */
export const hex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** SHA-1 by Web Crypto, or null where `subtle` is missing or refuses SHA-1 (some embedded browsers do). */
export async function webCryptoSha1Hex(text: string, subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle): Promise<string | null> {
  if (!subtle) return null;
  try {
    return hex(new Uint8Array(await subtle.digest('SHA-1', new TextEncoder().encode(text))));
  } catch {
    return null;
  }
}
