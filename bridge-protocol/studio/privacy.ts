/**
 * The studio's privacy calls (issue 48, items 2 and 4), shared by the server that answers
 * (server/api/privacyRoutes.ts) and the studio that checks the answers:
 *   GET  /studio/api/pages/:id/subscribers/:subscriberId/consent → a subscriber's consent record
 *   POST /studio/api/subject-requests/find|export|erase  {phone?|psid?|user_ref?|email?}
 */
import { arrayOf, literal, nullable, num, object, recordOf, str, unknownValue, type Infer } from '../validate';

/** The identifiers a subject request may name, as the request body spells them. */
export const SUBJECT_KINDS = ['phone', 'psid', 'user_ref', 'email'] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];
export type SubjectRequestBody = Partial<Record<SubjectKind, string>>;

/** The tables a request goes through: a few, never hundreds. */
const MAX_TABLES = 100;
/** One person's rows in a table: a visitor's pixel events can be many, never this many. */
const MAX_ROWS = 1_000_000;

const consentRecordSchema = /* @__PURE__ */ object({
  subscriber_id: str(32),
  text: nullable(str(10_000)),
  hash: nullable(str(64)),
  version: nullable(str(64)),
  time: str(40),
  page_url: nullable(str(16_000)),
  widget: str(64),
  arm: nullable(str(32)),
  ip: nullable(str(64)),
  user_agent: nullable(str(16_000)),
  status: str(16),
  confirmed_at: nullable(str(40)),
});
export type ConsentRecordAnswer = Infer<typeof consentRecordSchema>;

export const consentRecordResponseSchema = /* @__PURE__ */ object({ state: literal(true), consent: consentRecordSchema });

export const subjectFindResponseSchema = /* @__PURE__ */ object({
  state: literal(true),
  found: arrayOf(object({ table: str(64), description: str(500), rows: num() }), MAX_TABLES),
});
export type SubjectFindResponse = Infer<typeof subjectFindResponseSchema>;

export const subjectExportResponseSchema = /* @__PURE__ */ object({
  state: literal(true),
  subject: recordOf(nullable(str(254))),
  exported_at: str(40),
  data: arrayOf(object({ table: str(64), description: str(500), rows: arrayOf(unknownValue(), MAX_ROWS) }), MAX_TABLES),
});
export type SubjectExportResponse = Infer<typeof subjectExportResponseSchema>;

export const subjectEraseResponseSchema = /* @__PURE__ */ object({
  state: literal(true),
  erased: arrayOf(object({ table: str(64), rows: num() }), MAX_TABLES),
  rows_erased: num(),
});
export type SubjectEraseResponse = Infer<typeof subjectEraseResponseSchema>;
