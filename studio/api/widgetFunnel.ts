/**
 * A widget's funnel and revenue (docs/SERVER.md "Funnel and revenue"): the envelope checked, each row on its
 * own (one bad row never hides the others, issue 47 item 6), and the address of its CSV file (a plain link:
 * the browser downloads it with the session cookie, as the reports' files, api/reports.ts).
 */
import type { ReportQuery } from '../../bridge-protocol/studio/studioReports';
import { widgetFunnelEnvelopeSchema, widgetFunnelRead, type WidgetFunnelResponse } from '../../bridge-protocol/studio/widgetFunnel';
import { studioCall } from './client';

const seg = encodeURIComponent;
const search = (q: ReportQuery): string => new URLSearchParams({ from: q.from, to: q.to, tz: q.tz }).toString();

export const widgetFunnelApi = {
  async load(pageId: string, widgetId: string, q: ReportQuery): Promise<WidgetFunnelResponse> {
    const answer = await studioCall('GET', `/pages/${seg(pageId)}/widgets/${seg(widgetId)}/funnel?${search(q)}`, widgetFunnelEnvelopeSchema);
    const { response, dropped } = widgetFunnelRead(answer);
    if (dropped.length > 0) console.warn(`[studio] ${dropped.length} funnel row(s) left out: ${dropped.slice(0, 3).join('; ')}`);
    return response;
  },
};

/** `/studio/api/pages/<page>/widgets/<widget>/funnel.csv?from&to&tz`. */
export function funnelCsvHref(pageId: string, widgetId: string, q: ReportQuery): string {
  return `${import.meta.env.BASE_URL}api/pages/${seg(pageId)}/widgets/${seg(widgetId)}/funnel.csv?${search(q)}`;
}
