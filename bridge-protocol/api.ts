/**
 * HTTP payloads of the backend and pixel calls (SPEC §7), shared by the loader that sends them and
 * the reference server that checks them. Field names are the spec's, verbatim.
 */
import { bool, literal, nullable, num, object, optional, str, union, unknownValue, type Infer } from './validate';

/** SPEC §7: impression events go through the page pixel with these fields, version 1.0. */
export const impressionPayloadSchema = /* @__PURE__ */ object({
  widget_id: union(num(), str(64)),
  widget_type: str(64),
  guid: str(64),
  hash: str(128),
  timestamp: num(),
  version: literal('1.0'),
});
export type ImpressionPayload = Infer<typeof impressionPayloadSchema>;

/** SPEC §3 "Pixel event", the body of `POST /pixel/logEvent`. */
export const pixelEventSchema = /* @__PURE__ */ object({
  app_id: nullable(union(str(64), num())),
  account_id: union(str(64), num()),
  payload: unknownValue(),
  event: str(128),
  session_id: str(128),
  session_data: optional(unknownValue()),
  external_id: optional(nullable(str(256))),
  /** Bot flag: true when the user agent is a known bot or crawler. */
  b: bool(),
});
export type PixelEvent = Infer<typeof pixelEventSchema>;
