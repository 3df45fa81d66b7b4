/**
 * The first view's contract (issue 26, issue 46 item 5), its one home: what the provider's server asks
 * the frame app's server renderer (frame-app/serverView/renderFirstView.tsx, built by Vite to
 * `dist/frame-server/renderFirstView.js`, loaded by server/composition/firstViewRenderer.ts), what the
 * renderer answers, and the marks of the painted document that the provider writes
 * (server/rules/paintedDocument.ts) and the frame reads (frame-app/boot/firstViewState.ts). The server
 * imports nothing from frame-app/ (tests/unit/repository/packageLayers.test.ts): the renderer is a built file.
 */
import type { VisitorViewport } from './frameUrl';

/** What the provider knows when a frame document is asked for. */
export interface FirstViewRequest {
  /** The page's stored configuration, as stored (SPEC §3): the renderer reads its widgets and app fields. */
  config: unknown;
  pageId: string;
  widgetId: string;
  /** The frame document's own origin (the checkbox plugin is told it). */
  origin: string;
  /** The visitor's viewport, where the frame's address named one (server/rules/frameViewport.ts). */
  viewport?: VisitorViewport;
}

/**
 * A painted first view: the markup for the document's `#root`, the state the frame app hydrates from
 * (serialised by the provider into `<script type="application/json" id="mc-first-view">`), and every
 * distinct `style` attribute value in the markup (the provider lists their hashes under
 * `'unsafe-hashes'` in the document's CSP). `refused`: the widget cannot be painted by the server (an
 * unknown kind, a broken configuration, a kind whose first view depends on the visitor); the plain
 * document is served and the frame renders in the browser as before.
 */
export type FirstView = { ok: true; markup: string; state: unknown; styles: string[] } | { ok: false; refused: string };

export type RenderFirstView = (request: FirstViewRequest) => Promise<FirstView>;

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
 * The attribute the first script gives a painted root it has measured and asked to show: the root is not
 * displayed while its frame has no size (frame-app/styles.css), so the browser paints nothing of it in the
 * hidden frame and its first painted frame is at the size it is shown at (its entrance plays then, on
 * screen). Painted in the hidden frame, a bubble showed 8 px off its corner in the frame's first frame at
 * its new size, an in-frame layout shift (tests/e2e/omnichat.spec.ts). The frame app removes it.
 */
export const ROOT_AWAITS_SIZE_ATTRIBUTE = 'data-mc-await-size';
/**
 * The attribute the build gives the frame app's `modulepreload` links (vite.frame.config.ts). A painted
 * document goes without them: fetching and compiling the app while the first view is still to be shown
 * delayed it (profiled), and the first script imports the app, with its chunks, once the view is decided.
 */
export const APP_PRELOAD_ATTRIBUTE = 'data-mc-app-preload';
/**
 * The attribute of every control whose press is the visitor's own close of the widget (the ×, "No
 * thanks"): the renderer marks them, and the first script closes a painted view by them before the frame
 * app has loaded (frame-app/boot/earlyClose.ts), knowing no kind's markup.
 */
export const CLOSE_ATTRIBUTE = 'data-mc-close';
/** The mark in JSX: `<button {...CLOSE_MARK}>`. */
export const CLOSE_MARK: Readonly<Record<string, string>> = { [CLOSE_ATTRIBUTE]: '' };
