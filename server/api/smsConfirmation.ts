/**
 * SMS double opt-in confirmations (issue 48, item 2), two ways in:
 *   GET  /widget/confirm/:token   the link of the confirmation message → 200 a small HTML page
 *                                 "You're subscribed" (404 the same page saying the link is not valid)
 *   POST /webhook/sms/:provider   the provider's inbound webhook (Twilio: /webhook/sms/twilio,
 *                                 form-encoded, X-Twilio-Signature checked) → 200 an empty TwiML answer;
 *                                 a reply "YES" confirms every pending opt-in of the sending number.
 *                                 403 on a wrong signature, 404 for a provider that is not the configured one.
 * Both confirm in one transaction (stores/subscriberConfirmations.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiContext } from './apiContext';
import { fail } from './apiErrors';
import { confirmByPhone, confirmByToken, unsubscribeByPhone, type OnChanged } from '../stores/subscriberConfirmations';
import { subscriberChanged } from '../webhooks/optinEvents';
import { normalizePhoneNumber } from '../rules/phoneNumber';
import { isConfirmReply, isStopReply } from '../rules/smsConfirmation';

/** An inbound SMS webhook carries one short message: a few kilobytes at most. */
const MAX_INBOUND_BYTES = 64 * 1024;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The page the link opens: no script, no outside resource, nothing from the request in it. */
function confirmationPage(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f8fafc;color:#0f172a}main{max-width:28rem;padding:2rem;text-align:center}h1{font-size:1.5rem;margin:0 0 .5rem}</style>
</head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`;
}

/** The address the provider called, as this server saw it (the provider's signature covers it). */
const calledUrl = (request: FastifyRequest): string => `${request.protocol}://${request.host}${request.url}`;

export function smsConfirmationRoutes(ctx: ApiContext) {
  /** Each changed subscriber's webhook event, queued in the change's transaction. */
  const announce =
    (type: 'subscriber.sms.confirmed' | 'subscriber.unsubscribed'): OnChanged =>
    async (tx, changed) => {
      for (const s of changed) await ctx.webhooks.queue(tx, subscriberChanged(type, s));
    };
  return async function register(app: FastifyInstance): Promise<void> {
    // The provider's signature covers the raw bytes: keep them (as messengerWebhook.ts does).
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_INBOUND_BYTES }, (_request, body, done) => done(null, body));
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    app.get('/widget/confirm/:token', async (request, reply) => {
      const token = (request.params as { token?: string }).token ?? '';
      const confirmed = TOKEN.test(token) && (await confirmByToken(ctx.db, token, announce('subscriber.sms.confirmed')));
      reply
        .code(confirmed ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('Referrer-Policy', 'no-referrer');
      return confirmed
        ? confirmationPage('You’re subscribed', 'Thank you: your subscription is confirmed. Reply STOP to any message to cancel.')
        : confirmationPage('This link is not valid', 'It has expired or was already used. If you signed up, your subscription may already be confirmed.');
    });

    app.post('/webhook/sms/:provider', async (request, reply) => {
      const provider = (request.params as { provider?: string }).provider;
      if (provider !== ctx.sms.name || ctx.sms.name === 'log') throw fail(404, `No inbound SMS webhook for ${String(provider).slice(0, 32)}: SMS_PROVIDER is ${ctx.sms.name}`);
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const message = ctx.sms.inbound({ url: calledUrl(request), headers: request.headers, rawBody });
      if (message === 'invalid') throw fail(403, 'invalid signature');
      const phone = message === null ? null : normalizePhoneNumber(message.from);
      if (message !== null && phone !== null && isConfirmReply(message.text)) await confirmByPhone(ctx.db, phone, announce('subscriber.sms.confirmed'));
      if (message !== null && phone !== null && isStopReply(message.text)) await unsubscribeByPhone(ctx.db, phone, announce('subscriber.unsubscribed'));
      // Twilio reads the answer as TwiML: an empty Response sends no reply message.
      return reply.type('text/xml; charset=utf-8').send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    });
  };
}
