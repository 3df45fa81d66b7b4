/**
 * Joins the three things a messenger plugin needs, whichever arrives first: the SDK (loaded once per
 * frame), the slot element React renders for it, and the widget machine that hears its events.
 * - the slot is parsed as soon as both slot and SDK exist, and again when React replaces the slot
 *   (a new reference value after setPayload);
 * - SDK events become `PluginSignal`s when they carry this instance's ref or user_ref (SPEC §4);
 * - the checkbox confirm goes through the SDK with app_id, page_id, ref and user_ref (SPEC §7).
 */
import { pluginSignal, type PluginIdentity, type PluginSignal } from '../rules/pluginSignal';
import type { MessengerPlugins } from './messengerPlugins';

export interface PluginHostOptions {
  load(): Promise<MessengerPlugins>;
  identity(): PluginIdentity;
  appId: string;
  pageId: string;
  onSignal(signal: PluginSignal): void;
  onReady(): void;
  onLoadFailed(error: unknown): void;
}

export interface PluginHost {
  /** React's ref callback for the plugin slot. */
  attach(element: HTMLElement | null): void;
  confirm(input: PluginIdentity): Promise<void>;
  dispose(): void;
}

export function createPluginHost(options: PluginHostOptions): PluginHost {
  let plugins: MessengerPlugins | null = null;
  let slot: HTMLElement | null = null;
  let parsed: HTMLElement | null = null;
  let unsubscribe: (() => void) | null = null;
  let disposed = false;

  const parse = (): void => {
    if (plugins === null || slot === null || parsed === slot) return;
    parsed = slot;
    plugins.parse(slot);
  };

  options.load().then(
    (loaded) => {
      if (disposed) return;
      plugins = loaded;
      unsubscribe = loaded.onEvent((raw) => {
        const signal = pluginSignal(raw, options.identity());
        if (signal !== null) options.onSignal(signal);
      });
      options.onReady();
      parse();
    },
    (error: unknown) => {
      if (!disposed) options.onLoadFailed(error);
    },
  );

  return {
    attach(element) {
      slot = element;
      parse();
    },
    confirm({ ref, userRef }) {
      if (plugins === null) return Promise.reject(new Error('the messenger SDK is not loaded'));
      plugins.confirmCheckbox({ app_id: options.appId, page_id: options.pageId, ref, user_ref: userRef });
      return Promise.resolve();
    },
    dispose() {
      disposed = true;
      unsubscribe?.();
    },
  };
}
