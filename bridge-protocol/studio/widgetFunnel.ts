/**
 * A widget's funnel and the money it brought (issue 47, item 5), shared by the server that answers
 * `GET /studio/api/pages/:id/widgets/:widgetId/funnel?from&to&tz` and the studio that reads it:
 * impressions → opens → clicks → opt-ins over a range of days in one zone, per day (every day once, zero-
 * filled), per device, per arm and per traffic source; and the revenue of the sessions that opted in through it: their money
 * events within `revenueWindowDays` after the opt-in, per currency (never summed across currencies).
 *
 * Opens and clicks are the pixel events the frame sends for them (`open`, `click`: the omnichat widget's
 * only); the other kinds have none, so their funnel is impressions → opt-ins and those steps read 0.
 *
 * The studio reads the answer tolerantly (issue 47, item 6): the envelope must hold, each row of `days`,
 * `devices`, `arms`, `sources` and `revenue` is checked on its own, and a row that fails is left out (one warning).
 */
import { arrayOf, literal, num, object, str, unknownValue, type Infer } from '../validate';

const counts = {
  impressions: num(),
  opens: num(),
  clicks: num(),
  optIns: num(),
};
export const funnelCountsSchema = /* @__PURE__ */ object(counts);
export type FunnelCounts = Infer<typeof funnelCountsSchema>;

/** An amount in one currency: its money events' weights summed (4 decimals) and how many there were. */
export const moneyAmountSchema = /* @__PURE__ */ object({ currency: str(8), amount: num(), count: num() });
export type MoneyAmount = Infer<typeof moneyAmountSchema>;

const funnelDaySchema = /* @__PURE__ */ object({ day: str(10), ...counts });
export type FunnelDay = Infer<typeof funnelDaySchema>;

/** `mobile`, `desktop`, or `unknown` (no user agent: events stored before it was sent, Messenger opt-ins). */
const funnelDeviceSchema = /* @__PURE__ */ object({ device: str(16), ...counts });
export type FunnelDevice = Infer<typeof funnelDeviceSchema>;

/**
 * The visit's traffic source (`payload.source`: its utm_source, else the linking site, else `direct`),
 * `unknown` for events sent before sources were, or `other` for the sum of the sources past the list's end.
 */
const funnelSourceSchema = /* @__PURE__ */ object({ source: str(64), ...counts });
export type FunnelSource = Infer<typeof funnelSourceSchema>;

/** One arm of the widget's split test (`payload.variant`), with the revenue of its opted-in sessions. */
const funnelArmSchema = /* @__PURE__ */ object({ arm: str(32), ...counts, revenue: arrayOf(moneyAmountSchema, 200) });
export type FunnelArm = Infer<typeof funnelArmSchema>;

const envelope = {
  state: literal(true),
  pageId: str(64),
  widgetId: str(64),
  from: str(10),
  to: str(10),
  tz: str(64),
  /** How many days after an opt-in its session's money events count (server/rules/revenueWindow.ts). */
  revenueWindowDays: num(),
  totals: funnelCountsSchema,
};

export const widgetFunnelResponseSchema = /* @__PURE__ */ object({
  ...envelope,
  days: arrayOf(funnelDaySchema, 1_000),
  devices: arrayOf(funnelDeviceSchema, 10),
  arms: arrayOf(funnelArmSchema, 100),
  sources: arrayOf(funnelSourceSchema, 21),
  revenue: arrayOf(moneyAmountSchema, 200),
});
export type WidgetFunnelResponse = Infer<typeof widgetFunnelResponseSchema>;

/** The answer as the studio accepts it: the envelope checked, the rows not yet (widgetFunnelRead). */
export const widgetFunnelEnvelopeSchema = /* @__PURE__ */ object({
  ...envelope,
  days: arrayOf(unknownValue(), 1_000),
  devices: arrayOf(unknownValue(), 10),
  arms: arrayOf(unknownValue(), 100),
  sources: arrayOf(unknownValue(), 21),
  revenue: arrayOf(unknownValue(), 200),
});
type WidgetFunnelEnvelope = Infer<typeof widgetFunnelEnvelopeSchema>;

/** The rows of one list that hold; what the others said goes to `dropped`. */
function rowsThatHold<T>(rows: readonly unknown[], schema: (v: unknown, path: string) => string | null, name: string, dropped: string[]): T[] {
  return rows.filter((row, i): row is T => {
    const error = schema(row, `${name}[${i}]`);
    if (error) dropped.push(error);
    return error === null;
  });
}

/** The rows that hold, and what the others said (for one warning). */
export function widgetFunnelRead(answer: WidgetFunnelEnvelope): { response: WidgetFunnelResponse; dropped: string[] } {
  const dropped: string[] = [];
  const response: WidgetFunnelResponse = {
    ...answer,
    days: rowsThatHold<FunnelDay>(answer.days, funnelDaySchema, 'days', dropped),
    devices: rowsThatHold<FunnelDevice>(answer.devices, funnelDeviceSchema, 'devices', dropped),
    arms: rowsThatHold<FunnelArm>(answer.arms, funnelArmSchema, 'arms', dropped),
    sources: rowsThatHold<FunnelSource>(answer.sources, funnelSourceSchema, 'sources', dropped),
    revenue: rowsThatHold<MoneyAmount>(answer.revenue, moneyAmountSchema, 'revenue', dropped),
  };
  return { response, dropped };
}
