/**
 * SPEC §4 "Entrance triggers": always; scroll depth ≥ value; seconds spent ≥ value; exit intent; anchor reached.
 * Pure: the page state comes from the loader's signals. A malformed trigger never opens a widget and
 * never throws, because one bad configuration must not break the frame.
 */
import type { PageState } from '../../bridge-protocol/messages';
import { ownValue } from '../../bridge-protocol/ownValue';
import { toAnchorId } from './anchorId';
import { parseInteger } from './parseInteger';

export interface TriggerLike {
  type?: unknown;
  value?: unknown;
}

function finiteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

export function isEntranceTriggerMet(trigger: TriggerLike | null | undefined, page: PageState): boolean {
  if (!trigger || typeof trigger !== 'object') return false;
  switch (trigger.type) {
    case 'always':
      return true;
    case 'scroll': {
      const percent = finiteNumber(trigger.value);
      return percent !== null && page.maxScroll >= percent;
    }
    case 'seconds': {
      const seconds = parseInteger(trigger.value);
      return seconds !== null && page.secondsSpent >= seconds;
    }
    case 'exit':
      return page.exitIntent === true;
    case 'anchor': {
      const id = toAnchorId(trigger.value);
      // Own keys only: an anchor named "constructor" must not match Object.prototype.
      return id !== null && ownValue(page.anchors, id) === true;
    }
    default:
      return false;
  }
}
