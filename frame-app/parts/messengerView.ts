/**
 * What the layouts need to draw their messenger call to action, derived from the widget machine by
 * FrameRoot and handed down through context (like editing mode): the layouts only say where the call
 * to action goes, MessengerAction decides what stands there. Null outside a booted frame (component
 * tests, QA fixtures without a bridge): our own button, as before.
 */
import { createContext, useContext } from 'react';
import type { MessengerMode, MessengerPluginKind } from '../rules/messengerPlugin';

export interface MessengerView {
  mode: MessengerMode;
  plugin: MessengerPluginKind;
  /** The checkbox plugin beside our own button (`buttonType: checkbox`), each in a place of its own. */
  besideCta: boolean;
  /** The m.me link with the reference value; null without a usable page id. */
  chatLink: string | null;
  /**
   * Our link and the plugin's slot share one cell, the link standing in while the plugin loads
   * (rules/messengerPlugin.ts pluginHasStandIn; MessengerAction.tsx).
   */
  standIn: boolean;
  /** XFBML attributes of the plugin slot (rules/pluginAttributes.ts); null without a plugin. */
  pluginAttributes: Record<string, string> | null;
  /** The checkbox plugin's state (SPEC §3 checkbox controller `checked`). */
  checked: boolean;
  /** The button flow is polling for the opt-in. */
  awaitingOptIn: boolean;
  /** Ref callback of the plugin slot (the SDK parses it). */
  onSlot(element: HTMLElement | null): void;
  /** The fallback link was used: the loader opens the chat, the widget runs its fallback submit. */
  onOpenChat(): void;
}

export const MessengerViewContext = createContext<MessengerView | null>(null);

export function useMessengerView(): MessengerView | null {
  return useContext(MessengerViewContext);
}
