/**
 * The room the checkbox plugin beside our own button is given before it draws (issue 26): while Meta's
 * SDK loads our link stands in the button's place and the checkbox's place is kept, transparent, so the
 * widget keeps its height when the plugin draws there (MessengerAction.tsx). The height of one line of
 * our own checkbox row at the plugin's size (ctaButtonSize.ts CHECKBOX_SIZE_CLASSES: 16/20/24 px boxes,
 * sm/base/lg text), our estimate of Meta's row; a plugin drawn taller grows the widget once.
 */
import { ownValue } from '../../bridge-protocol/ownValue';

const RESERVE: Readonly<Record<string, string>> = {
  standard: 'min-h-5',
  large: 'min-h-6',
  xlarge: 'min-h-7',
};

/** Tailwind classes for the checkbox plugin's slot of that XFBML `size`. */
export function checkboxSlotReserve(size: string | undefined): string {
  return (size === undefined ? undefined : ownValue(RESERVE, size)) ?? RESERVE.large!;
}
