/**
 * The room the checkbox plugin beside our own button is given before it draws (issue 26): the link
 * stands in for the two while Meta's SDK loads, and the cell must already be as tall as the button with
 * the checkbox under it, so the widget keeps its height when they take over. The height of one line of
 * our own checkbox row at the plugin's size (ctaButtonSize.ts CHECKBOX_SIZE_CLASSES: 16/20/24 px boxes,
 * sm/base/lg text), our estimate of Meta's row; a plugin drawn taller grows the widget once.
 */
const RESERVE: Readonly<Record<string, string>> = {
  standard: 'min-h-5',
  large: 'min-h-6',
  xlarge: 'min-h-7',
};

/** Tailwind classes for the checkbox plugin's slot of that XFBML `size`. */
export function checkboxSlotReserve(size: string | undefined): string {
  return (size !== undefined && Object.hasOwn(RESERVE, size) ? RESERVE[size] : undefined) ?? RESERVE.large!;
}
