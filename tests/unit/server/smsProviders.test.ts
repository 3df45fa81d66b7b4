import { describe, expect, it } from 'vitest';
import { twilioSignature, verifyTwilioSignature } from '../../../server/sms/twilioSignature';
import { createLogSmsProvider } from '../../../server/sms/logSmsProvider';
import { openSmsProvider } from '../../../server/sms/openSmsProvider';
import { confirmationMessage, isConfirmReply } from '../../../server/rules/smsConfirmation';

describe('Twilio’s X-Twilio-Signature (their documented example)', () => {
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params = new URLSearchParams({ CallSid: 'CA1234567890ABCDE', Caller: '+14158675310', Digits: '1234', From: '+14158675310', To: '+18005551212' });
  it('computes the signature Twilio sends, and verifies only it', () => {
    expect(twilioSignature('12345', url, params)).toBe('GvWf1cFY/Q7PnoempGyD5oXAezc=');
    expect(verifyTwilioSignature('12345', url, params, 'GvWf1cFY/Q7PnoempGyD5oXAezc=')).toBe(true);
    expect(verifyTwilioSignature('12345', `${url}&x=1`, params, 'GvWf1cFY/Q7PnoempGyD5oXAezc=')).toBe(false);
    expect(verifyTwilioSignature('12345', url, params, undefined)).toBe(false);
  });
});

describe('the log SMS provider', () => {
  it('prints each message and keeps the newest for tests; it takes no inbound message', async () => {
    const lines: string[] = [];
    const sms = createLogSmsProvider((line) => lines.push(line));
    await sms.send('+12015550123', confirmationMessage('http://localhost/widget/confirm/t'));
    expect(lines[0]).toContain('http://localhost/widget/confirm/t');
    expect(sms.sent()).toEqual([expect.objectContaining({ to: '+12015550123' })]);
    expect(sms.inbound({ url: '', headers: {}, rawBody: Buffer.alloc(0) })).toBe('invalid');
  });
});

describe('openSmsProvider (SMS_PROVIDER)', () => {
  it('defaults to log, and names what Twilio is missing', () => {
    expect(openSmsProvider({}).name).toBe('log');
    expect(() => openSmsProvider({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(/TWILIO_AUTH_TOKEN, TWILIO_FROM/);
    expect(() => openSmsProvider({ SMS_PROVIDER: 'pigeon' })).toThrow(/log or twilio/);
    expect(openSmsProvider({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+1' }).name).toBe('twilio');
  });
});

describe('the confirmation reply', () => {
  it('is YES in any case, with spaces or a full stop', () => {
    for (const reply of ['YES', 'yes', ' Yes ', 'yes!', 'YES.']) expect(isConfirmReply(reply), reply).toBe(true);
    for (const reply of ['no', 'yes please', 'STOP', '']) expect(isConfirmReply(reply), reply).toBe(false);
  });
});
