/**
 * The generic POST helper of SPEC §7 ("Generic GET/POST helpers expect status 200 and a JSON body").
 * A network failure, a non-200 status or a body that is not the expected JSON all throw
 * `Newtwork POST error <status>` (SPEC §8, spelling as given; status 0 when no answer arrived), so the
 * caller has one failure to map to a visitor message. The answer is validated with the shared schema.
 */
import type { Infer, Schema } from '../../bridge-protocol/validate';

export const NETWORK_POST_ERROR = 'Newtwork POST error';

/** What a visitor reads when the backend could not be reached (the SPEC §8 text is for developers). */
export const NETWORK_VISITOR_MESSAGE = "We couldn't reach the server. Check your connection and try again.";

export class NetworkPostError extends Error {
  /** The answer's JSON body when a non-200 answer had one (the server's `{state: false, errors}`). */
  body: unknown = undefined;

  constructor(readonly status: number, readonly detail: string) {
    super(`${NETWORK_POST_ERROR} ${status}`);
    this.name = 'NetworkPostError';
  }
}

export function isNetworkPostError(error: unknown): error is NetworkPostError {
  return error instanceof Error && error.message.startsWith(NETWORK_POST_ERROR);
}

export async function postJson<S extends Schema<unknown>>(
  url: string,
  body: unknown,
  schema: S,
  fetchImpl: typeof fetch = fetch,
): Promise<Infer<S>> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    });
  } catch (error) {
    throw new NetworkPostError(0, error instanceof Error ? error.message : String(error));
  }
  if (response.status !== 200) {
    const failure = new NetworkPostError(response.status, response.statusText);
    failure.body = await response.json().catch(() => undefined);
    throw failure;
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new NetworkPostError(response.status, 'the body is not JSON');
  }
  const invalid = schema(json, 'response');
  if (invalid !== null) throw new NetworkPostError(response.status, invalid);
  return json as Infer<S>;
}
