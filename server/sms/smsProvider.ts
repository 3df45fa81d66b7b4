/**
 * The seam between the server and an SMS provider (issue 48, item 2, double opt-in): sending a message,
 * and reading a verified inbound one from the provider's webhook. `log` (logSmsProvider.ts) is for
 * development and tests; `twilio` (twilioSmsProvider.ts) is the one real provider. SMS_PROVIDER picks it
 * (openSmsProvider.ts).
 */

/** What a webhook request gives the adapter: the address the provider called, the headers, the raw body. */
export interface InboundRequest {
  url: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  rawBody: Buffer;
}

/** One inbound message: who sent it and its text. */
export interface InboundSms {
  from: string;
  text: string;
}

export interface SmsProvider {
  readonly name: 'log' | 'twilio';
  send(to: string, text: string): Promise<void>;
  /** The message of a webhook request, 'invalid' when its signature does not verify, null when it carries none. */
  inbound(request: InboundRequest): InboundSms | 'invalid' | null;
}
