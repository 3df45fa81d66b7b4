/**
 * An inline video as a lite embed: the poster with a play button, and the player (a lazy chunk, and a
 * third-party page of a megabyte or more) only once the visitor presses play. Every page view that
 * does not play the video saves both.
 *
 * The play button is a real <button> named "Play video: YouTube" (or Vimeo), reachable and operable from
 * the keyboard, with a focus ring for keyboard focus only. While the player starts, the button stays
 * (focused, showing a spinner) over the poster; the player appears when it has said it runs and takes
 * focus (VideoPlayer.tsx). If it has not after PLAYER_WAIT_MS (blocked by an extension, offline), a
 * short note with a link to the video's own page replaces the button: never a broken-page icon.
 */
import { Suspense, useEffect, useRef, useState } from 'react';
import type { VideoSource } from '../rules/videoSource';
import { videoWatchUrl } from '../rules/videoEmbedUrl';
import { videoPosterUrl, videoServiceName } from '../rules/videoPoster';
import { FOCUS_RING } from './embedStyles';
import { LazyVideoPlayer } from './lazyVideoPlayer';
import { Spinner } from './Spinner';
import { VideoPoster } from './VideoPoster';

/** How long a pressed player may take to answer before the visitor is offered the video's own page. */
const PLAYER_WAIT_MS = 12_000;

type LiteState = 'poster' | 'starting' | 'shown' | 'failed';

export interface LiteVideoProps {
  video: VideoSource;
  /** The operator's picture for the video, if any. */
  image: string | null;
  className?: string;
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" className="ml-0.5 size-6" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M8 5.6v12.8a1 1 0 0 0 1.52.85l10.2-6.4a1 1 0 0 0 0-1.7L9.52 4.75A1 1 0 0 0 8 5.6Z" />
    </svg>
  );
}

export function LiteVideo({ video, image, className = '' }: LiteVideoProps) {
  const [state, setState] = useState<LiteState>('poster');
  const linkRef = useRef<HTMLAnchorElement>(null);
  const name = videoServiceName(video);

  useEffect(() => {
    if (state !== 'starting') return;
    const timer = setTimeout(() => setState('failed'), PLAYER_WAIT_MS);
    return () => clearTimeout(timer);
  }, [state]);

  // The button the visitor pressed is gone: focus goes to the way out rather than to <body>.
  useEffect(() => {
    if (state !== 'failed') return;
    const doc = linkRef.current?.ownerDocument;
    if (doc && (doc.activeElement === null || doc.activeElement === doc.body)) linkRef.current?.focus();
  }, [state]);

  const play = (): void => {
    if (state === 'poster') setState('starting');
  };
  const starting = state === 'starting';

  return (
    <div data-testid="media-video" data-video-state={state} className={`relative isolate overflow-hidden ${className}`}>
      <VideoPoster src={videoPosterUrl(video, image)} />
      {(state === 'poster' || starting) && (
        <button
          type="button"
          onClick={play}
          aria-label={starting ? `Loading video: ${name}` : `Play video: ${name}`}
          aria-disabled={starting ? true : undefined}
          data-testid="video-play"
          className={`group absolute inset-0 flex cursor-pointer items-center justify-center rounded-[inherit] bg-[linear-gradient(to_top,rgb(0_0_0/0.45),rgb(0_0_0/0.05)_50%,transparent)] focus-visible:outline-offset-[-3px] ${FOCUS_RING}`}
        >
          <span className="flex size-14 items-center justify-center rounded-full bg-white/95 text-slate-900 shadow-lg ring-1 ring-black/5 transition-transform duration-150 group-hover:scale-105 motion-reduce:transition-none">
            {starting ? <Spinner size={24} /> : <PlayIcon />}
          </span>
          <span aria-hidden="true" className="absolute bottom-2.5 left-3 text-xs font-semibold tracking-wide text-white/90">
            {name}
          </span>
        </button>
      )}
      {state === 'failed' && (
        <div role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-slate-950/70 p-4 text-center text-sm text-white">
          <p>The video could not be loaded here.</p>
          <a ref={linkRef} href={videoWatchUrl(video)} target="_blank" rel="noopener noreferrer" className={`rounded font-semibold underline underline-offset-2 ${FOCUS_RING}`}>
            Watch on {name}
          </a>
        </div>
      )}
      {state !== 'poster' && (
        <Suspense fallback={null}>
          <LazyVideoPlayer video={video} mode="click" className="absolute inset-0 z-10 size-full" onShown={() => setState('shown')} />
        </Suspense>
      )}
    </div>
  );
}
