/**
 * The slide-in (SPEC §2): a card in a corner or at the middle of an edge (lt lm lb rt rm rb). The loader
 * places an iframe of the size this content reports at that spot, so the content has an intrinsic width:
 * a 360 px card plus a 16 px margin on every side (room for its shadow), capped by the host viewport's
 * width (`viewportWidth`, from the host; inside a hidden iframe 100vw is 0 and cannot be used).
 *
 * Non-modal: role="dialog" aria-modal="false", no focus trap, and it never moves focus when it opens by
 * itself. Escape (while focus is in the frame) and the close button close a closable widget.
 * Entrance: slides in from its side when shown; no transition under prefers-reduced-motion.
 */
import { useId } from 'react';
import { CardContent, CloseButton, contentTitle, dialogName, optionalStyle, overlaySkin } from '../parts/CardContent';
import { useEscapeKey } from '../parts/useEscapeKey';
import type { OverlayProps } from './Modal';
import { widgetColors } from '../rules/widgetColors';
import { backgroundAlpha, withAlpha } from '../parts/embedStyles';

export const SLIDE_IN_CARD_WIDTH = 360;
export const SLIDE_IN_MARGIN = 16;

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

export function SlideIn({ main, submitted, isSubmitted, isDisplayed, label, messengerUrl, onSubmit, onClose, viewportWidth }: SlideInProps) {
  const titleId = useId();
  const skin = overlaySkin(main);
  const colors = widgetColors(main.colors);
  const closable = main.allowHide !== false;
  const hasTitle = contentTitle(main, submitted, isSubmitted) !== '';
  const fromLeft = typeof main.slideInPlacement === 'string' && main.slideInPlacement.startsWith('l');

  useEscapeKey(isDisplayed && closable, onClose);

  const hidden = fromLeft ? '-translate-x-6 opacity-0' : 'translate-x-6 opacity-0';
  return (
    <div data-intrinsic-width="" className="@container font-sans antialiased" style={{ width: slideInWidth(viewportWidth), padding: SLIDE_IN_MARGIN }}>
      <div
        role="dialog"
        aria-modal="false"
        {...dialogName(hasTitle, titleId, label)}
        className={`relative w-full rounded-2xl px-6 pt-11 pb-6 shadow-xl ${skin.surface} ${skin.ring} transition duration-300 ease-out motion-reduce:transition-none ${isDisplayed ? 'translate-x-0 opacity-100' : hidden}`}
        style={optionalStyle({ backgroundColor: withAlpha(colors.background, backgroundAlpha('slide_in')) })}
      >
        <div className="pt-1">
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
        {closable && <CloseButton onClose={onClose} skin={skin} colors={colors} className="absolute top-2 right-2" />}
      </div>
    </div>
  );
}
