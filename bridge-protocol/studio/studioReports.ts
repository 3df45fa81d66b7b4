/**
 * The studio's reports contract (`GET /studio/api/pages/:id/reports` and its CSV files), shared by the
 * server that answers and the studio that checks every answer before showing it (as studioApi.ts).
 *
 * One answer carries all five reports of a page for one range of days in one time zone: each with its
 * total, its count per day (every day of the range, zero-filled) and its newest rows (at most
 * REPORT_ROW_LIMIT; `total` says how many there are in all, so the screen can say "500 of 1,234" and
 * the CSV file has every one). Times are ISO 8601 in UTC (`…Z`); days are `YYYY-MM-DD` in the zone asked.
 */
import { REPORT_MAX_DAYS } from './reportRange';
import { arrayOf, literal, nullable, num, object, str, type Infer, type Schema } from '../validate';

/** The reports, in the order the studio shows them; also the CSV file names (`<id>.csv`). */
export const REPORT_IDS = ['subscribers', 'messenger-optins', 'events', 'conversions', 'money'] as const;
export type ReportId = (typeof REPORT_IDS)[number];

export const isReportId = (value: unknown): value is ReportId => (REPORT_IDS as readonly unknown[]).includes(value);

/** The newest rows each report carries in the JSON answer; the CSV export has them all. */
export const REPORT_ROW_LIMIT = 500;

/** One day of a report's chart. */
const reportDaySchema = /* @__PURE__ */ object({ day: str(10), count: num() });
export type ReportDay = Infer<typeof reportDaySchema>;

/** An SMS subscriber with the consent it gave: the legal text shown at the time, and when. */
const subscriberRowSchema = /* @__PURE__ */ object({
  id: str(32),
  phone: str(32),
  widget_id: str(64),
  /** The consent text the visitor agreed to (SPEC §8 SMS legal text as it was then). */
  legal_text: str(2_000),
  consented_at: str(40),
  /** The page the visitor subscribed on (the request's Referer), when the browser sent it. */
  page_url: nullable(str(4_000)),
});
export type SubscriberRow = Infer<typeof subscriberRowSchema>;

/** A Messenger opt-in learnt from Meta's webhook. */
const messengerOptinRowSchema = /* @__PURE__ */ object({
  id: str(32),
  widget_id: str(64),
  /** Where Meta carried the ref: `optin` (checkbox, send-to-messenger), `referral` (m.me link), `postback`. */
  source: str(16),
  /** The page-scoped Messenger user id; null for the checkbox plugin, which sends `user_ref` instead. */
  psid: nullable(str(128)),
  user_ref: nullable(str(256)),
  /** The reference value's payload (what the widget was given), if any. */
  payload: nullable(str(1_000)),
  received_at: str(40),
});
export type MessengerOptinRow = Infer<typeof messengerOptinRowSchema>;

/** A pixel event of any kind: `weight` and `currency` only on money events, `session_id` only on plain ones. */
const pixelRowSchema = /* @__PURE__ */ object({
  id: str(32),
  event: str(128),
  session_id: nullable(str(128)),
  weight: nullable(num()),
  currency: nullable(str(8)),
  received_at: str(40),
});
export type PixelRow = Infer<typeof pixelRowSchema>;

/** The amount of the money events in one currency (rounded to 4 decimals, the most ISO 4217 uses). */
const moneyTotalSchema = /* @__PURE__ */ object({ currency: str(8), amount: num(), count: num() });
export type MoneyTotal = Infer<typeof moneyTotalSchema>;

/** One report: how many rows the range has, how many per day, and the newest of them. */
const reportOf = /* @__NO_SIDE_EFFECTS__ */ <T>(row: Schema<T>) =>
  object({ total: num(), days: arrayOf(reportDaySchema, REPORT_MAX_DAYS), rows: arrayOf(row, REPORT_ROW_LIMIT) });

export const studioReportsResponseSchema = /* @__PURE__ */ object({
  state: literal(true),
  pageId: str(64),
  from: str(10),
  to: str(10),
  /** The IANA zone the days were counted in. */
  tz: str(64),
  rowLimit: num(),
  reports: object({
    subscribers: reportOf(subscriberRowSchema),
    'messenger-optins': reportOf(messengerOptinRowSchema),
    events: reportOf(pixelRowSchema),
    conversions: reportOf(pixelRowSchema),
    money: reportOf(pixelRowSchema),
  }),
  /** Per currency, largest count first. */
  moneyTotals: arrayOf(moneyTotalSchema, 400),
});
export type StudioReportsResponse = Infer<typeof studioReportsResponseSchema>;

/** The query both routes take: the range's days (reportRange.ts) and the IANA zone they are days in. */
export interface ReportQuery {
  from: string;
  to: string;
  tz: string;
}
