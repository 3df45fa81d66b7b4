/**
 * The marks of a frame document painted by the provider's server (issue 26): the provider writes them
 * (server/rules/paintedDocument.ts), the frame reads them (frame-app/boot/firstViewState.ts).
 */

/** The element id of the first view's state, a `<script type="application/json">` after `#root`. */
export const FIRST_VIEW_STATE_ID = 'mc-first-view';
/** The attribute a painted `#root` carries. */
export const PAINTED_ATTRIBUTE = 'data-mc-painted';
/**
 * The attribute the frame gives its `#root` once it has the width it is shown at: a painted root is not
 * laid out before (frame-app/styles.css).
 */
export const ROOT_SIZED_ATTRIBUTE = 'data-mc-sized';
/**
 * The attribute the build gives the frame app's `modulepreload` links (vite.frame.config.ts). A painted
 * document goes without them: fetching and compiling the app while the first view is still to be shown
 * delayed it (profiled), and the first script imports the app, with its chunks, once the view is decided.
 */
export const APP_PRELOAD_ATTRIBUTE = 'data-mc-app-preload';
