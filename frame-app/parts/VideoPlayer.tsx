/**
 * The video player: an iframe to the service's own embed page (YouTube via youtube-nocookie.com, or
 * Vimeo), never the services' SDK scripts, which the frame CSP does not allow. This module is a lazy
 * chunk (lazyVideoPlayer.ts) that is fetched only when a player is wanted: after a press on an inline
 * video's poster (LiteVideo.tsx), or for a background video when motion is allowed (MediaBackground.tsx).
 *
 * The iframe stays transparent over its poster until the player has said it runs, through its
 * postMessage API (rules/videoPlayerMessages.ts): `load` cannot tell, Chromium fires it for a blocked or
 * failed frame as well, whose error page would show the broken-page icon. A background video is shown
 * once it plays (a picture is on screen); a pressed inline video as soon as its player is ready, and it
 * then takes focus, so the keyboard carries on in the player the visitor asked for.
 *
 * SPEC §3 `ytsdkReady` / `vimeosdkReady` are reported at that first message: the player's API is up.
 *
 * `background`: decorative (muted, looped, no controls): hidden from assistive technology, out of the
 * tab order, and it never takes clicks meant for the content above it.
 */
import { useEffect, useRef, useState } from 'react';
import type { VideoSource } from '../rules/videoSource';
import { playerOrigin, videoEmbedUrl } from '../rules/videoEmbedUrl';
import { playerHello, playerSubscribe, readPlayerMessage } from '../rules/videoPlayerMessages';
import { videoServiceName } from '../rules/videoPoster';
import { useSdkReady } from './sdkReady';

interface VideoPlayerProps {
  video: VideoSource;
  mode: 'click' | 'background';
  className?: string;
  /** The player is on screen (ready for a pressed video, playing for a background one). */
  onShown?: () => void;
}

const SDK_OF = { youtube: 'ytsdk', vimeo: 'vimeosdk' } as const;
/** The hello is repeated a few times after `load`: a player may start listening a moment after its page has loaded. */
const HELLO_RETRIES_MS = [1000, 2500] as const;

function frameOrigin(): string | null {
  return typeof location === 'undefined' ? null : location.origin;
}

export default function VideoPlayer({ video, mode, className = '', onShown }: VideoPlayerProps) {
  const ref = useRef<HTMLIFrameElement>(null);
  const readyRef = useRef(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const [shown, setShown] = useState(false);
  const sdkReady = useSdkReady();
  const src = videoEmbedUrl(video, { mode, origin: frameOrigin() });
  const background = mode === 'background';

  useEffect(() => {
    const frame = ref.current;
    const win = frame?.ownerDocument.defaultView;
    if (!frame || !win) return;
    const post = (message: unknown): void => frame.contentWindow?.postMessage(message, playerOrigin(video));
    const onMessage = (event: MessageEvent): void => {
      // Only the player's own window, from the player's origin (checked by the rule).
      if (event.source === null || event.source !== frame.contentWindow) return;
      const signal = readPlayerMessage(video, event.origin, event.data);
      if (signal === null) return;
      if (!readyRef.current) {
        readyRef.current = true;
        timers.current.forEach(clearTimeout);
        sdkReady(SDK_OF[video.service]);
        playerSubscribe(video).forEach(post);
      }
      if (signal === 'playing' || !background) setShown(true);
    };
    win.addEventListener('message', onMessage);
    return () => {
      win.removeEventListener('message', onMessage);
      timers.current.forEach(clearTimeout);
    };
  }, [video, background, sdkReady]);

  useEffect(() => {
    if (!shown) return;
    onShown?.();
    if (!background) ref.current?.focus();
    // Not a dependency: onShown is a notification, and a new callback identity must not fire it again.
  }, [shown, background]);

  const onLoad = (): void => {
    if (readyRef.current) return;
    const hello = (): void => {
      if (!readyRef.current) ref.current?.contentWindow?.postMessage(playerHello(video), playerOrigin(video));
    };
    hello();
    timers.current.forEach(clearTimeout);
    timers.current = HELLO_RETRIES_MS.map((ms) => setTimeout(hello, ms));
  };

  return (
    <iframe
      ref={ref}
      src={src}
      onLoad={onLoad}
      title={`${videoServiceName(video)} video`}
      data-testid="video-player"
      data-video-service={video.service}
      data-player-shown={shown ? 'true' : 'false'}
      // `fullscreen` here replaces the allowfullscreen attribute (Chromium warns when both are given).
      allow="autoplay; fullscreen; picture-in-picture"
      // YouTube refuses to play embeds that send no referrer at all.
      referrerPolicy="strict-origin-when-cross-origin"
      tabIndex={background ? -1 : undefined}
      aria-hidden={background ? true : undefined}
      className={`block border-0 transition-opacity duration-500 motion-reduce:transition-none ${shown ? 'opacity-100' : 'pointer-events-none opacity-0'} ${background ? 'pointer-events-none' : ''} ${className}`}
    />
  );
}
