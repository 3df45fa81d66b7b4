/**
 * A widget's split test results (documented in docs/SERVER.md "Studio"), inside the studio API's scope
 * (studioApi.ts), so its Host (421), session (401) and Origin (403) checks run first:
 *   GET /studio/api/pages/:id/widgets/:widgetId/experiment
 *       → {state, pageId, widgetId, key, status, since, days, progress, sampleRatio, arms, leader, verdict}
 * 404 for an unknown page or widget, and for a widget without a split test (a broken one included: the save
 * checks refuse it, a hand-stored one is not guessed at).
 */
import type { FastifyInstance } from 'fastify';
import { experimentProblem, type Experiment } from '../../bridge-protocol/experiment';
import type { ExperimentResultsResponse } from '../../bridge-protocol/studio/experimentResults';
import { isPlainObject } from '../../bridge-protocol/validate';
import { refuseOtherMethods } from '../composition/httpServer';
import { findWidget } from '../rules/pageWidgets';
import { experimentVerdict } from '../rules/experimentVerdict';
import { experimentCounts } from '../stores/experimentResults';
import { readPage } from './adminApi';
import type { ApiContext } from './apiContext';
import { fail } from './apiErrors';

const PATH = '/studio/api/pages/:id/widgets/:widgetId/experiment';
const DAY_MS = 86_400_000;

export function studioExperimentResultRoutes(ctx: ApiContext, now: () => number = Date.now) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.get(PATH, async (request) => {
      const page = await readPage(ctx, request);
      const widgetId = String((request.params as { widgetId?: unknown }).widgetId ?? '');
      const widget = findWidget(page.config, widgetId);
      if (widget === null) throw fail(404, `Unknown widget ${widgetId.slice(0, 64)} on page ${page.id}`, 'widgetId');
      const experiment = isPlainObject(widget.data) ? widget.data.experiment : undefined;
      if (experiment === undefined || experimentProblem(experiment) !== null) throw fail(404, `Widget ${widgetId} has no split test`, 'widgetId');
      const test = experiment as Experiment;
      const { rows, since } = await experimentCounts(ctx.db, { pageId: page.id, widgetId, key: test.key, arms: test.arms.map((arm) => arm.id) });
      const days = since === null ? 0 : Math.max(0, (now() - Date.parse(since)) / DAY_MS);
      const answer: ExperimentResultsResponse = { state: true, pageId: page.id, widgetId, key: test.key, status: test.status, since, days, ...experimentVerdict(test, rows, days) };
      return answer;
    });
    refuseOtherMethods(app, PATH, ['GET']);
  };
}
