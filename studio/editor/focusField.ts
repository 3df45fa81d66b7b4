/**
 * Moving focus to the field a problem names: the element with the path's id, else the nearest one up
 * the path (a problem at `data.main.width` lands on the width's number), and inside a group (a radio
 * group, a pair of controls, a date's segments) its first input, the checked radio first.
 */
import { fieldDomId, parentPath } from '../rules/fieldDomId';

// A date or time field's segments are spinbuttons, not inputs; the first one is where typing starts.
const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), ' +
  '[role="spinbutton"]:not([aria-disabled="true"])';

function fieldElement(path: string, root: ParentNode = document): HTMLElement | null {
  for (let at = path; at !== ''; at = parentPath(at)) {
    const element = root.querySelector<HTMLElement>(`[id="${fieldDomId(at)}"]`);
    if (element) return element;
  }
  return null;
}

export function focusField(path: string, root: ParentNode = document): boolean {
  const element = fieldElement(path, root);
  if (element === null) return false;
  const target = element.matches(FOCUSABLE)
    ? element
    : (element.querySelector<HTMLElement>('input[type="radio"]:checked:not([disabled])') ?? element.querySelector<HTMLElement>(FOCUSABLE));
  if (target === null) return false;
  target.focus();
  return true;
}
