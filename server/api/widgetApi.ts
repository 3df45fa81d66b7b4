/**
 * SPEC §7 widget backend calls:
 *   POST /widget/createSubscriberByPhoneNumber {account_id, widget_id, phone_number, session_id, widget_sign} → {state, errors, code?}
 *     (`code`: the unique coupon code of a widget whose next step gives one, null when none is left)
 *   POST /widget/generateSMSRef {account_id, widget_id, session_id, widget_sign} → {state, ref}
 * Both need the `widget_sign` /widget/config issued for that widget: a row is written only for a widget
 * the server actually served. Sign-ups are also limited per phone number (shared store when configured).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createSubscriberRequestSchema, generateSmsRefRequestSchema } from '../../bridge-protocol/api';
import { isPlainObject } from '../../bridge-protocol/validate';
import { fail, schemaError, tooManyRequests } from './apiErrors';
import { originRefusal, perIpLimit, type ApiContext, type PageResolver } from './apiContext';
import { normalizePhoneNumber } from '../rules/phoneNumber';
import { createSmsRef } from '../stores/smsRefs';
import { addSubscriber } from '../stores/subscribers';
import { takeCouponCode } from '../stores/takeCouponCode';
import { widgetUniqueCode } from '../../bridge-protocol/uniqueCode';
import { verifyWidgetSign } from '../policies/widgetSign';
import { optInRouting, sameRouting } from '../../bridge-protocol/optInRouting';
import { widgetRouting } from '../rules/widgetRouting';

const SMS_CHANNELS = new Set(['sms', 'omni']);

interface SignedWidgetCall {
  account_id: string | number;
  widget_id: string | number;
  session_id: string;
  widget_sign: string;
}

const phoneOf = (request: FastifyRequest): string => {
  const body = isPlainObject(request.body) ? request.body : {};
  return typeof body.phone_number === 'string' ? (normalizePhoneNumber(body.phone_number) ?? body.phone_number) : '';
};

export function widgetRoutes(ctx: ApiContext, resolver: PageResolver) {
  const config = perIpLimit(ctx);

  /** The SMS widget a signed call is about: known page, allowed origin, known SMS widget, valid sign. */
  async function signedSmsWidget(
    request: FastifyRequest,
    input: SignedWidgetCall,
  ): Promise<{ pageId: string; widgetId: string; widget: Record<string, unknown> }> {
    const page = await resolver.knownPage(request, input.account_id);
    const refusal = originRefusal(request, page);
    if (refusal) throw fail(403, refusal);
    const widgetId = String(input.widget_id);
    const widget = await ctx.pages.widget(page.id, widgetId);
    if (!widget) throw fail(404, `Unknown widget_id ${widgetId} on page ${page.id}`, 'widget_id');
    if (!SMS_CHANNELS.has(String(widget.channel))) throw fail(400, `Widget ${widgetId} is not an SMS widget`, 'widget_id');
    if (!verifyWidgetSign(ctx.signSecret, page.id, widgetId, input.widget_sign)) {
      throw fail(403, 'Invalid widget_sign: reload the widget configuration', 'widget_sign');
    }
    return { pageId: page.id, widgetId, widget };
  }

  return async function register(app: FastifyInstance): Promise<void> {
    const perPhone = ctx.limits
      ? app.createRateLimit({ max: ctx.limits.perPhone.max, timeWindow: ctx.limits.perPhone.timeWindowMs, keyGenerator: (r) => `phone:${phoneOf(r)}` })
      : null;

    app.post('/widget/createSubscriberByPhoneNumber', { config }, async (request) => {
      const error = createSubscriberRequestSchema(request.body, 'body');
      if (error) throw schemaError(error);
      const input = request.body as SignedWidgetCall & { phone_number: string; sequence?: unknown; opt_in_keywords?: unknown };
      const { pageId, widgetId, widget } = await signedSmsWidget(request, input);
      // SPEC §3 data.actions travel with the opt-in; what is stored is what the operator configured, and a
      // request naming another sequence or other keywords (a tampered or stale page) is refused, so a
      // visitor cannot route themselves into a sequence this widget does not start.
      const routing = widgetRouting(widget);
      if ((input.sequence !== undefined || input.opt_in_keywords !== undefined) && !sameRouting(optInRouting(input), routing)) {
        throw fail(400, 'sequence or opt_in_keywords differ from the widget configuration: reload the widget configuration', 'sequence');
      }
      const phone = normalizePhoneNumber(input.phone_number);
      if (phone === null) throw fail(400, 'Enter a valid phone number, with the country code', 'phone_number');
      const limit = await perPhone?.(request);
      if (limit && !limit.isAllowed && limit.isExceeded) throw tooManyRequests(Math.max(1, limit.ttlInSeconds));
      // One transaction: a unique coupon code (issue 48) is given exactly when the subscriber is stored.
      const code = await ctx.db.transaction(async (tx) => {
        await addSubscriber(tx, {
          pageId,
          widgetId,
          phone,
          sessionId: input.session_id,
          pageUrl: request.headers.referer ?? request.headers.origin ?? null,
          userAgent: request.headers['user-agent'] ?? null,
          routing,
        });
        return widgetUniqueCode(widget) ? takeCouponCode(tx, { pageId, widgetId, phone, sessionId: input.session_id }) : undefined;
      });
      return { state: true, errors: [], ...(code === undefined ? {} : { code }) };
    });

    app.post('/widget/generateSMSRef', { config }, async (request) => {
      const error = generateSmsRefRequestSchema(request.body, 'body');
      if (error) throw schemaError(error);
      const input = request.body as SignedWidgetCall;
      const { pageId, widgetId } = await signedSmsWidget(request, input);
      return { state: true, ref: await createSmsRef(ctx.db, pageId, widgetId, input.session_id) };
    });
  };
}
