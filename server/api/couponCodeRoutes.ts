/**
 * A widget's unique coupon codes (issue 48 item 5), registered under two prefixes with the checks of
 * their scope already run: `/admin/pages` (the admin token) and `/studio/api/pages` (the studio's Host,
 * session and Origin checks):
 *   GET  <prefix>/:id/widgets/:widgetId/coupon-codes          → {state, total, given, left}
 *   POST <prefix>/:id/widgets/:widgetId/coupon-codes  text/csv → {state, added, duplicates, existing, total, given, left}
 * The body is the file as it is (rules/couponCsv.ts: one code per line or a `code` column), at most
 * MAX_COUPON_UPLOAD_BYTES (413) and MAX_CODES_PER_UPLOAD codes; a bad code is a 400 naming its line.
 * Codes can be uploaded before the widget's next step gives them out (the owner prepares, then switches).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CouponCodesResponse, CouponUploadResponse } from '../../bridge-protocol/studio/couponCodesApi';
import { isValidPageId } from '../policies/pageConfig';
import type { ApiContext } from './apiContext';
import { fail } from './apiErrors';
import { refuseOtherMethods } from '../composition/httpServer';
import { MAX_COUPON_UPLOAD_BYTES, parseCouponCsv } from '../rules/couponCsv';
import { addCouponCodes, couponCodeCounts } from '../stores/couponCodes';

/** The page and widget of the URL, both known (404 otherwise). */
async function knownWidget(ctx: ApiContext, request: FastifyRequest): Promise<{ pageId: string; widgetId: string }> {
  // As adminApi.ts's pageIdOf, which is not imported: adminApi.ts registers these routes.
  const { id: pageId, widgetId } = request.params as { id?: unknown; widgetId?: unknown };
  if (!isValidPageId(pageId)) throw fail(400, 'Invalid page id (A-Z, a-z, 0-9, _ and -, at most 64)', 'id');
  if (typeof widgetId !== 'string' || widgetId === '' || widgetId.length > 64) throw fail(400, 'Invalid widget id (1 to 64 characters)', 'widgetId');
  if (!(await ctx.pages.widget(pageId, widgetId))) throw fail(404, `Page ${pageId} has no widget ${widgetId}`, 'widgetId');
  return { pageId, widgetId };
}

export function couponCodeRoutes(ctx: ApiContext, prefix: '/admin/pages' | '/studio/api/pages') {
  const url = `${prefix}/:id/widgets/:widgetId/coupon-codes`;
  return async function register(app: FastifyInstance): Promise<void> {
    // The file itself, as text: only in this scope (elsewhere text/csv stays an unsupported type).
    app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: MAX_COUPON_UPLOAD_BYTES }, (_request, body, done) => done(null, body));

    app.get(url, async (request) => {
      const { pageId, widgetId } = await knownWidget(ctx, request);
      const answer: CouponCodesResponse = { state: true, ...(await couponCodeCounts(ctx.db, pageId, widgetId)) };
      return answer;
    });

    app.post(url, { bodyLimit: MAX_COUPON_UPLOAD_BYTES }, async (request) => {
      if (!(request.headers['content-type'] ?? '').toLowerCase().startsWith('text/csv')) throw fail(415, 'Unsupported Content-Type: send the file as text/csv');
      const { pageId, widgetId } = await knownWidget(ctx, request);
      const file = parseCouponCsv(typeof request.body === 'string' ? request.body : '');
      if (!file.ok) throw fail(400, file.message, 'file');
      const added = await addCouponCodes(ctx.db, pageId, widgetId, file.codes);
      const counts = await couponCodeCounts(ctx.db, pageId, widgetId);
      const answer: CouponUploadResponse = { state: true, added, duplicates: file.duplicates, existing: file.codes.length - added, ...counts };
      return answer;
    });

    refuseOtherMethods(app, url, ['GET', 'POST']);
  };
}
