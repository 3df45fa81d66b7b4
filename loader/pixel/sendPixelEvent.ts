/**
 * `POST {PIXEL}/pixel/logEvent`. Sent as text/plain so the cross-origin request needs no preflight,
 * with `keepalive` so an event fired while the page unloads still leaves. Failures reach the caller.
 */
import type { PixelEvent } from '../../bridge-protocol/api';

export async function sendPixelEvent(pixelApi: string, event: PixelEvent, fetchFn: typeof fetch = fetch): Promise<void> {
  let response: Response;
  try {
    response = await fetchFn(`${pixelApi}/pixel/logEvent`, {
      method: 'POST',
      body: JSON.stringify(event),
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      credentials: 'omit',
      keepalive: true,
    });
  } catch (error) {
    throw new Error(`Newtwork POST error (${error instanceof Error ? error.message : String(error)})`);
  }
  if (response.status !== 200) throw new Error(`Newtwork POST error ${response.status}`);
}
