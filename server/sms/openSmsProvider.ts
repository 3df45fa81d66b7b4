/** The SMS provider the settings name (SMS_PROVIDER=log|twilio, default log), or a refusal naming what is missing. */
import { createLogSmsProvider } from './logSmsProvider';
import type { SmsProvider } from './smsProvider';
import { createTwilioSmsProvider } from './twilioSmsProvider';

type Env = Readonly<Record<string, string | undefined>>;

export function openSmsProvider(env: Env): SmsProvider {
  const name = (env.SMS_PROVIDER ?? '').trim().toLowerCase() || 'log';
  if (name === 'log') return createLogSmsProvider();
  if (name !== 'twilio') throw new Error(`SMS_PROVIDER=${name.slice(0, 32)}: expected log or twilio`);
  const accountSid = env.TWILIO_ACCOUNT_SID ?? '';
  const authToken = env.TWILIO_AUTH_TOKEN ?? '';
  const from = env.TWILIO_FROM ?? '';
  const missing = Object.entries({ TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from }).filter(([, v]) => v === '');
  if (missing.length > 0) throw new Error(`SMS_PROVIDER=twilio needs ${missing.map(([k]) => k).join(', ')}`);
  return createTwilioSmsProvider({ accountSid, authToken, from, ...(env.TWILIO_WEBHOOK_URL ? { webhookUrl: env.TWILIO_WEBHOOK_URL } : {}) });
}
