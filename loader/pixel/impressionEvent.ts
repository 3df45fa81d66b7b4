/**
 * SPEC §4/§7: opening a widget commits an impression, which goes through the page pixel as a
 * `logEvent` whose payload carries widget_id, widget_type, guid, the impression hash, timestamp and
 * version 1.0 (boot.ts's logPixel adds user_agent, as to every widget pixel event). The hash identifies
 * this one impression: SHA-1 of widget, guid and time.
 */
import type { ImpressionPayload } from '../../bridge-protocol/api';
import { sha1Hex } from './sha1';

export const IMPRESSION_EVENT = 'impression';

/** A numeric widget id is sent as a number, as the configuration gives it. */
export const widgetIdValue = (id: string): string | number => (/^\d+$/.test(id) ? Number(id) : id);

export async function impressionPayload(
  widget: { id: string; type: string },
  at: number,
  guid: string,
): Promise<ImpressionPayload> {
  return {
    widget_id: widgetIdValue(widget.id),
    widget_type: widget.type,
    guid,
    hash: await sha1Hex(`${widget.id}:${guid}:${at}`),
    timestamp: at,
    version: '1.0',
  };
}
