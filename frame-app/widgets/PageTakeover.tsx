/**
 * The full-screen overlay (page takeover, SPEC §2): the whole viewport, with its picture laid out as its
 * placement says (rules/takeoverLayout.ts, issue 49): a split half-picture, a picture in the text column,
 * a cover with a fade at its foot, or SPEC §2's background picture (`backgroundImage.img_big`, else the
 * media image or gif; http(s) URLs only, through the SPEC §5 link rule) under a colour overlay (`overlay
 * {enabled, overlayColor}` at `opacity`, default 50 → 0.5; 0.65 over a video, SPEC §9), and large
 * content. The `brand` skin paints the page in the accent itself, its button in reverse.
 *
 * mediaType video: the YouTube or Vimeo player (a lazy chunk) fills the page beneath the overlay, muted and
 * looped, autoplaying unless the visitor prefers reduced motion (SPEC §9 "autoplay, loop, muted when
 * fullscreen"); an unsupported link leaves the overlay colour over a plain background.
 *
 * Layout: a centred column (headline, description, action) in the free space of the viewport, with the
 * "Powered by" line as the page's footer; the column scrolls as a whole when the viewport is short.
 *
 * A modal dialog like the modal: focus trap, the dialog itself focused on open, Escape, the close button
 * (at the content column's corner) and the "No thanks" link under the call to action close a closable
 * widget (manual close). Motion (rules/motion.ts): the page fades and its content scales, in
 * and out (the frame keeps the iframe shown until the page's fade has ended: the dialog carries
 * `data-exit-motion`); none under reduced motion. Height: `--mc-vh`
 * when the QA stage simulates a viewport, else 100dvh.
 */
import { useId, useRef } from 'react';
import { overlayNextStep } from './nextStepRenderer';
import { CardContent, CloseButton, contentTitle, dialogName, optionalStyle } from '../parts/CardContent';
import { useEscapeKey } from '../parts/useEscapeKey';
import { useIsEditing } from '../parts/editMode';
import { useFocusTrap } from '../parts/useFocusTrap';
import { PoweredBy } from '../parts/PoweredBy';
import type { OverlayProps } from './Modal';
import { widgetColors } from '../rules/widgetColors';
import { surfaceBackground } from '../parts/embedStyles';
import { motionTiming } from '../rules/motion';
import { takeoverSurface } from './takeoverSurface';
import { TakeoverBackdrop, TakeoverPicture } from './TakeoverBackdrop';

/** Where the content sits in the free space: at the foot of a cover, else in the middle. */
const CONTENT_ALIGN = { cover: 'items-end', split: 'items-center', column: 'items-center', background: 'items-center' } as const;

export function PageTakeover({ main, submitted, isSubmitted, isDisplayed, label, messengerUrl, onSubmit, onClose, nextStepDefault }: OverlayProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const colors = widgetColors(main.colors);
  const closable = main.allowHide !== false;
  const hasTitle = contentTitle(main, submitted, isSubmitted) !== '';
  const surface = takeoverSurface(main, submitted, isSubmitted);
  const { layout, skin } = surface;
  const split = layout.kind === 'split' && surface.image !== null ? layout : null;

  // The dialog itself takes focus when it opens (no ring on a control the visitor never went to).
  useFocusTrap(dialogRef, isDisplayed, isSubmitted, useIsEditing() ? 'none' : 'container');
  useEscapeKey(isDisplayed && closable, onClose);

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      data-exit-motion=""
      data-takeover-layout={layout.kind}
      {...dialogName(hasTitle, titleId, label)}
      tabIndex={-1}
      className={`@container relative isolate flex h-[var(--mc-vh,100dvh)] w-full flex-col overflow-hidden font-widget antialiased outline-none ${skin.surface} transition-opacity starting:opacity-0 motion-reduce:transition-none ${isDisplayed ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      style={{ ...motionTiming('takeover'), ...surfaceBackground(colors.background) }}
    >
      <TakeoverBackdrop surface={surface} play={isDisplayed} />
      <div className={`flex min-h-0 flex-1 flex-col ${split?.side === 'right' ? '@3xl:flex-row-reverse' : '@3xl:flex-row'}`}>
        {split !== null && surface.image !== null && <TakeoverPicture src={surface.image} />}
        <div className="flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain">
          {/* The content scales as the whole page fades (rules/motion.ts), in and out. */}
          <div
            data-takeover-content=""
            className={`flex flex-1 justify-center px-6 pb-10 transition-transform starting:scale-95 motion-reduce:transition-none @lg:px-12 @lg:pb-14 ${split !== null ? 'pt-16' : 'pt-20 @lg:pt-24'} ${CONTENT_ALIGN[layout.kind]} ${isDisplayed ? 'scale-100' : 'scale-95'}`}
            style={motionTiming('takeover')}
          >
            <div data-takeover-column="" className={`relative w-full ${split !== null ? 'max-w-[32rem]' : 'max-w-[46rem]'}`}>
              <CardContent
                main={main}
                submitted={submitted}
                isSubmitted={isSubmitted}
                titleId={titleId}
                variant="hero"
                showMedia={layout.kind === 'column'}
                messengerUrl={messengerUrl}
                renderNextStep={overlayNextStep(submitted, messengerUrl, nextStepDefault)}
                onSubmit={onSubmit}
                onClose={onClose}
                onDecline={closable ? onClose : undefined}
                skin={skin}
                footer={false}
              />
              {/* Beside the content, not in the viewport's far corner (issue 29): on a wide screen the
                  corner is hundreds of pixels from what the visitor reads. */}
              {closable && <CloseButton onClose={onClose} skin={skin} colors={colors} large className={`absolute right-0 @lg:-right-4 ${split !== null ? '-top-14' : '-top-16 @lg:-top-14'}`} />}
            </div>
          </div>
          <footer data-takeover-footer="" className="flex shrink-0 justify-center px-6 pb-6 empty:hidden @lg:pb-8">
            <PoweredBy className={skin.description} />
          </footer>
        </div>
      </div>
    </div>
  );
}
