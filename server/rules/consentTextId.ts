/**
 * The identity of a consent text (issue 48, item 2): the SHA-256 (hex) of its exact UTF-8 bytes, and a
 * short version label for people, the hash's first 12 hex characters unless one is given. The same words
 * always give the same hash, so a record proves which words were shown; any edit gives a new one. Pure.
 */
import { createHash } from 'node:crypto';

/** 12 hex characters (48 bits): short enough to read out, far from colliding among a site's few texts. */
const VERSION_LENGTH = 12;

export interface ConsentTextId {
  hash: string;
  version: string;
}

export function consentTextId(text: string, version?: string): ConsentTextId {
  const hash = createHash('sha256').update(text, 'utf8').digest('hex');
  return { hash, version: version ?? hash.slice(0, VERSION_LENGTH) };
}
