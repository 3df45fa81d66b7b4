/**
 * The SDK loader and adapter together, as one lazy chunk: only frames with a messenger plugin import
 * it, and they wait for the remote SDK anyway, so fetching this chunk first costs the visitor nothing
 * that the frame's initial JS would not (DESIGN budget: SDKs in lazy chunks).
 */
import { createMessengerPlugins, type MessengerPlugins } from './messengerPlugins';
import { loadMessengerSdk, type SdkEnvironment, type SdkSettings } from './messengerSdk';

export async function loadMessengerPlugins(settings: SdkSettings, env: SdkEnvironment, warn: (message: string) => void): Promise<MessengerPlugins> {
  return createMessengerPlugins(await loadMessengerSdk(settings, env), warn);
}
