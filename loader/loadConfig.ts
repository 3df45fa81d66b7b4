/** `GET {API}/widget/config?page_id=` → AppConfig, validated; one rejection with a clear message. */
import { appConfigSchema, type AppConfig } from '../bridge-protocol/config';

export async function loadConfig(api: string, pageId: string, fetchFn: typeof fetch = fetch): Promise<AppConfig> {
  const url = `${api}/widget/config?page_id=${encodeURIComponent(pageId)}`;
  let response: Response;
  try {
    response = await fetchFn(url, { credentials: 'omit' });
  } catch (error) {
    // SPEC §8 spells it this way; the text is part of the contract.
    throw new Error(`Newtwork GET error (${error instanceof Error ? error.message : String(error)}) for ${url}`);
  }
  if (response.status !== 200) throw new Error(`Newtwork GET error ${response.status} for ${url}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error(`the configuration at ${url} is not JSON`);
  }
  const error = appConfigSchema(body, 'config');
  if (error) throw new Error(`the configuration at ${url} is invalid: ${error}`);
  return body as AppConfig;
}
