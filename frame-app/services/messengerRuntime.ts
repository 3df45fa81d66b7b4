/**
 * The SDK loader, its adapter and the watcher of what the plugins draw, as one lazy chunk: only frames
 * with a messenger plugin import it, and they wait for the remote SDK anyway, so fetching this chunk
 * first costs the visitor nothing that the frame's initial JS would not (DESIGN budget: SDKs in lazy
 * chunks). Nothing is drawn to watch before the SDK is here, so the watcher waits with it.
 */
import type { PluginRuntime } from './messengerPluginHost';
import { createMessengerPlugins } from './messengerPlugins';
import { loadMessengerSdk, type SdkEnvironment, type SdkSettings } from './messengerSdk';
import { watchSlotSize } from './pluginSizeWatch';

export async function loadPluginRuntime(settings: SdkSettings, env: SdkEnvironment, warn: (message: string) => void): Promise<PluginRuntime> {
  return { plugins: createMessengerPlugins(await loadMessengerSdk(settings, env), warn), watchSize: watchSlotSize };
}
