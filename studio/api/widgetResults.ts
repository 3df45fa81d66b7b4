/** The page screen's call for each widget's impressions and opt-ins (docs/SERVER.md "Studio"), checked against its schema. */
import type { ReportQuery } from '../../bridge-protocol/studio/studioReports';
import { widgetResultsResponseSchema, type WidgetResultsResponse } from '../../bridge-protocol/studio/widgetResults';
import { studioCall } from './client';

export const widgetResultsApi = {
  load: (pageId: string, q: ReportQuery): Promise<WidgetResultsResponse> =>
    studioCall('GET', `/pages/${encodeURIComponent(pageId)}/widget-results?${new URLSearchParams({ from: q.from, to: q.to, tz: q.tz }).toString()}`, widgetResultsResponseSchema),
};
