/**
 * The host can only report anchors it watches, and watching costs an IntersectionObserver per element,
 * so the frame tells it exactly which ids its triggers need (SPEC §4: "Page-anchor triggers are
 * collected from whenDisplay"; the chat popup has its own popupMessageWhenDisplay).
 */
import type { TriggerLike } from './entranceTrigger';
import { toAnchorId } from './anchorId';

export interface AnchorTriggerSource {
  whenDisplay?: TriggerLike | null | undefined;
  popupMessageWhenDisplay?: TriggerLike | null | undefined;
}

export function anchorsToWatch(main: AnchorTriggerSource | null | undefined): string[] {
  if (!main) return [];
  const ids = new Set<string>();
  for (const trigger of [main.whenDisplay, main.popupMessageWhenDisplay]) {
    if (!trigger || typeof trigger !== 'object' || trigger.type !== 'anchor') continue;
    const id = toAnchorId(trigger.value);
    if (id !== null) ids.add(id);
  }
  return [...ids];
}
