/**
 * SPEC §2: confirm dialogs with default buttons "Cancel" and "Confirm"; §4: a confirm dialog
 * resolves true on confirm and false on cancel or close; §9: confirm dialog width 525; modal footer
 * reserve 160 with buttons, else 112.
 *
 * Decision where the spec is silent: the footer reserve is the height (px) a modal keeps free below
 * its scrolling body for the footer, so the body's max height is the viewport minus the reserve.
 */

export const CONFIRM_DIALOG_CANCEL_LABEL = 'Cancel';
export const CONFIRM_DIALOG_CONFIRM_LABEL = 'Confirm';
export const CONFIRM_DIALOG_WIDTH_PX = 525;
const MODAL_FOOTER_RESERVE_WITH_BUTTONS_PX = 160;
const MODAL_FOOTER_RESERVE_PX = 112;

/** How a confirm dialog ended: a button, or closed some other way (Escape, click-away, ×). */
export type ConfirmDialogOutcome = 'confirm' | 'cancel' | 'close';

export function confirmDialogResult(outcome: ConfirmDialogOutcome): boolean {
  return outcome === 'confirm';
}

export function modalFooterReserve(hasButtons: boolean): number {
  return hasButtons ? MODAL_FOOTER_RESERVE_WITH_BUTTONS_PX : MODAL_FOOTER_RESERVE_PX;
}

/** The tallest a modal's body may be in a viewport `viewportHeightPx` high. */
export function modalBodyMaxHeight(viewportHeightPx: number, hasButtons: boolean): number {
  return Math.max(0, viewportHeightPx - modalFooterReserve(hasButtons));
}
