/**
 * `GET {API}/widget/config?page_id=` → AppConfig, validated; one rejection with a clear message.
 *
 * The request has a deadline (CONFIG_TIMEOUT_MS) covering the answer and its body: a backend that
 * accepts the connection and never answers, or a host page whose own `fetch` never settles, would
 * otherwise leave `MC.status` at `started` for good, with no hook called and no word in the console.
 * Only the widget list is checked here; the page-level fields are checked one by one by the caller
 * (bridge-protocol/pageFields.ts), so one bad field does not cost the whole page.
 */
import { appConfigEnvelopeSchema, type UncheckedAppConfig } from '../bridge-protocol/config';
import { errorText } from '../bridge-protocol/errorText';

/** A configuration request not answered within this long is given up (README "Widget configuration"). */
export const CONFIG_TIMEOUT_MS = 8_000;

/** The configuration and its text as served (configCache.ts stores the text and compares with it). */
export interface LoadedConfig {
  config: UncheckedAppConfig;
  text: string;
}

export function loadConfig(api: string, pageId: string, fetchFn: typeof fetch = fetch, timeoutMs = CONFIG_TIMEOUT_MS): Promise<LoadedConfig> {
  const url = `${api}/widget/config?page_id=${encodeURIComponent(pageId)}`;
  // Ends a request still open; a host `fetch` that ignores the signal is simply left behind.
  const controller = typeof AbortController === 'function' ? new AbortController() : null;
  return new Promise<LoadedConfig>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`no answer from ${url} within ${String(timeoutMs / 1000)} s`));
      controller?.abort();
    }, timeoutMs);
    request(url, fetchFn, controller?.signal).then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

async function request(url: string, fetchFn: typeof fetch, signal: AbortSignal | undefined): Promise<LoadedConfig> {
  let response: Response;
  try {
    response = await fetchFn(url, { credentials: 'omit', signal });
  } catch (error) {
    // SPEC §8 spells it this way; the text is part of the contract.
    throw new Error(`Newtwork GET error (${errorText(error)}) for ${url}`);
  }
  if (response.status !== 200) throw new Error(`Newtwork GET error ${response.status} for ${url}`);
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new Error(`Newtwork GET error (${errorText(error)}) for ${url}`);
  }
  return checkedConfig(text, url);
}

/** The configuration in `text`, kept with its text; throws naming `source` when it is not one. */
export function checkedConfig(text: string, source: string): LoadedConfig {
  const config = parseConfig(text);
  if (typeof config === 'string') throw new Error(`the configuration at ${source} ${config}`);
  return { config, text };
}

/** The configuration in `text`, or what is wrong with it ("is not JSON", "is invalid: …"). */
export function parseConfig(text: string): UncheckedAppConfig | string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'is not JSON';
  }
  const error = appConfigEnvelopeSchema(body, 'config');
  return error ? `is invalid: ${error}` : (body as UncheckedAppConfig);
}
