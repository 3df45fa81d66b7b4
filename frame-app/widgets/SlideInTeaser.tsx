/**
 * The slide-in's teaser on a phone (issue 49): a pill with the offer, at the slide-in's corner, that
 * opens the form when tapped, and a × beside it on a closable widget. It covers a strip of the screen,
 * not two thirds of it. The pill is a button named by the offer (its headline; the widget's name when
 * it has none), so a screen reader says what opens; it says it opens a dialog. The frame reports the
 * pill's own size (`max-content`, and the root follows it while shown: `data-content-width`, styles.css),
 * so the iframe is no larger than what is drawn, and grows to the sheet's width when the pill opens.
 */
import { CLOSE_MARK } from '../../bridge-protocol/paintedDocument';
import { CloseIcon } from '../parts/Icons';
import { optionalStyle } from '../parts/CardContent';
import { FOCUS_RING, MOTION } from '../parts/embedStyles';
import { CARD_SHADOW } from '../parts/shadows';
import { motionTiming } from '../rules/motion';
import type { WidgetColors } from '../rules/widgetColors';

export interface SlideInTeaserProps {
  /** The offer: the headline, else the widget's accessible name. */
  offer: string;
  colors: WidgetColors;
  closable: boolean;
  isDisplayed: boolean;
  fromLeft: boolean;
  /** The host viewport's width: the pill never gets wider than it. */
  viewportWidth: number;
  onExpand: () => void;
  onClose: () => void;
}

const MARGIN = 16;

export function SlideInTeaser({ offer, colors, closable, isDisplayed, fromLeft, viewportWidth, onExpand, onClose }: SlideInTeaserProps) {
  // Literal class names (Tailwind reads them from the source): the side the pill comes from and goes to.
  const hidden = fromLeft ? 'pointer-events-none -translate-x-6 opacity-0' : 'pointer-events-none translate-x-6 opacity-0';
  const starting = fromLeft ? 'starting:-translate-x-6 starting:opacity-0' : 'starting:translate-x-6 starting:opacity-0';
  const colorStyle = optionalStyle({ backgroundColor: colors.buttonBackground, color: colors.buttonText });
  return (
    <div data-content-width="" data-teaser="" className="font-widget antialiased" style={{ width: 'max-content', maxWidth: Math.max(0, Math.floor(viewportWidth)), padding: MARGIN }}>
      <div
        data-exit-motion=""
        className={`flex max-w-full items-center rounded-full bg-accent text-on-accent ${CARD_SHADOW} transition-[opacity,translate] ${starting} motion-reduce:transition-none ${isDisplayed ? 'translate-x-0 opacity-100' : hidden}`}
        style={{ ...motionTiming('slide_in'), ...colorStyle }}
      >
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={onExpand}
          className={`min-h-11 min-w-0 cursor-pointer truncate rounded-full py-2.5 ${closable ? 'pr-2 pl-5' : 'px-5'} text-left text-base leading-6 font-semibold ${FOCUS_RING}`}
        >
          {offer}
        </button>
        {closable && (
          <button
            type="button"
            aria-label="Close"
            {...CLOSE_MARK}
            onClick={onClose}
            className={`mr-1 inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full hover:bg-white/15 ${FOCUS_RING} ${MOTION}`}
          >
            <CloseIcon className="size-5" />
          </button>
        )}
      </div>
    </div>
  );
}
