/**
 * The XFBML markup attributes of the two messenger plugins (the SDK reads them when it parses the
 * slot). Pure. SPEC §3/§9: sizes standard, large, xlarge (our s, m, l map onto them), skin light or
 * dark, the checkbox prechecked unless configured otherwise, size large by default.
 */
import { ownValue } from '../../bridge-protocol/ownValue';
import type { MessengerPluginKind } from './messengerPlugin';

export interface PluginAttributeInput {
  plugin: Exclude<MessengerPluginKind, 'none'>;
  appId: string;
  pageId: string;
  ref: string;
  userRef: string;
  /** The frame's own origin: the checkbox plugin must be told where it runs. */
  origin: string;
  main: { buttonSize?: unknown; skin?: unknown; prechecked?: unknown; buttonBackground?: unknown; pluginAlign?: unknown };
}

const SIZES: Readonly<Record<string, 'standard' | 'large' | 'xlarge'>> = {
  s: 'standard',
  m: 'large',
  l: 'xlarge',
  standard: 'standard',
  large: 'large',
  xlarge: 'xlarge',
};

export function pluginSize(value: unknown): 'standard' | 'large' | 'xlarge' {
  // Own keys only: a buttonSize of "constructor" is not a size.
  return typeof value === 'string' ? (ownValue(SIZES, value) ?? 'large') : 'large';
}

export function pluginAttributes(input: PluginAttributeInput): Record<string, string> {
  const common = { messenger_app_id: input.appId, page_id: input.pageId, size: pluginSize(input.main.buttonSize) };
  if (input.plugin === 'send_to_messenger') {
    return {
      className: 'fb-send-to-messenger',
      ...common,
      'data-ref': input.ref,
      color: input.main.buttonBackground === 'white' ? 'white' : 'blue',
      enforce_login: 'false',
      cta_text: 'SEND_TO_MESSENGER',
    };
  }
  return {
    className: 'fb-messenger-checkbox',
    ...common,
    origin: input.origin,
    // No `ref` here: the checkbox plugin takes its ref at confirm time (SPEC §7), and `ref` is React's.
    user_ref: input.userRef,
    prechecked: input.main.prechecked === false ? 'false' : 'true',
    allow_login: 'true',
    skin: input.main.skin === 'dark' ? 'dark' : 'light',
    center_align: input.main.pluginAlign === 'center' ? 'true' : 'false',
  };
}
