/**
 * The widgets' frames are created one after another: the next when the frame before it has said hello
 * (its document has loaded and its first script runs), or NEXT_FRAME_LIMIT_MS after it was created,
 * whichever comes first.
 *
 * Why: the frames of one page share a renderer (site isolation puts every frame of the widget origin in
 * one process; without it they share the host's thread). Created together, ten documents were set up
 * before the first one's first script could run: on bench-10 (CPU 4×) the first frame said hello only
 * after the tenth document had been parsed, and the host answered it only after the tenth iframe had
 * been created. One after another, each frame's first view is on its way before the next one costs
 * anything. The limit keeps a frame that never loads (blocked, offline) from holding the others back.
 */
import type { WidgetHost } from './widgetHost';

export const NEXT_FRAME_LIMIT_MS = 500;

/** Settles when `previous` (the frame created last, if any) has said hello, or at the limit. */
export function previousFrameTurn(previous: Pick<WidgetHost, 'hello'> | undefined): Promise<void> {
  if (!previous) return Promise.resolve();
  return new Promise((resolve) => {
    const limit = setTimeout(resolve, NEXT_FRAME_LIMIT_MS);
    void previous.hello.then(() => {
      clearTimeout(limit);
      resolve();
    });
  });
}
