/** A widget's split test results (docs/SERVER.md "Studio"), the answer checked against its schema before the studio reads it. */
import { experimentResultsResponseSchema, type ExperimentResultsResponse } from '../../bridge-protocol/studio/experimentResults';
import { studioCall } from './client';

export const experimentResultsApi = {
  load: (pageId: string, widgetId: string): Promise<ExperimentResultsResponse> =>
    studioCall('GET', `/pages/${encodeURIComponent(pageId)}/widgets/${encodeURIComponent(widgetId)}/experiment`, experimentResultsResponseSchema),
};
