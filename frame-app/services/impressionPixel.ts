/**
 * SPEC §4/§7: opening a widget commits an impression, which goes through the page pixel as a `logEvent`
 * whose payload carries widget_id, widget_type, guid, the impression hash, timestamp and version 1.0.
 * The frame decides the impression, so it builds the payload (`mc:pixel-event` "impression"); the loader
 * adds widget_id (its own widget's, never the frame's word) and user_agent and sends it with the page
 * pixel's session. The hash identifies this one impression: SHA-1 of widget, guid and time. Built here
 * since issue 46 item 4: in the loader it cost every host page a SHA-1 implementation.
 */
import { hex } from '../../bridge-protocol/sha1';
import { sha1Hex } from './sha1';

export const IMPRESSION_VERSION = '1.0';

/** What the frame sends of the impression's payload (the loader adds widget_id and user_agent). */
export type ImpressionPixelDetail = {
  widget_type: string;
  guid: string;
  hash: string;
  timestamp: number;
  version: typeof IMPRESSION_VERSION;
};

/** A new guid: randomUUID where the context has it, else 16 random bytes as hex. */
export function newGuid(crypto: Crypto = globalThis.crypto): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : hex(crypto.getRandomValues(new Uint8Array(16)));
}

export async function impressionPixelDetail(widget: { id: string; type: string }, at: number, guid: string): Promise<ImpressionPixelDetail> {
  return { widget_type: widget.type, guid, hash: await sha1Hex(`${widget.id}:${guid}:${at}`), timestamp: at, version: IMPRESSION_VERSION };
}
