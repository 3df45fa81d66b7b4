/**
 * The contract between the frame app's server renderer (renderFirstView.tsx, built by Vite to
 * `dist/frame-server/renderFirstView.js`) and the provider that serves frame documents
 * (server/composition/firstViewRenderer.ts). Types only: the server imports no React through it.
 */
import type { VisitorViewport } from '../../bridge-protocol/frameUrl';

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

// The document's marks, for the provider that writes them.
export { FIRST_VIEW_STATE_ID, PAINTED_ATTRIBUTE } from '../../bridge-protocol/paintedDocument';
