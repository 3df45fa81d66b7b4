/**
 * The development SMS provider: prints each message (with its confirmation link) to the server log and
 * keeps the newest ones in memory, where tests read them. It receives nothing: no one can send it a
 * reply, so its inbound webhook verifies nothing and a confirmation comes by the link only.
 */
import type { SmsProvider } from './smsProvider';

/** Enough for a test run or a demo session, never a growing log. */
const KEPT_MESSAGES = 50;

export interface SentSms {
  to: string;
  text: string;
  at: string;
}

export interface LogSmsProvider extends SmsProvider {
  readonly name: 'log';
  /** The newest messages sent, oldest first. */
  sent(): readonly SentSms[];
}

export function createLogSmsProvider(print: (line: string) => void = (line) => console.log(line)): LogSmsProvider {
  const messages: SentSms[] = [];
  return {
    name: 'log',
    async send(to, text) {
      messages.push({ to, text, at: new Date().toISOString() });
      if (messages.length > KEPT_MESSAGES) messages.shift();
      print(`[sms:log] to ${to}: ${text}`);
    },
    inbound: () => 'invalid',
    sent: () => [...messages],
  };
}
