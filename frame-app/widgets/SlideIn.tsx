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
 *
 * On a phone (under 640 px, issue 49) it starts as a teaser pill (SlideInTeaser.tsx, the state in
 * machines/slideInTeaserMachine.ts) and opens as a bottom sheet: the viewport's width, its top corners
 * rounded, without its picture, no taller than the viewport (it scrolls inside when the keyboard leaves
 * less), focus moved into it as it opens from the pill.
 */
import { MEDIA_BLEED } from '../parts/mediaBleed';
import { useEffect, useId, useRef } from 'react';
import { useFormHeightHold } from '../parts/useFormHeightHold';
import { overlayNextStep } from './nextStepRenderer';
import { CardContent, CloseButton, contentTitle, dialogName, optionalStyle, overlaySkin } from '../parts/CardContent';
import { useEscapeKey } from '../parts/useEscapeKey';
import type { OverlayProps } from './Modal';
import { widgetColors } from '../rules/widgetColors';
import { surfaceBackground } from '../parts/embedStyles';
import { CARD_SHADOW } from '../parts/shadows';
import { motionTiming } from '../rules/motion';
import { isPhoneWidth, sheetMaxHeight } from '../rules/phoneLayout';
import { SlideInTeaser } from './SlideInTeaser';
import { useSlideInTeaser } from './useSlideInTeaser';
import { useFocusedFieldInView } from '../parts/useFocusedFieldInView';
import { useIsEditing } from '../parts/editMode';

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
  /** The host viewport's height in CSS px (the phone sheet's cap); unknown on the server. */
  viewportHeight?: number;
}

// The phone sheet: the viewport's width, only its top corners round, no picture (its media spots hidden).
const SHEET_CLASS = 'rounded-b-none [&_[data-media-placement]]:hidden overflow-y-auto overscroll-contain';
const SHEET_ROOT = { paddingLeft: 0, paddingRight: 0, paddingBottom: 0 };
// The frame's root takes the content's width while hidden (styles.css); the pill and the sheet change
// it while shown (the pill opens into the sheet), so the root follows them while shown too.
const INTRINSIC = { 'data-intrinsic-width': '' };
const FOLLOWS_CONTENT = { 'data-content-width': '' };

/** Focus into the sheet when the visitor opened it from the pill: the pill, where focus was, is gone. */
function useFocusOnExpand(isTeaser: boolean) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const wasTeaser = useRef(isTeaser);
  useEffect(() => {
    if (wasTeaser.current && !isTeaser) dialogRef.current?.focus();
    wasTeaser.current = isTeaser;
  }, [isTeaser]);
  return dialogRef;
}

export function SlideIn({ main, submitted, isSubmitted, isDisplayed, label, messengerUrl, onSubmit, onClose, nextStepDefault, viewportWidth, viewportHeight }: SlideInProps) {
  const titleId = useId();
  const skin = overlaySkin(main);
  const colors = widgetColors(main.colors);
  const closable = main.allowHide !== false;
  const title = contentTitle(main, submitted, isSubmitted);
  const hasTitle = title !== '';
  const fromLeft = typeof main.slideInPlacement === 'string' && main.slideInPlacement.startsWith('l');
  // The studio's editing mode edits the card's texts, on a phone stage too: it opens as the form.
  const editing = useIsEditing();
  const { isTeaser, expand } = useSlideInTeaser(viewportWidth, isSubmitted || editing);
  const dialogRef = useFocusOnExpand(isTeaser);
  const sheet = isPhoneWidth(viewportWidth ?? 0);
  useFocusedFieldInView(isDisplayed && !isTeaser);

  useEscapeKey(isDisplayed && closable, onClose);
  // The success keeps the form's card (useFormHeightHold.ts): the iframe is sized to it, and a card
  // anchored to a bottom corner that changed height would move its top (and its ×) under the pointer.
  const hold = useFormHeightHold(dialogRef, isSubmitted);
  if (isTeaser && !isSubmitted) {
    return <SlideInTeaser offer={title || label} colors={colors} closable={closable} isDisplayed={isDisplayed} fromLeft={fromLeft} viewportWidth={viewportWidth ?? 0} onExpand={expand} onClose={onClose} />;
  }

  // Literal class names (Tailwind reads them from the source): the side the card comes from and goes to.
  const hidden = fromLeft ? 'pointer-events-none -translate-x-6 opacity-0' : 'pointer-events-none translate-x-6 opacity-0';
  const starting = fromLeft ? 'starting:-translate-x-6 starting:opacity-0' : 'starting:translate-x-6 starting:opacity-0';
  return (
    <div {...(sheet ? FOLLOWS_CONTENT : INTRINSIC)} className="@container font-widget antialiased" style={{ width: sheet ? Math.floor(viewportWidth ?? 0) : slideInWidth(viewportWidth), padding: SLIDE_IN_MARGIN, ...(sheet ? SHEET_ROOT : {}) }}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="false"
        data-exit-motion=""
        tabIndex={-1}
        {...dialogName(hasTitle, titleId, label)}
        // The card clips a picture bleeding to its edge (MediaRow.tsx); the sheet, which has none, scrolls.
        className={`group/card relative flex w-full flex-col justify-center rounded-card px-6 pt-11 pb-6 outline-none ${sheet ? SHEET_CLASS : `overflow-hidden ${MEDIA_BLEED.slideIn}`} ${CARD_SHADOW} ${skin.surface} ${skin.ring} transition-[opacity,translate,scale] ${starting} motion-reduce:transition-none ${isDisplayed ? 'translate-x-0 opacity-100' : hidden}`}
        style={{ ...motionTiming('slide_in'), maxHeight: sheet ? sheetMaxHeight(viewportHeight ?? 0) : undefined, ...surfaceBackground(colors.background), ...hold }}
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
