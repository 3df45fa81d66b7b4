/**
 * The studio's per-widget results (`GET /studio/api/pages/:id/widget-results?from&to&tz`), shared by the
 * server that answers and the studio that checks the answer (as studioReports.ts): for one page and one
 * range of days in one zone, each widget's impressions (the loader's `impression` pixel events, SPEC §7,
 * bots left out) and opt-ins (SMS subscribers and Messenger opt-ins it brought). A widget with nothing
 * recorded in the range is not in the list.
 * Each row also carries its `revenue` (issue 47, item 5).
 *
 * The studio reads the answer tolerantly (issue 47, item 6): the envelope must hold, each row is checked
 * on its own, and a row that fails is left out with one console warning instead of failing the answer.
 */
import { arrayOf, literal, num, object, optional, str, unknownValue, type Infer } from '../validate';
import { moneyAmountSchema } from './widgetFunnel';

const widgetResultSchema = /* @__PURE__ */ object({
  /** The widget's id as text (`widget_id`), as the pixel and the opt-in tables store it. */
  widgetId: str(64),
  impressions: num(),
  optIns: num(),
  /**
   * The money its opted-in sessions spent within the revenue window after opting in (widgetFunnel.ts), per
   * currency, most events first; absent from a server older than issue 47 item 5, empty with no money.
   */
  revenue: optional(arrayOf(moneyAmountSchema, 200)),
});
export type WidgetResult = Infer<typeof widgetResultSchema>;

const envelope = {
  state: literal(true),
  pageId: str(64),
  from: str(10),
  to: str(10),
  tz: str(64),
};

/** The answer as the server writes it (every row as the schema says). */
export const widgetResultsResponseSchema = /* @__PURE__ */ object({ ...envelope, widgets: arrayOf(widgetResultSchema, 5_000) });
export type WidgetResultsResponse = Infer<typeof widgetResultsResponseSchema>;

/** The answer as the studio accepts it: the envelope checked, the rows not yet (widgetResultsRead). */
export const widgetResultsEnvelopeSchema = /* @__PURE__ */ object({ ...envelope, widgets: arrayOf(unknownValue(), 5_000) });
type WidgetResultsEnvelope = Infer<typeof widgetResultsEnvelopeSchema>;

/** The rows that hold, and what the others said (for one warning). */
export function widgetResultsRead(answer: WidgetResultsEnvelope): { response: WidgetResultsResponse; dropped: string[] } {
  const dropped: string[] = [];
  const widgets = answer.widgets.filter((row, i): row is WidgetResult => {
    const error = widgetResultSchema(row, `widgets[${i}]`);
    if (error) dropped.push(error);
    return error === null;
  });
  return { response: { ...answer, widgets }, dropped };
}
