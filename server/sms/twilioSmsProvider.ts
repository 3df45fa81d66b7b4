/**
 * Twilio (SMS_PROVIDER=twilio; TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM): messages go out through
 * Twilio's REST API (Messages resource, form-encoded, basic auth), and replies come in on
 * `POST /webhook/sms/twilio`, form-encoded, signed with X-Twilio-Signature (twilioSignature.ts).
 */
import type { InboundRequest, InboundSms, SmsProvider } from './smsProvider';
import { verifyTwilioSignature } from './twilioSignature';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or messaging service's sender. */
  from: string;
  /**
   * The webhook's public address as configured in Twilio (TWILIO_WEBHOOK_URL), which the signature covers;
   * unset: the address of the request as this server saw it (right unless a proxy rewrites the path).
   */
  webhookUrl?: string;
  /** Default https://api.twilio.com (a test points it elsewhere). */
  apiBase?: string;
  fetch?: typeof fetch;
}

export function createTwilioSmsProvider(settings: TwilioSettings): SmsProvider {
  const doFetch = settings.fetch ?? fetch;
  const base = settings.apiBase ?? 'https://api.twilio.com';
  return {
    name: 'twilio',
    async send(to, text) {
      const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
      const auth = Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64');
      const response = await doFetch(url, {
        method: 'POST',
        headers: { Authorization: `Basic ${auth}`, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, From: settings.from, Body: text }).toString(),
      });
      if (!response.ok) throw new Error(`Twilio answered ${response.status} to a message send`);
    },
    inbound(request: InboundRequest): InboundSms | 'invalid' | null {
      const params = new URLSearchParams(request.rawBody.toString('utf8'));
      const url = settings.webhookUrl ?? request.url;
      if (!verifyTwilioSignature(settings.authToken, url, params, request.headers['x-twilio-signature'])) return 'invalid';
      const from = params.get('From');
      const text = params.get('Body');
      return from === null || text === null ? null : { from, text };
    },
  };
}
