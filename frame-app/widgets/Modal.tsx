/**
 * The modal pop-up (SPEC §2): a centred card 640 px wide over a backdrop of the configured opacity
 * (`data.main.opacity`, default 50 → black at 0.5). The loader makes the iframe cover the viewport, so
 * the frame draws the backdrop and centres the card itself.
 *
 * A modal dialog: role="dialog" aria-modal="true", named by its heading; focus moves to the dialog
 * itself (no ring) and is trapped in the card, the first Tab reaching the first control; Escape, the close button and a click on the backdrop close a
 * closable widget (allowHide, default true) as a manual close. Taller content scrolls inside the card.
 *
 * Motion (rules/motion.ts): the backdrop fades while the card fades and scales, in when `isDisplayed`
 * turns true or on the first render, out when it turns false (the frame keeps the iframe shown until the
 * card's exit transition ends: it carries `data-exit-motion`). The content stays mounted while hidden,
 * so it can be measured; none under reduced motion.
 *
 * Height: `--mc-vh` when an embedder (the QA stage) simulates a viewport, else 100dvh of the iframe.
 */
import { useId, useRef } from 'react';
import type { WidgetMain, WidgetSubmitted } from '../../bridge-protocol/config';
import { CardContent, CloseButton, contentTitle, dialogName, optionalStyle, overlaySkin } from '../parts/CardContent';
import { CARD_SHADOW } from '../parts/shadows';
import { ModalBackdrop, modalCardMotion } from '../parts/ModalBackdrop';
import { useEscapeKey } from '../parts/useEscapeKey';
import { useIsEditing } from '../parts/editMode';
import { useFocusTrap } from '../parts/useFocusTrap';
import { widgetColors } from '../rules/widgetColors';
import { SURFACE_ALPHA, withAlpha } from '../parts/embedStyles';
import { motionTiming } from '../rules/motion';

export interface OverlayProps {
  main: WidgetMain;
  submitted: WidgetSubmitted;
  isSubmitted: boolean;
  /** The widget is shown: focus handling and keyboard shortcuts are active only then. */
  isDisplayed: boolean;
  /** Accessible name when the heading is empty. */
  label: string;
  /** Chat link for the "Go to Messenger" button; null → the button closes the widget. */
  messengerUrl: string | null;
  onSubmit: () => void;
  /** A manual close (the visitor closed it). */
  onClose: () => void;
}

export function Modal({ main, submitted, isSubmitted, isDisplayed, label, messengerUrl, onSubmit, onClose }: OverlayProps) {
  const titleId = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  const skin = overlaySkin(main);
  const colors = widgetColors(main.colors);
  const closable = main.allowHide !== false;
  const hasTitle = contentTitle(main, submitted, isSubmitted) !== '';

  // The dialog itself takes focus when it opens: Chrome draws :focus-visible on a script's first focus in a
  // frame, so focusing the CTA would ring a control the visitor never went to; the first Tab reaches it.
  useFocusTrap(cardRef, isDisplayed, isSubmitted, useIsEditing() ? 'none' : 'container');
  useEscapeKey(isDisplayed && closable, onClose);

  return (
    <div className="@container relative isolate flex h-[var(--mc-vh,100dvh)] w-full items-center justify-center overflow-hidden p-4 font-sans antialiased">
      <ModalBackdrop isDisplayed={isDisplayed} opacity={main.opacity} onClick={closable ? onClose : undefined} />
      <div
        ref={cardRef}
        role="dialog"
        aria-modal="true"
        data-exit-motion=""
        {...dialogName(hasTitle, titleId, label)}
        tabIndex={-1}
        className={`relative max-h-full w-full max-w-[640px] overflow-y-auto overscroll-contain rounded-2xl px-6 pt-12 pb-8 ${CARD_SHADOW} outline-none @lg:px-12 @lg:pb-10 ${skin.surface} ${skin.ring} ${modalCardMotion(isDisplayed)}`}
        style={{ ...motionTiming('modal'), ...optionalStyle({ backgroundColor: withAlpha(colors.background, SURFACE_ALPHA) }) }}
      >
        <div className="@lg:px-2 @lg:pt-2">
        <CardContent
          main={main}
          submitted={submitted}
          isSubmitted={isSubmitted}
          titleId={titleId}
          variant="card"
          messengerUrl={messengerUrl}
          onSubmit={onSubmit}
          onClose={onClose}
          skin={skin}
          isDisplayed={isDisplayed}
        />
        </div>
        {closable && <CloseButton onClose={onClose} skin={skin} colors={colors} className="absolute top-3 right-3" />}
      </div>
    </div>
  );
}
