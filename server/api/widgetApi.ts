/**
 * SPEC §7 widget backend calls:
 *   POST /widget/createSubscriberByPhoneNumber {account_id, widget_id, phone_number, session_id, widget_sign, arm?} → {state, errors, code?}
 *     (`code`: the unique coupon code of a widget whose next step gives one, null when none is left)
 *   POST /widget/generateSMSRef {account_id, widget_id, session_id, widget_sign} → {state, ref}
 * Both need the `widget_sign` /widget/config issued for that widget: a row is written only for a widget
 * the server actually served. Sign-ups are also limited per phone number (shared store when configured).
 * A sign-up stores its consent record (issue 48): the text's hash, the page, the split test's `arm` (400
 * for an arm the widget's test does not have), the IP as the page keeps it and the user agent; under the
 * widget's double opt-in it stays pending and the SMS provider texts the confirmation (smsConfirmation.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createSubscriberRequestSchema, generateSmsRefRequestSchema } from '../../bridge-protocol/api';
import { isPlainObject } from '../../bridge-protocol/validate';
import { fail, schemaError, tooManyRequests } from './apiErrors';
import { originRefusal, perIpLimit, type ApiContext, type PageResolver } from './apiContext';
import { normalizePhoneNumber } from '../rules/phoneNumber';
import { createSmsRef } from '../stores/smsRefs';
import { addSubscriber, type NewSubscriber } from '../stores/subscribers';
import { ipAddressMode } from '../../bridge-protocol/consentSettings';
import { consentIp } from '../rules/consentIp';
import { optInArmProblem } from '../rules/optInArm';
import { isDoubleOptIn } from '../../bridge-protocol/doubleOptIn';
import { confirmationMessage } from '../rules/smsConfirmation';
import type { StoredPage } from '../stores/pageStore';
import { smsOptinCreated } from '../webhooks/optinEvents';
import type { Queryable } from '../db/database';
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

/** The consent record's facts of the request: where, who (IP as the page keeps it, user agent), which arm. */
function consentFacts(request: FastifyRequest, page: StoredPage, widget: Record<string, unknown>, arm: string | undefined) {
  const problem = optInArmProblem(widget, arm);
  if (problem) throw fail(400, problem, 'arm');
  return {
    pageUrl: request.headers.referer ?? request.headers.origin ?? null,
    userAgent: request.headers['user-agent'] ?? null,
    arm: arm ?? null,
    ip: consentIp(request.ip, ipAddressMode(page.config.consent)),
    doubleOptIn: isDoubleOptIn(widget),
  } satisfies Partial<NewSubscriber>;
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
  ): Promise<{ page: StoredPage; pageId: string; widgetId: string; widget: Record<string, unknown> }> {
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
    return { page, pageId: page.id, widgetId, widget };
  }

  /**
   * The double opt-in's message, after the opt-in is stored: a provider outage leaves the subscriber
   * pending (logged), never refuses a consent already given; a new sign-up of the number sends another.
   */
  async function sendConfirmation(request: FastifyRequest, phone: string, token: string): Promise<void> {
    const link = `${request.protocol}://${request.host}/widget/confirm/${token}`;
    try {
      await ctx.sms.send(phone, confirmationMessage(link));
    } catch (error) {
      console.error(`[server] SMS confirmation not sent (${ctx.sms.name}): ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  return async function register(app: FastifyInstance): Promise<void> {
    const perPhone = ctx.limits
      ? app.createRateLimit({ max: ctx.limits.perPhone.max, timeWindow: ctx.limits.perPhone.timeWindowMs, keyGenerator: (r) => `phone:${phoneOf(r)}` })
      : null;

    app.post('/widget/createSubscriberByPhoneNumber', { config }, async (request) => {
      const error = createSubscriberRequestSchema(request.body, 'body');
      if (error) throw schemaError(error);
      const input = request.body as SignedWidgetCall & { phone_number: string; sequence?: unknown; opt_in_keywords?: unknown; arm?: string };
      const { page, pageId, widgetId, widget } = await signedSmsWidget(request, input);
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
      const facts = consentFacts(request, page, widget, input.arm);
      // One transaction: the subscriber, its unique coupon code (taken exactly when it is stored; a repeat
      // sign-up's code again) and the owner's webhook deliveries (the outbox) commit together, or none does.
      const added = await addSubscriber(ctx.db, { pageId, widgetId, phone, sessionId: input.session_id, routing, ...facts }, async (tx, row) => {
        const code = widgetUniqueCode(widget) ? await takeCouponCode(tx, { pageId, widgetId, phone, sessionId: input.session_id }) : undefined;
        const sequence = routing.sequence === null ? null : String(routing.sequence);
        const event = { pageId, widgetId, subscriberId: row.id, phone, sessionId: input.session_id, pageUrl: facts.pageUrl, arm: facts.arm, status: row.status, code, sequence, optInKeywords: routing.opt_in_keywords };
        if (row.created) await ctx.webhooks.queue(tx, smsOptinCreated(event));
        return code;
      });
      if (added.confirmToken !== null) await sendConfirmation(request, phone, added.confirmToken);
      return { state: true, errors: [], ...(added.within === undefined ? {} : { code: added.within }) };
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
