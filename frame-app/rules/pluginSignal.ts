/**
 * SPEC §4 "Rendering of messenger plugin": the SDK reports every plugin on the page through two event
 * streams (`send_to_messenger`, `messenger_checkbox`). An event belongs to this widget when it carries
 * this widget's reference value (`ref`) or its checkbox `user_ref`; anything else is another plugin's.
 *
 * SPEC §8: the event names `timeout` and `eu_account_affected` are special outcomes: the plugin gave
 * up, or the visitor's account cannot use it (EU rules). Pure.
 */
export type PluginSignal =
  | { kind: 'rendered' }
  | { kind: 'hidden' }
  | { kind: 'checkbox'; checked: boolean }
  | { kind: 'opt_in' }
  | { kind: 'clicked' }
  | { kind: 'not_you' }
  | { kind: 'timeout' }
  | { kind: 'eu_account_affected' };

export interface PluginIdentity {
  ref: string;
  userRef: string;
}

const SIMPLE_KINDS = new Set(['rendered', 'hidden', 'opt_in', 'clicked', 'not_you', 'timeout', 'eu_account_affected']);

export function pluginSignal(raw: unknown, mine: PluginIdentity): PluginSignal | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const event = raw as Record<string, unknown>;
  const ours = (typeof event.ref === 'string' && event.ref === mine.ref) || (typeof event.user_ref === 'string' && event.user_ref === mine.userRef);
  if (!ours || typeof event.event !== 'string') return null;
  if (event.event === 'checkbox') {
    if (event.state === 'checked') return { kind: 'checkbox', checked: true };
    if (event.state === 'unchecked') return { kind: 'checkbox', checked: false };
    return null;
  }
  return SIMPLE_KINDS.has(event.event) ? ({ kind: event.event } as PluginSignal) : null;
}
