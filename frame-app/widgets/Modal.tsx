/**
 * The modal pop-up (SPEC §2): a centred card (640 px with media beside the text, 448 px for text alone:
 * rules/modalWidth.ts) over a backdrop of the configured opacity
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
import { MEDIA_BLEED } from '../parts/mediaBleed';
import { useId } from 'react';
import type { WidgetMain, WidgetSubmitted } from '../../bridge-protocol/config';
import { overlayNextStep } from './nextStepRenderer';
import { CardContent, contentTitle, overlaySkin } from '../parts/CardContent';
import { ModalDialog } from '../parts/ModalDialog';
import { widgetColors } from '../rules/widgetColors';
import { modalWidth } from '../rules/modalWidth';
import type { NextStepDefault } from '../rules/nextStep';

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
  /** The success view's next step when the owner chose none (rules/nextStep.ts). */
  nextStepDefault: NextStepDefault;
}

export function Modal({ main, submitted, isSubmitted, isDisplayed, label, messengerUrl, onSubmit, onClose, nextStepDefault }: OverlayProps) {
  const titleId = useId();
  const skin = overlaySkin(main);
  const colors = widgetColors(main.colors);

  return (
    <ModalDialog
      isDisplayed={isDisplayed}
      isSubmitted={isSubmitted}
      opacity={main.opacity}
      closable={main.allowHide !== false}
      onClose={onClose}
      named={contentTitle(main, submitted, isSubmitted) !== ''}
      titleId={titleId}
      label={label}
      skin={skin}
      colors={colors}
      width={modalWidth(main, submitted, isSubmitted)}
    >
      <div className={`@lg:px-2 @lg:pt-2 ${MEDIA_BLEED.modalContent}`}>
        <CardContent
          main={main}
          submitted={submitted}
          isSubmitted={isSubmitted}
          titleId={titleId}
          variant="card"
          messengerUrl={messengerUrl}
          renderNextStep={overlayNextStep(submitted, messengerUrl, nextStepDefault)}
          onSubmit={onSubmit}
          onClose={onClose}
          onDecline={main.allowHide !== false ? onClose : undefined}
          skin={skin}
          isDisplayed={isDisplayed}
        />
      </div>
    </ModalDialog>
  );
}
