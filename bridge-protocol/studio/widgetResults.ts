/**
 * The studio's per-widget results (`GET /studio/api/pages/:id/widget-results?from&to&tz`), shared by the
 * server that answers and the studio that checks the answer (as studioReports.ts): for one page and one
 * range of days in one zone, each widget's impressions (the loader's `impression` pixel events, SPEC §7,
 * bots left out) and opt-ins (SMS subscribers and Messenger opt-ins it brought). A widget with nothing
 * recorded in the range is not in the list.
 */
import { arrayOf, literal, num, object, str, type Infer } from '../validate';

const widgetResultSchema = /* @__PURE__ */ object({
  /** The widget's id as text (`widget_id`), as the pixel and the opt-in tables store it. */
  widgetId: str(64),
  impressions: num(),
  optIns: num(),
});
export type WidgetResult = Infer<typeof widgetResultSchema>;

export const widgetResultsResponseSchema = /* @__PURE__ */ object({
  state: literal(true),
  pageId: str(64),
  from: str(10),
  to: str(10),
  tz: str(64),
  widgets: arrayOf(widgetResultSchema, 5_000),
});
export type WidgetResultsResponse = Infer<typeof widgetResultsResponseSchema>;
