/**
 * Joins the three things a messenger plugin needs, whichever arrives first: the SDK (loaded once per
 * frame), the slot element React renders for it, and the widget machine that hears its events.
 * - the slot is parsed as soon as both slot and SDK exist, and again when React replaces the slot
 *   (a new reference value after setPayload);
 * - SDK events become `PluginSignal`s when they carry this instance's ref or user_ref (SPEC §4);
 * - after each `rendered`, what the plugin draws in the parsed slot is measured for a short while
 *   (services/pluginSizeWatch.ts), because a retired plugin reports `rendered` and draws nothing; the
 *   watcher arrives with the SDK in its lazy chunk (messengerRuntime.ts), as nothing is drawn before;
 * - a failed SDK load is reported once, so the widget can fall back at once;
 * - the checkbox confirm goes through the SDK with app_id, page_id, ref and user_ref (SPEC §7).
 */
import type { PluginSize } from '../rules/pluginSize';
import { pluginSignal, type PluginIdentity, type PluginSignal } from '../rules/pluginSignal';
import type { MessengerPlugins } from './messengerPlugins';

/** Starts measuring what the plugin draws in `slot`; returns the stop. */
export type WatchPluginSize = (slot: HTMLElement, onSize: (size: PluginSize) => void) => () => void;

/** What the lazy chunk brings: the SDK's plugins and the watcher of what they draw. */
export interface PluginRuntime {
  plugins: MessengerPlugins;
  watchSize: WatchPluginSize;
}

export interface PluginHostOptions {
  load(): Promise<PluginRuntime>;
  identity(): PluginIdentity;
  appId: string;
  pageId: string;
  onSignal(signal: PluginSignal): void;
  /** The plugin's drawn size, measured after it reported `rendered` (first, then on every change). */
  onSize(size: PluginSize): void;
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
  let stopWatching: (() => void) | null = null;
  let disposed = false;

  const parse = (): void => {
    if (plugins === null || slot === null || parsed === slot) return;
    parsed = slot;
    plugins.parse(slot);
  };

  options.load().then(
    ({ plugins: loaded, watchSize }) => {
      if (disposed) return;
      plugins = loaded;
      unsubscribe = loaded.onEvent((raw) => {
        const signal = pluginSignal(raw, options.identity());
        if (signal === null) return;
        options.onSignal(signal);
        // After the signal, so the machine is already waiting for the size when the first one arrives.
        if (signal.kind === 'rendered' && parsed !== null) {
          stopWatching?.();
          stopWatching = watchSize(parsed, options.onSize);
        }
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
      stopWatching?.();
    },
  };
}
