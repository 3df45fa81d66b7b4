/**
 * How wide the modal's card is (issue 29). SPEC §2/§9 give the modal 640 px, which is the room a picture
 * beside the text needs; text alone in 640 px ran to three short lines with wide empty margins. So the
 * card is as wide as its content wants: 640 px with media at the left or right (of the main or, after
 * submit, the success media), 448 px otherwise (text, a picture above or below it, a background, the
 * SMS form). Never wider than the viewport: the dialog's padding keeps it inside (ModalDialog.tsx).
 */
import type { WidgetMain, WidgetSubmitted } from '../../bridge-protocol/config';
import { isSidePlacement } from './mediaPlacement';
import { widgetMedia } from './widgetMedia';

export type ModalWidth = 'text' | 'media';

/** The card's width in CSS px, by ModalWidth: the one place the two numbers are written. */
export const MODAL_WIDTH_PX: Readonly<Record<ModalWidth, number>> = { text: 448, media: 640 };

export function modalWidth(main: WidgetMain, submitted: WidgetSubmitted, isSubmitted: boolean): ModalWidth {
  const { media } = widgetMedia(main, submitted, isSubmitted);
  return media !== null && media.template === 'simple' && isSidePlacement(media.placement) ? 'media' : 'text';
}
