/**
 * What a page takeover draws behind its text (widgets/takeoverSurface.ts): under the `background` layout
 * the picture or the video under the colour layer (SPEC §2); under `cover` the picture undimmed with a
 * dark fade rising from the foot, where the text sits (issue 49). The split's half picture is
 * TakeoverPicture, in the flow beside the text.
 */
import { MediaBackground } from '../parts/MediaBackground';
import type { TakeoverSurface } from './takeoverSurface';

// A style, not Tailwind's gradient utilities: those bring their registered properties into every frame's stylesheet.
const COVER_FADE = { backgroundImage: 'linear-gradient(to top, rgb(2 6 23 / 0.95) 30%, rgb(2 6 23 / 0.7) 55%, rgb(2 6 23 / 0))' };

export function TakeoverBackdrop({ surface, play }: { surface: TakeoverSurface; play: boolean }) {
  const { layout, image, video, overlay } = surface;
  if (layout.kind === 'cover') {
    return (
      <>
        <div data-testid="takeover-image" aria-hidden="true" className="absolute inset-0 -z-20 bg-cover bg-center bg-no-repeat" style={{ backgroundImage: `url("${image}")` }} />
        {/* Strong where the text sits (the foot), clear above: white text stays at AA over the fade's lower half. */}
        <div data-testid="takeover-fade" aria-hidden="true" className="absolute inset-0 -z-10" style={COVER_FADE} />
      </>
    );
  }
  if (layout.kind !== 'background') return null;
  return (
    <>
      {image !== null && (
        <div data-testid="takeover-image" aria-hidden="true" className="absolute inset-0 -z-20 bg-cover bg-center bg-no-repeat" style={{ backgroundImage: `url("${image}")` }} />
      )}
      {video !== null && <MediaBackground content={video} overlay={null} className="-z-20" play={play} />}
      {overlay !== null && <div data-testid="takeover-overlay" aria-hidden="true" className="absolute inset-0 -z-10" style={{ backgroundColor: overlay.color, opacity: overlay.opacity }} />}
    </>
  );
}

/** The split layout's half: the picture edge to edge, a band above the text on a narrow page. */
export function TakeoverPicture({ src }: { src: string }) {
  return (
    <div data-testid="takeover-picture" aria-hidden="true" className="relative h-[calc(var(--mc-vh,100dvh)*0.34)] shrink-0 @3xl:h-auto @3xl:w-1/2">
      <img src={src} alt="" decoding="async" className="absolute inset-0 size-full object-cover" />
    </div>
  );
}
