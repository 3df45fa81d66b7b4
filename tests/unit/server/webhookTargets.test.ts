// Issue 48: which addresses an outbound webhook may reach in production (targetRule.ts), checked on the
// URL, and on the name's addresses at connection time (webhookPost.ts).
import { describe, expect, it } from 'vitest';
import { endpointUrlProblem } from '../../../server/webhooks/endpointUrl';
import { isPublicAddress } from '../../../server/webhooks/publicAddress';
import { DEVELOPMENT_TARGETS, PRODUCTION_TARGETS } from '../../../server/webhooks/targetRule';
import { postWebhook } from '../../../server/webhooks/webhookPost';
import { mayRetry, WEBHOOK_RETRY_WINDOW_MS } from '../../../server/webhooks/webhookRetry';

describe('isPublicAddress', () => {
  it.each(['127.0.0.1', '127.1.2.3', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', 'not-an-ip'])(
    'refuses %s',
    (ip) => expect(isPublicAddress(ip)).toBe(false),
  );
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (ip) => expect(isPublicAddress(ip)).toBe(true));
});

describe('endpointUrlProblem', () => {
  it('asks for https with no credentials in production', () => {
    expect(endpointUrlProblem('https://hooks.example.com/optins', PRODUCTION_TARGETS)).toBeNull();
    expect(endpointUrlProblem('http://hooks.example.com/optins', PRODUCTION_TARGETS)).toMatch(/https/);
    expect(endpointUrlProblem('https://u:p@hooks.example.com/', PRODUCTION_TARGETS)).toMatch(/password/);
    expect(endpointUrlProblem('hooks.example.com', PRODUCTION_TARGETS)).toMatch(/not a web address/);
    expect(endpointUrlProblem('', PRODUCTION_TARGETS)).toMatch(/Enter/);
    expect(endpointUrlProblem(`https://e.com/${'a'.repeat(2000)}`, PRODUCTION_TARGETS)).toMatch(/too long/);
  });
  it.each(['https://127.0.0.1/x', 'https://10.1.2.3/x', 'https://169.254.169.254/latest/meta-data', 'https://[::1]/x', 'https://[::ffff:7f00:1]/x', 'https://0.0.0.0/'])(
    'refuses the private literal %s',
    (url) => expect(endpointUrlProblem(url, PRODUCTION_TARGETS)).toMatch(/private/),
  );
  it('allows http and private targets in development mode', () => {
    expect(endpointUrlProblem('http://127.0.0.1:9000/hook', DEVELOPMENT_TARGETS)).toBeNull();
  });
});

describe('postWebhook in production', () => {
  it('refuses a name that resolves to loopback, at connection time', async () => {
    const answer = await postWebhook('https://localhost:9/hook', {}, '{}', PRODUCTION_TARGETS);
    expect(answer.status).toBeNull();
    expect(answer.text).toMatch(/localhost resolves to a private address \((127\.0\.0\.1|::1)\)/);
  });
  it('refuses a private literal before any connection', async () => {
    expect((await postWebhook('https://10.0.0.1/hook', {}, '{}', PRODUCTION_TARGETS)).text).toMatch(/private/);
  });
});

describe('mayRetry', () => {
  it('retries for 3 days from the window start, then stops', () => {
    const start = new Date('2026-12-01T00:00:00Z');
    expect(mayRetry(start, start.getTime() + WEBHOOK_RETRY_WINDOW_MS - 1)).toBe(true);
    expect(mayRetry(start, start.getTime() + WEBHOOK_RETRY_WINDOW_MS)).toBe(false);
    expect(WEBHOOK_RETRY_WINDOW_MS).toBe(259_200_000);
  });
});
