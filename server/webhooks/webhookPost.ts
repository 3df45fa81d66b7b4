/**
 * One signed POST to an endpoint (issue 48), refusing private targets on every connection: the DNS
 * answer is checked inside the socket's own lookup, so a name cannot resolve to a public address when it
 * is checked and to 127.0.0.1 when it is connected (DNS rebinding). A redirect is followed (at most
 * MAX_REDIRECTS, the body posted again) only to an address that passes the same rule.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { endpointUrlProblem } from './endpointUrl';
import type { TargetRule } from './targetRule';

export const MAX_REDIRECTS = 3;
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** What is kept of an answer: enough to show the owner what their receiver said. */
export const RESPONSE_KEEP_BYTES = 1024;

export interface PostAnswer {
  /** The final HTTP status; null when no answer came (refused, timed out, unreachable). */
  status: number | null;
  /** The answer's first RESPONSE_KEEP_BYTES, or what went wrong. */
  text: string;
}

/** A lookup that answers only addresses the rule allows. */
function guardedLookup(rule: TargetRule): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const refused = addresses.find((a) => !rule.address(a.address));
      if (refused) return callback(Object.assign(new Error(`${hostname} resolves to a private address (${refused.address})`), { code: 'EPRIVATE' }), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      return first ? callback(null, first.address, first.family) : callback(new Error(`${hostname} has no address`), '', 0);
    });
  };
}

function postOnce(url: URL, headers: Record<string, string>, body: string, rule: TargetRule): Promise<{ status: number; location: string | null; text: string }> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      { method: 'POST', headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }, lookup: guardedLookup(rule), timeout: WEBHOOK_TIMEOUT_MS },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept < RESPONSE_KEEP_BYTES) chunks.push(chunk);
          kept += chunk.length;
        });
        response.on('end', () => {
          const location = response.headers.location ?? null;
          resolve({ status: response.statusCode ?? 0, location, text: Buffer.concat(chunks).toString('utf8').slice(0, RESPONSE_KEEP_BYTES) });
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)));
    request.on('error', reject);
    request.end(body);
  });
}

/** Posts `body` to `address`, following redirects that pass the rule; never throws. */
export async function postWebhook(address: string, headers: Record<string, string>, body: string, rule: TargetRule): Promise<PostAnswer> {
  let url = address;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const problem = endpointUrlProblem(url, rule);
    if (problem) return { status: null, text: hop === 0 ? problem : `Redirect to ${url.slice(0, 200)} refused: ${problem}` };
    try {
      const answer = await postOnce(new URL(url), headers, body, rule);
      if (answer.status < 300 || answer.status >= 400 || answer.location === null) return { status: answer.status, text: answer.text };
      url = new URL(answer.location, url).toString();
    } catch (err) {
      return { status: null, text: err instanceof Error ? err.message : String(err) };
    }
  }
  return { status: null, text: `More than ${MAX_REDIRECTS} redirects` };
}
