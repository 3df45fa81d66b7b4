/**
 * The slide-in (SPEC §2): a card in a corner or at the middle of an edge (lt lm lb rt rm rb). The loader
 * places an iframe of the size this content reports at that spot, so the content has an intrinsic width:
 * a 360 px card plus a 16 px margin on every side, capped by the host viewport's width (`viewportWidth`,
 * from the host; inside a hidden iframe 100vw is 0 and cannot be used). The margin is the card's visual
 * inset from the viewport's edges and the room for its shadow (parts/shadows.ts CARD_SHADOW fits it)
 * and for the focus rings of the controls at its edge.
 *
 * Non-modal: role="dialog" aria-modal="false", no focus trap, and it never moves focus when it opens by
 * itself. Escape (while focus is in the frame) and the close button close a closable widget.
 * Motion (rules/motion.ts): slides in from its side and fades, when shown and on the first render
 * (`starting:`); slides back out the same way when closed, while the frame keeps the iframe shown until
 * that transition ends (the dialog carries `data-exit-motion`). None under prefers-reduced-motion.
 */
import { useId, useRef } from 'react';
import { useFormHeightHold } from '../parts/useFormHeightHold';
import { overlayNextStep } from './nextStepRenderer';
import { CardContent, CloseButton, contentTitle, dialogName, optionalStyle, overlaySkin } from '../parts/CardContent';
import { useEscapeKey } from '../parts/useEscapeKey';
import type { OverlayProps } from './Modal';
import { widgetColors } from '../rules/widgetColors';
import { surfaceBackground } from '../parts/embedStyles';
import { CARD_SHADOW } from '../parts/shadows';
import { motionTiming } from '../rules/motion';

const SLIDE_IN_CARD_WIDTH = 360;
const SLIDE_IN_MARGIN = 16;

/** The width of the content root: card + margins, never wider than the host viewport. */
export function slideInWidth(viewportWidth: number | undefined): number {
  const full = SLIDE_IN_CARD_WIDTH + 2 * SLIDE_IN_MARGIN;
  if (viewportWidth === undefined || !Number.isFinite(viewportWidth) || viewportWidth <= 0) return full;
  return Math.max(0, Math.min(full, Math.floor(viewportWidth)));
}

export interface SlideInProps extends OverlayProps {
  /** The host viewport's width in CSS px. */
  viewportWidth?: number;
}

export function SlideIn({ main, submitted, isSubmitted, isDisplayed, label, messengerUrl, onSubmit, onClose, nextStepDefault, viewportWidth }: SlideInProps) {
  const titleId = useId();
  const skin = overlaySkin(main);
  const colors = widgetColors(main.colors);
  const closable = main.allowHide !== false;
  const hasTitle = contentTitle(main, submitted, isSubmitted) !== '';
  const fromLeft = typeof main.slideInPlacement === 'string' && main.slideInPlacement.startsWith('l');

  useEscapeKey(isDisplayed && closable, onClose);
  // The success keeps the form's card (useFormHeightHold.ts): the iframe is sized to it, and a card
  // anchored to a bottom corner that changed height would move its top (and its ×) under the pointer.
  const cardRef = useRef<HTMLDivElement>(null);
  const hold = useFormHeightHold(cardRef, isSubmitted);

  // Literal class names (Tailwind reads them from the source): the side the card comes from and goes to.
  const hidden = fromLeft ? 'pointer-events-none -translate-x-6 opacity-0' : 'pointer-events-none translate-x-6 opacity-0';
  const starting = fromLeft ? 'starting:-translate-x-6 starting:opacity-0' : 'starting:translate-x-6 starting:opacity-0';
  return (
    <div data-intrinsic-width="" className="@container font-widget antialiased" style={{ width: slideInWidth(viewportWidth), padding: SLIDE_IN_MARGIN }}>
      <div
        ref={cardRef}
        role="dialog"
        aria-modal="false"
        data-exit-motion=""
        {...dialogName(hasTitle, titleId, label)}
        className={`relative flex w-full flex-col justify-center rounded-card px-6 pt-11 pb-6 ${CARD_SHADOW} ${skin.surface} ${skin.ring} transition-[opacity,translate,scale] ${starting} motion-reduce:transition-none ${isDisplayed ? 'translate-x-0 opacity-100' : hidden}`}
        style={{ ...motionTiming('slide_in'), ...surfaceBackground(colors.background), ...hold }}
      >
        <div className="pt-1">
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
          skin={skin}
          isDisplayed={isDisplayed}
        />
        </div>
        {closable && <CloseButton onClose={onClose} skin={skin} colors={colors} className="absolute top-2 right-2" />}
      </div>
    </div>
  );
}
