/**
 * The element the messenger SDK turns into its plugin (XFBML). Keyed by its attributes, so a new
 * reference value (setPayload) gives a fresh element that the SDK parses again rather than a stale
 * plugin with the old ref.
 */
import type { HTMLAttributes } from 'react';

export interface PluginSlotProps {
  attributes: Record<string, string>;
  onSlot(element: HTMLElement | null): void;
}

export function PluginSlot({ attributes, onSlot }: PluginSlotProps) {
  // The XFBML attribute names (page_id, messenger_app_id, …) are not React DOM props; React 19 passes
  // unknown lowercase attributes through as strings, which is what the SDK reads.
  const props = attributes as unknown as HTMLAttributes<HTMLDivElement>;
  return <div key={JSON.stringify(attributes)} ref={onSlot} data-messenger-plugin="" {...props} />;
}
