/**
 * The reports screen's calls (docs/SERVER.md "Studio"): the JSON answer through `studioCall` (checked
 * against bridge-protocol/studio/studioReports.ts), and the address of each CSV file. The export is a plain
 * link to that address: the browser downloads it with the session cookie (path /studio, same origin),
 * so the file streams from the server to disk and nothing of it is held in this page's memory.
 */
import { studioReportsResponseSchema, type ReportId, type ReportQuery, type StudioReportsResponse } from '../../bridge-protocol/studio/studioReports';
import { studioCall } from './client';

const seg = encodeURIComponent;
const search = (q: ReportQuery): string => new URLSearchParams({ from: q.from, to: q.to, tz: q.tz }).toString();

export const reportsApi = {
  /** All five reports of a page for one range of days in one zone. */
  load: (pageId: string, q: ReportQuery): Promise<StudioReportsResponse> =>
    studioCall('GET', `/pages/${seg(pageId)}/reports?${search(q)}`, studioReportsResponseSchema),
};

/** `/studio/api/pages/<page>/reports/<report>.csv?from&to&tz`: the whole range of one report as a file. */
export function reportCsvHref(pageId: string, report: ReportId, q: ReportQuery): string {
  return `${import.meta.env.BASE_URL}api/pages/${seg(pageId)}/reports/${report}.csv?${search(q)}`;
}
