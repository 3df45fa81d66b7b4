/**
 * The modal layouts' dialog (the modal and the SMS modal, SPEC §2): a card centred over a
 * backdrop of the configured opacity, 448 px for text and 640 px with media beside it
 * (rules/modalWidth.ts), named by its heading or the fallback label. Focus moves to the
 * dialog itself (Chrome rings a script's first focus in a frame, so focusing a control would ring one
 * the visitor never went to) and stays in the card; Escape, the close button and a click on the
 * backdrop close a closable widget. Taller content scrolls inside the card. What the card holds is
 * the layout's own.
 *
 * Height: `--mc-vh` when an embedder (the QA stage) simulates a viewport, else 100dvh of the iframe.
 * The card keeps 16 px from the frame's edges, or the phone's safe area where the browser gives the frame
 * one (issue 49: the frame covers the whole viewport, notch included, for its backdrop); the field typed
 * in stays in the card's view when the keyboard shrinks the frame (useFocusedFieldInView).
 */
import { MEDIA_BLEED } from './mediaBleed';
import { useRef, type ReactNode } from 'react';
import { useFormHeightHold } from './useFormHeightHold';
import { surfaceBackground } from './embedStyles';
import { CloseButton, dialogName, optionalStyle, type OverlaySkin } from './CardContent';
import { useIsEditing } from './editMode';
import { ModalBackdrop, modalCardMotion } from './ModalBackdrop';
import { CARD_SHADOW } from './shadows';
import { useEscapeKey } from './useEscapeKey';
import { useFocusTrap } from './useFocusTrap';
import { useFocusedFieldInView } from './useFocusedFieldInView';
import { motionTiming } from '../rules/motion';
import type { WidgetColors } from '../rules/widgetColors';
import type { ModalWidth } from '../rules/modalWidth';

export interface ModalDialogProps {
  isDisplayed: boolean;
  isSubmitted: boolean;
  /** `data.main.opacity`: the backdrop's. */
  opacity: unknown;
  /** `allowHide`: Escape, the backdrop and × close it. */
  closable: boolean;
  onClose: () => void;
  /** The heading with `titleId` is on screen: it names the dialog, else `label` does. */
  named: boolean;
  titleId: string;
  label: string;
  skin: OverlaySkin;
  colors: WidgetColors;
  testId?: string;
  /** The card's width (rules/modalWidth.ts): room for media beside the text, or text alone. */
  width: ModalWidth;
  children: ReactNode;
}

// Literal class strings (Tailwind only generates what it finds), the numbers of MODAL_WIDTH_PX (max-w-md: 28rem).
const CARD_WIDTH: Readonly<Record<ModalWidth, string>> = { text: 'max-w-md', media: 'max-w-[640px]' };
// 1rem, or more where the phone's notch, rounded corners or home indicator need it (env() is 0 elsewhere).
const SAFE_PADDING =
  'pt-[max(1rem,env(safe-area-inset-top))] pr-[max(1rem,env(safe-area-inset-right))] pb-[max(1rem,env(safe-area-inset-bottom))] pl-[max(1rem,env(safe-area-inset-left))]';

export function ModalDialog({ isDisplayed, isSubmitted, opacity, closable, onClose, named, titleId, label, skin, colors, testId, width, children }: ModalDialogProps) {
  const cardRef = useRef<HTMLDivElement>(null);
  useFocusTrap(cardRef, isDisplayed, isSubmitted, useIsEditing() ? 'none' : 'container');
  useEscapeKey(isDisplayed && closable, onClose);
  useFocusedFieldInView(isDisplayed);
  // The success keeps the form's card (useFormHeightHold.ts): a centred card that changed height would
  // move its top and bottom both, under the visitor's eyes. Its content is centred in the held height
  // (`safe`: content taller than the viewport scrolls from its top, never cut above it).
  const hold = useFormHeightHold(cardRef, isSubmitted);

  return (
    <div className={`@container relative isolate flex h-[var(--mc-vh,100dvh)] w-full items-center justify-center overflow-hidden font-widget antialiased ${SAFE_PADDING}`}>
      <ModalBackdrop isDisplayed={isDisplayed} opacity={opacity} onClick={closable ? onClose : undefined} />
      <div
        ref={cardRef}
        role="dialog"
        aria-modal="true"
        data-exit-motion=""
        {...dialogName(named, titleId, label)}
        tabIndex={-1}
        data-testid={testId}
        className={`group/card relative flex max-h-full w-full flex-col justify-center-safe ${CARD_WIDTH[width]} overflow-y-auto overscroll-contain rounded-card px-6 pt-12 pb-8 ${MEDIA_BLEED.modal} ${CARD_SHADOW} outline-none @lg:px-12 @lg:pb-10 ${skin.surface} ${skin.ring} ${modalCardMotion(isDisplayed)}`}
        style={{ ...motionTiming('modal'), ...surfaceBackground(colors.background), ...hold }}
      >
        {children}
        {closable && <CloseButton onClose={onClose} skin={skin} colors={colors} className="absolute top-3 right-3" />}
      </div>
    </div>
  );
}
