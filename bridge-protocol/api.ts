/**
 * HTTP payloads of the backend and pixel calls (SPEC §7), shared by the loader that sends them and
 * the reference server that checks them. Field names are the spec's, verbatim.
 */
import { arrayOf, bool, literal, nullable, num, object, optional, str, union, unknownValue, type Infer } from './validate';
import { optInKeywordsField, sequenceField } from './optInRouting';

/** SPEC §7: impression events go through the page pixel with these fields, version 1.0. */
export const impressionPayloadSchema = /* @__PURE__ */ object({
  widget_id: union(num(), str(64)),
  widget_type: str(64),
  guid: str(64),
  hash: str(128),
  timestamp: num(),
  version: literal('1.0'),
  /** SPEC §7 asks it of the omnichat impression; every widget's impression carries it alike. */
  user_agent: optional(str(1_024)),
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

/** One error of a backend answer, as our server writes it; `field` names the request field it is about. */
const apiErrorObjectSchema = /* @__PURE__ */ object({
  message: str(500),
  field: optional(str(64)),
});
export type ApiError = Infer<typeof apiErrorObjectSchema>;

/**
 * One error as a client reads it: SPEC §7 says only "errors (list)", so a backend that lists plain
 * messages (`["Invalid number"]`) is read as well as one that lists `{message, field}` objects.
 */
const apiErrorSchema = /* @__PURE__ */ union(str(500), apiErrorObjectSchema);
export type ApiErrorEntry = Infer<typeof apiErrorSchema>;

/** An error as read, in the one shape the client shows: a plain message names no field. */
export const apiErrorOf = (entry: ApiErrorEntry): ApiError => (typeof entry === 'string' ? { message: entry } : entry);

/** SPEC §7 `POST /widget/createSubscriberByPhoneNumber`. */
export const createSubscriberRequestSchema = /* @__PURE__ */ object({
  account_id: union(str(64), num()),
  widget_id: union(str(64), num()),
  /** '+' + dial code + digits (SPEC §5); the server normalises it to E.164 or answers a field error. */
  phone_number: str(32),
  session_id: str(128),
  /** The HMAC the config endpoint issues per widget. */
  widget_sign: str(128),
  /** SPEC §3 data.actions, carried so the server can route the opt-in (optInRouting.ts). */
  sequence: sequenceField,
  opt_in_keywords: optInKeywordsField,
  /**
   * The split test's arm the widget was painted with (issue 48: the consent record names it); the server
   * refuses an arm the widget's test does not have. Absent without a test.
   */
  arm: optional(str(32)),
});
export type CreateSubscriberRequest = Infer<typeof createSubscriberRequestSchema>;

/** The answer of both SMS calls' failure and of createSubscriberByPhoneNumber: `{state, errors}`. */
export const stateResponseSchema = /* @__PURE__ */ object({
  state: bool(),
  errors: optional(arrayOf(apiErrorSchema, 20)),
});
export type StateResponse = Infer<typeof stateResponseSchema>;

/**
 * The answer of createSubscriberByPhoneNumber: `{state, errors}`, and (ours, issue 48) `code`, the unique
 * coupon code the sign-up was given (bridge-protocol/uniqueCode.ts): absent when the widget gives none,
 * null when it does but none was left.
 */
export const createSubscriberResponseSchema = /* @__PURE__ */ object({
  state: bool(),
  errors: optional(arrayOf(apiErrorSchema, 20)),
  // 64: COUPON_CODE_MAX_LENGTH (uniqueCode.ts), not imported so the loader's bundle stays as it is.
  code: optional(nullable(str(64))),
});
export type CreateSubscriberResponse = Infer<typeof createSubscriberResponseSchema>;

/** SPEC §7 `POST /widget/generateSMSRef`. */
export const generateSmsRefRequestSchema = /* @__PURE__ */ object({
  account_id: union(str(64), num()),
  widget_id: union(str(64), num()),
  session_id: str(128),
  /** As for createSubscriberByPhoneNumber: the server writes a reference only for a widget it served. */
  widget_sign: str(128),
});
export type GenerateSmsRefRequest = Infer<typeof generateSmsRefRequestSchema>;

export const generateSmsRefResponseSchema = /* @__PURE__ */ object({
  state: bool(),
  ref: optional(nullable(str(64))),
  errors: optional(arrayOf(apiErrorSchema, 20)),
});
export type GenerateSmsRefResponse = Infer<typeof generateSmsRefResponseSchema>;

/** SPEC §7 `GET /pixel/checkOptin?account_id=…&session_id=…` (query parameters, as strings). */
export const checkOptinQuerySchema = /* @__PURE__ */ object({
  account_id: str(64),
  session_id: str(128),
});

/** The answer of checkOptin: the client reads and stores `has_opted_in` (SPEC §7), and needs nothing else. */
export const checkOptinResponseSchema = /* @__PURE__ */ object({
  state: optional(bool()),
  has_opted_in: bool(),
  errors: optional(arrayOf(apiErrorSchema, 20)),
});

/** SPEC §7 `POST /pixel/logConversionEvent`. account_id is a number in SPEC; page ids may be text. */
export const conversionEventSchema = /* @__PURE__ */ object({
  event: str(128),
  account_id: union(num(), str(64)),
  token: str(4096),
});

/** SPEC §7 `POST /pixel/logMoneyEvent` (SPEC §3 "Money event"); currency defaults to USD. */
export const moneyEventSchema = /* @__PURE__ */ object({
  event: str(128),
  account_id: union(num(), str(64)),
  weight: num(),
  currency: optional(str(8)),
  token: str(4096),
  /**
   * The pixel session that spent it (our addition to SPEC §7, issue 47 item 5): the studio credits the
   * money to the widget the session opted in through. Optional: a caller that follows SPEC alone is still
   * stored, credited to nobody.
   */
  session_id: optional(str(128)),
});
export type MoneyEvent = Infer<typeof moneyEventSchema>;
