/**
 * SHA-1 in the frame (SPEC §9: the pixel hashes are SHA-1): Web Crypto where the frame's origin has it,
 * the pure implementation, fetched as a chunk of its own, where it has not (a frame served over plain
 * http from a host other than localhost) or refuses SHA-1.
 */
import { webCryptoSha1Hex } from '../../bridge-protocol/sha1';

export async function sha1Hex(text: string, subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle): Promise<string> {
  const hashed = await webCryptoSha1Hex(text, subtle);
  if (hashed !== null) return hashed;
  const { sha1HexSync } = await import('../../bridge-protocol/sha1Pure');
  return sha1HexSync(new TextEncoder().encode(text));
}
