/** The page screen's call for each widget's impressions and opt-ins (docs/SERVER.md "Studio"): the envelope checked, each row on its own. */
import type { ReportQuery } from '../../bridge-protocol/studio/studioReports';
import { widgetResultsEnvelopeSchema, widgetResultsRead, type WidgetResultsResponse } from '../../bridge-protocol/studio/widgetResults';
import { studioCall } from './client';

export const widgetResultsApi = {
  async load(pageId: string, q: ReportQuery): Promise<WidgetResultsResponse> {
    const answer = await studioCall('GET', `/pages/${encodeURIComponent(pageId)}/widget-results?${new URLSearchParams({ from: q.from, to: q.to, tz: q.tz }).toString()}`, widgetResultsEnvelopeSchema);
    const { response, dropped } = widgetResultsRead(answer);
    // One bad row never hides the others' results (issue 47, item 6).
    if (dropped.length > 0) console.warn(`[studio] ${dropped.length} widget result row(s) left out: ${dropped.slice(0, 3).join('; ')}`);
    return response;
  },
};
