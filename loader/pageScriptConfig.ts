/**
 * The per-page script's hand-over (bridge-protocol/pageScript.ts): the configuration text it left for
 * this page, taken once, so that the start needs no configuration request. The text is checked as the
 * answer to that request is (loadConfig.ts), and a bad one is reported the same way.
 */
import { PAGE_CONFIGS_GLOBAL } from '../bridge-protocol/pageScript';
import { hasOwn } from '../bridge-protocol/ownValue';
import { checkedConfig, type LoadedConfig } from './loadConfig';

/** The configuration left for `pageId` (gone from the global: a later start requests its own), or null when none was. */
export function takePageScriptConfig(win: Window, pageId: string): Promise<LoadedConfig> | null {
  const configs = (win as unknown as Record<string, unknown>)[PAGE_CONFIGS_GLOBAL] as Record<string, unknown> | null | undefined;
  // Own entries only: a page id such as "constructor" must not find Object.prototype's.
  if (typeof configs !== 'object' || configs === null || !hasOwn(configs, pageId)) return null;
  const text = configs[pageId];
  delete configs[pageId];
  return typeof text === 'string' ? Promise.resolve(text).then((t) => checkedConfig(t, `window.${PAGE_CONFIGS_GLOBAL}`)) : null;
}
