/**
 * Consent records and data subject requests (issue 48, items 2 and 4), the same routes under the admin
 * API (`base` /admin, bearer token) and the studio API (`base` /studio/api, session), each behind its
 * scope's checks:
 *   GET  {base}/pages/:id/subscribers/:subscriberId/consent → {state, consent: {text, hash, version, time,
 *        page_url, widget, arm, ip, user_agent, status, confirmed_at, …}}; 404 for another page's or no subscriber
 *   POST {base}/subject-requests/find    body {phone?, psid?, user_ref?, email?} → {state, found: [{table, description, rows}]} (counts)
 *   POST {base}/subject-requests/export  same body → {state, subject, exported_at, data: [{table, description, rows: [...]}]}
 *   POST {base}/subject-requests/erase   same body → {state, erased: [{table, rows}], rows_erased}
 * A body names at least one identifier (400 naming the field otherwise, rules/subjectQuery.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiContext } from './apiContext';
import { fail } from './apiErrors';
import { consentRecord } from '../stores/consentRecords';
import { checkSubjectQuery, type SubjectQuery } from '../rules/subjectQuery';
import { eraseSubjectData, findSubjectData } from '../privacy/subjectRequests';

const queryOf = (request: FastifyRequest): SubjectQuery => {
  const check = checkSubjectQuery(request.body);
  if (!check.ok) throw fail(400, check.message, check.field);
  return check.query;
};

export function privacyRoutes(ctx: ApiContext, base: string, knownPage: (request: FastifyRequest) => Promise<string>) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.get(`${base}/pages/:id/subscribers/:subscriberId/consent`, async (request) => {
      const pageId = await knownPage(request);
      const subscriberId = String((request.params as { subscriberId?: unknown }).subscriberId ?? '');
      const consent = await consentRecord(ctx.db, pageId, subscriberId);
      if (!consent) throw fail(404, `No subscriber ${subscriberId.slice(0, 32)} on page ${pageId}`, 'subscriberId');
      return { state: true, consent };
    });

    app.post(`${base}/subject-requests/find`, async (request) => {
      const held = await findSubjectData(ctx.db, queryOf(request));
      return { state: true, found: held.map((h) => ({ table: h.table, description: h.description, rows: h.rows.length })) };
    });

    app.post(`${base}/subject-requests/export`, async (request) => {
      const query = queryOf(request);
      const data = await findSubjectData(ctx.db, query);
      const subject = { phone: query.phone, psid: query.psid, user_ref: query.userRef, email: query.email };
      return { state: true, subject, exported_at: new Date().toISOString(), data };
    });

    app.post(`${base}/subject-requests/erase`, async (request) => {
      const erasure = await eraseSubjectData(ctx.db, queryOf(request), (tx, subject) =>
        ctx.webhooks.beforeErasure(tx, [subject.query.phone, subject.query.psid, subject.query.userRef]),
      );
      return { state: true, erased: erasure.tables, rows_erased: erasure.rowsErased };
    });
  };
}
