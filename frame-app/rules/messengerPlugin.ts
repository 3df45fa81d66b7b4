/**
 * Which messenger plugin a widget uses, and what its call to action is at a given moment. Pure.
 *
 * SPEC §3 `buttonType` (button or checkbox) picks the plugin of the messenger layouts: the
 * send-to-messenger button, or the messenger checkbox beside our own button. The standalone checkbox
 * widget always uses the checkbox. The customer-chat bubble has no plugin any more (Meta shut it down
 * in May 2024) and the SMS layouts never had one; editing mode never loads the SDK.
 *
 * The call to action (`MessengerMode`):
 * - `plugin`: the SDK's plugin stands where our button would (it reports rendered, clicked, opt_in …);
 * - `standIn`: the plugin is loading: our "Go to Messenger" link stands in its slot, the plugin's slot
 *   under it, until the plugin is seen drawn (issue 26: a messenger widget shows at once);
 * - `link`: SPEC §4's fallback, a "Go to Messenger" link button to m.me with the reference value, when
 *   the plugin never rendered, was hidden, or cannot serve the visitor (EU rules);
 * - `cta`: our own button (editing mode, layouts without a plugin).
 */
import type { RenderReason } from '../../bridge-protocol/clientState';

export type ButtonType = 'button' | 'checkbox';
export type MessengerPluginKind = 'none' | 'send_to_messenger' | 'checkbox';
export type MessengerMode = 'cta' | 'plugin' | 'standIn' | 'link';

/**
 * What a kind's call to action can be (its row's `pluginLayout`, widgets/kinds.ts): a plugin chosen by
 * buttonType (the messenger layouts), always the checkbox (the checkbox widget), or none (the chat
 * bubbles and every SMS or omni layout).
 */
import type { PluginLayout } from '../../bridge-protocol/widgetCatalogue';

export interface PluginMain {
  buttonType?: unknown;
}

/** SPEC §3: a missing buttonType is a button; anything but button or checkbox is null (an error). */
export function buttonTypeOf(main: { buttonType?: unknown }): ButtonType | null {
  const value = main.buttonType ?? 'button';
  return value === 'button' || value === 'checkbox' ? value : null;
}

/** SPEC §4/§8 "Any other buttonType raises an error": the message, or null when the widget is fine. */
export function buttonTypeError(layout: PluginLayout, main: PluginMain): string | null {
  if (layout !== 'buttonType') return null;
  if (buttonTypeOf(main) !== null) return null;
  return `unknown buttonType ${JSON.stringify(main.buttonType)} (expected "button" or "checkbox"); the widget is disabled`;
}

export function messengerPluginFor(layout: PluginLayout, main: PluginMain, editMode: boolean): MessengerPluginKind {
  if (editMode || layout === 'none') return 'none';
  if (layout === 'checkbox') return 'checkbox';
  const type = buttonTypeOf(main);
  if (type === 'checkbox') return 'checkbox';
  return type === 'button' ? 'send_to_messenger' : 'none';
}

/**
 * Whether our link stands in the plugin's slot while the plugin loads, so that the widget shows at once
 * (issue 26): for every plugin. Beside our own button (`buttonType: checkbox`) the link stands in the
 * button's place (our button needs the plugin's tick, which the link does not: it opens the chat with
 * the widget's reference value, as the fallback does) and the checkbox's place is kept for it
 * (parts/MessengerAction.tsx).
 */
export function pluginHasStandIn(plugin: MessengerPluginKind): boolean {
  return plugin !== 'none';
}

export interface MessengerModeFacts {
  plugin: MessengerPluginKind;
  renderReason: RenderReason | null;
  euAffected: boolean;
  pluginHidden: boolean;
  /** The plugin has been neither seen drawn nor given up yet. */
  pluginPending: boolean;
  /** Our link stands in the plugin's slot while it loads (pluginHasStandIn). */
  pluginStandIn: boolean;
  /** A usable m.me link exists (a valid fb page id); without one there is nothing to fall back to. */
  hasChatLink: boolean;
}

export function messengerMode(facts: MessengerModeFacts): MessengerMode {
  if (facts.plugin === 'none') return 'cta';
  const unusable = facts.euAffected || facts.renderReason === 'fallback' || facts.pluginHidden;
  if (!unusable) return facts.pluginPending && facts.pluginStandIn && facts.hasChatLink ? 'standIn' : 'plugin';
  return facts.hasChatLink ? 'link' : 'cta';
}
