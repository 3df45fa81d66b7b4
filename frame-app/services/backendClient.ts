/**
 * The generic GET and POST helpers of SPEC §7 ("Generic GET/POST helpers expect status 200 and a JSON
 * body"). A network failure, a non-200 status or a body that is not the expected JSON all throw
 * `Newtwork GET error <status>` / `Newtwork POST error <status>` (SPEC §8, spelling as given; status 0
 * when no answer arrived), so the caller has one failure to map to a visitor message. The answer is
 * validated with the shared schema.
 */
import type { Infer, Schema } from '../../bridge-protocol/validate';

export const NETWORK_POST_ERROR = 'Newtwork POST error';
export const NETWORK_GET_ERROR = 'Newtwork GET error';

export class NetworkPostError extends Error {
  /** The answer's JSON body when a non-200 answer had one (the server's `{state: false, errors}`). */
  body: unknown = undefined;

  constructor(readonly status: number, readonly detail: string, prefix: string = NETWORK_POST_ERROR) {
    super(`${prefix} ${status}`);
    this.name = 'NetworkPostError';
  }
}

/** SPEC §8 "Newtwork GET error <status>". */
class NetworkGetError extends NetworkPostError {
  constructor(status: number, detail: string) {
    super(status, detail, NETWORK_GET_ERROR);
    this.name = 'NetworkGetError';
  }
}

export function isNetworkPostError(error: unknown): error is NetworkPostError {
  return error instanceof Error && error.message.startsWith(NETWORK_POST_ERROR);
}

export function postJson<S extends Schema<unknown>>(url: string, body: unknown, schema: S, fetchImpl: typeof fetch = fetch): Promise<Infer<S>> {
  const init: RequestInit = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    credentials: 'omit',
  };
  return requestJson(url, init, schema, fetchImpl, (status, detail) => new NetworkPostError(status, detail));
}

export function getJson<S extends Schema<unknown>>(url: string, schema: S, fetchImpl: typeof fetch = fetch): Promise<Infer<S>> {
  const init: RequestInit = { method: 'GET', headers: { Accept: 'application/json' }, credentials: 'omit' };
  return requestJson(url, init, schema, fetchImpl, (status, detail) => new NetworkGetError(status, detail));
}

async function requestJson<S extends Schema<unknown>>(
  url: string,
  init: RequestInit,
  schema: S,
  fetchImpl: typeof fetch,
  failure: (status: number, detail: string) => NetworkPostError,
): Promise<Infer<S>> {
  let response: Response;
  try {
    response = await fetchImpl(url, init);
  } catch (error) {
    // Not errorText(): importing it into a lazy SMS module makes the bundler move shared code into two more start-up chunks (5 → 7, +0.8 KB).
    throw failure(0, error instanceof Error ? error.message : String(error));
  }
  if (response.status !== 200) {
    const refused = failure(response.status, response.statusText);
    refused.body = await response.json().catch(() => undefined);
    throw refused;
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw failure(response.status, 'the body is not JSON');
  }
  const invalid = schema(json, 'response');
  if (invalid !== null) throw failure(response.status, invalid);
  return json as Infer<S>;
}
