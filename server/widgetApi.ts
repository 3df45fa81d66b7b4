/**
 * SPEC §7 widget backend calls:
 *   POST /widget/createSubscriberByPhoneNumber {account_id, widget_id, phone_number, session_id, widget_sign} → {state, errors}
 *   POST /widget/generateSMSRef {account_id, widget_id, session_id} → {state, ref}
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { createSubscriberRequestSchema, generateSmsRefRequestSchema } from '../bridge-protocol/api';
import { fail, schemaError } from './apiErrors';
import { corsFor, requireAllowedOrigin, runRoute, takeToken, type ApiContext } from './apiContext';
import { readJsonBody } from './jsonBody';
import type { StoredPage } from './pageStore';
import { normalizePhoneNumber } from './phoneNumber';
import { createSmsRef } from './smsRefs';
import { addSubscriber } from './subscribers';
import { verifyWidgetSign } from './widgetSign';

const SMS_CHANNELS = new Set(['sms', 'omni']);

async function smsWidget(ctx: ApiContext, req: IncomingMessage, accountId: string | number, widgetId: string | number, cors: { headers: OutgoingHttpHeaders }) {
  const page: StoredPage | null = await ctx.pages.getStored(String(accountId));
  if (!page) throw fail(404, `Unknown account_id ${String(accountId)}`, 'account_id');
  requireAllowedOrigin(req, page);
  cors.headers = corsFor(req, page);
  const widget = await ctx.pages.widget(page.id, String(widgetId));
  if (!widget) throw fail(404, `Unknown widget_id ${String(widgetId)} on page ${page.id}`, 'widget_id');
  if (!SMS_CHANNELS.has(String(widget.channel))) throw fail(400, `Widget ${String(widgetId)} is not an SMS widget`, 'widget_id');
  return { page, widgetId: String(widgetId) };
}

export function createWidgetApi(ctx: ApiContext) {
  return {
    createSubscriber(req: IncomingMessage, res: ServerResponse) {
      return runRoute(ctx, req, res, 'POST', async (cors) => {
        const body = await readJsonBody(req);
        const error = createSubscriberRequestSchema(body, 'body');
        if (error) throw schemaError(error);
        const input = body as { account_id: string | number; widget_id: string | number; phone_number: string; session_id: string; widget_sign: string };
        const { page, widgetId } = await smsWidget(ctx, req, input.account_id, input.widget_id, cors);
        if (!verifyWidgetSign(ctx.signSecret, page.id, widgetId, input.widget_sign)) {
          throw fail(403, 'Invalid widget_sign: reload the widget configuration', 'widget_sign');
        }
        const phone = normalizePhoneNumber(input.phone_number);
        if (phone === null) throw fail(400, 'Enter a valid phone number, with the country code', 'phone_number');
        takeToken(ctx.perPhone, phone);
        await addSubscriber(ctx.db, {
          pageId: page.id,
          widgetId,
          phone,
          sessionId: input.session_id,
          pageUrl: req.headers.referer ?? req.headers.origin ?? null,
          userAgent: req.headers['user-agent'] ?? null,
        });
        return { body: { state: true, errors: [] }, headers: cors.headers };
      });
    },

    generateSmsRef(req: IncomingMessage, res: ServerResponse) {
      return runRoute(ctx, req, res, 'POST', async (cors) => {
        const body = await readJsonBody(req);
        const error = generateSmsRefRequestSchema(body, 'body');
        if (error) throw schemaError(error);
        const input = body as { account_id: string | number; widget_id: string | number; session_id: string };
        const { page, widgetId } = await smsWidget(ctx, req, input.account_id, input.widget_id, cors);
        const ref = await createSmsRef(ctx.db, page.id, widgetId, input.session_id);
        return { body: { state: true, ref }, headers: cors.headers };
      });
    },
  };
}
