/**
 * What a visitor reads when a backend call failed without an answer meant for them (the SPEC §8
 * "Newtwork POST error <status>" text is for developers and goes to the console). SPEC gives no
 * visitor text, so these are ours. Nothing answered (status 0: offline, blocked, refused) is a
 * connection problem; an answer that is not one (a 5xx, another non-200, a body that is not the
 * expected JSON) is the server's fault, and the visitor should simply try again.
 */
export const NETWORK_VISITOR_MESSAGE = "We couldn't reach the server. Check your connection and try again.";
export const SERVER_ERROR_VISITOR_MESSAGE = 'Our server had a problem, so you are not subscribed yet. Please try again.';

/**
 * The message for a failed call. `failure` is what the call threw: backendClient's NetworkPostError
 * carries the status (0 when nothing answered); anything without a numeric status counts as no answer.
 */
export function networkVisitorMessage(failure: unknown): string {
  const status = typeof failure === 'object' && failure !== null ? (failure as { status?: unknown }).status : undefined;
  return typeof status === 'number' && status > 0 ? SERVER_ERROR_VISITOR_MESSAGE : NETWORK_VISITOR_MESSAGE;
}
