/**
 * How pixel requests leave the page. POSTs are text/plain (a CORS-safelisted type: no preflight) and
 * `keepalive`, so one fired just before a navigation still leaves. While the page is hidden (the
 * visitor switched tabs, or the page is being unloaded) a POST goes with `navigator.sendBeacon`, which
 * the browser delivers after the page is gone; it falls back to fetch when the beacon is refused
 * (too large, or no beacon). Failures reach the caller as SPEC §8's "Newtwork POST/GET error <status>"
 * (0 when no answer came); a beacon cannot report its answer, so it only fails when refused.
 */
import { safeStringify } from '../../bridge-protocol/safeJson';
import { errorText } from '../../bridge-protocol/errorText';

export interface PixelTransport {
  post(url: string, body: unknown): Promise<void>;
  get(url: string): Promise<unknown>;
}

export interface TransportWindow {
  fetch: typeof fetch;
  document: { visibilityState: DocumentVisibilityState };
  navigator: { sendBeacon?: (url: string, data?: BodyInit | null) => boolean };
  addEventListener?(type: 'pagehide' | 'pageshow', listener: () => void): void;
}


export function createPixelTransport(win: TransportWindow): PixelTransport {
  // Chromium keeps a navigating page "visible" through pagehide: being unloaded counts as hidden too.
  let leaving = false;
  win.addEventListener?.('pagehide', () => (leaving = true));
  win.addEventListener?.('pageshow', () => (leaving = false));
  return {
    async post(url, body) {
      // Host pages may patch Array.prototype.toJSON (Prototype.js): serialise without it.
      const text = safeStringify(body);
      if ((leaving || win.document.visibilityState === 'hidden') && typeof win.navigator.sendBeacon === 'function') {
        const queued = win.navigator.sendBeacon(url, new Blob([text], { type: 'text/plain;charset=UTF-8' }));
        if (queued) return;
      }
      let response: Response;
      try {
        response = await win.fetch(url, {
          method: 'POST',
          body: text,
          headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
          credentials: 'omit',
          keepalive: true,
        });
      } catch (error) {
        throw new Error(`Newtwork POST error 0 (${errorText(error)})`);
      }
      // Read to its end: an answer left unread keeps its request open in the browser's network log, and
      // Lighthouse then waits for a network quiet that never comes ("The page loaded too slowly").
      await response.text().catch(() => '');
      if (response.status !== 200) throw new Error(`Newtwork POST error ${String(response.status)}`);
    },
    async get(url) {
      let response: Response;
      try {
        response = await win.fetch(url, { method: 'GET', credentials: 'omit', headers: { Accept: 'application/json' } });
      } catch (error) {
        throw new Error(`Newtwork GET error 0 (${errorText(error)})`);
      }
      if (response.status !== 200) throw new Error(`Newtwork GET error ${String(response.status)}`);
      try {
        return (await response.json()) as unknown;
      } catch {
        throw new Error(`Newtwork GET error ${String(response.status)} (the body is not JSON)`);
      }
    },
  };
}
