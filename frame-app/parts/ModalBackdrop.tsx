/**
 * The modal layouts' backdrop and their card's motion (the modal and the SMS modal; rules/motion.ts):
 * the backdrop fades while the card fades and scales, in when the widget is displayed (also on the
 * first render, `starting:`, for a modal that opens at once) and out when it closes, while the frame
 * keeps the iframe shown until the card's exit transition ends (the card carries `data-exit-motion`;
 * the backdrop's fade lasts as long). A leaving modal lets clicks through.
 *
 * The fading layer is separate from the configured opacity (`data.main.opacity`, drawn by the inner
 * element), so the fade always runs between 0 and that opacity.
 */
import { motionTiming } from '../rules/motion';
import { overlayOpacity } from './overlayStyle';

export interface ModalBackdropProps {
  isDisplayed: boolean;
  /** `data.main.opacity` (default 50 → 0.5). */
  opacity: unknown;
  /** A click on it closes a closable widget; undefined when it is not closable. */
  onClick: (() => void) | undefined;
}

export function ModalBackdrop({ isDisplayed, opacity, onClick }: ModalBackdropProps) {
  return (
    <div
      aria-hidden="true"
      className={`absolute inset-0 -z-10 transition-opacity starting:opacity-0 motion-reduce:transition-none ${isDisplayed ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      style={motionTiming('modal')}
    >
      {/* Slate, not pure black: a softer scrim at the same configured opacity (issue 29). */}
      <div data-testid="modal-backdrop" onClick={onClick} className="absolute inset-0 bg-slate-950" style={{ opacity: overlayOpacity(opacity) }} />
    </div>
  );
}

/** The card's motion classes; its timing is `motionTiming('modal')`. */
export function modalCardMotion(isDisplayed: boolean): string {
  return `transition-[opacity,translate,scale] starting:translate-y-2 starting:scale-95 starting:opacity-0 motion-reduce:transition-none ${
    isDisplayed ? 'translate-y-0 scale-100 opacity-100' : 'pointer-events-none translate-y-2 scale-95 opacity-0'
  }`;
}
