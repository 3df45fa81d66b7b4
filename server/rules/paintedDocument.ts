/**
 * A frame document painted by the server: the built document's empty root filled with the first view's
 * markup, followed by the state the frame app hydrates from, and without the frame app's preloads
 * (APP_PRELOAD_ATTRIBUTE: the app comes after the first view). Pure.
 */
import { APP_PRELOAD_ATTRIBUTE } from '../../bridge-protocol/paintedDocument';
import { FIRST_VIEW_STATE_ID, PAINTED_ATTRIBUTE, type FirstView } from '../../bridge-protocol/paintedDocument';
import { scriptSafeJson } from './scriptSafeJson';

/** The root as Vite writes it (frame-app/index.html); the painted one keeps its id and class. */
export const EMPTY_ROOT = '<div id="root" class="frame-root"></div>';

/** The frame app's preload links as the build writes them, each on its own line. */
const APP_PRELOAD_LINK = new RegExp(`[ \\t]*<link [^>]*\\b${APP_PRELOAD_ATTRIBUTE}\\b[^>]*>\\n?`, 'g');

/**
 * The document with `view` painted into its root. Throws when the document has no empty root, or more
 * than one: a build that changed its root must fail loudly rather than be served half painted.
 */
export function paintedDocument(html: string, view: Extract<FirstView, { ok: true }>): string {
  const at = html.indexOf(EMPTY_ROOT);
  if (at === -1 || html.indexOf(EMPTY_ROOT, at + 1) !== -1) {
    throw new Error(`the frame document has ${at === -1 ? 'no' : 'more than one'} ${EMPTY_ROOT} to paint`);
  }
  const painted =
    `<div id="root" class="frame-root" ${PAINTED_ATTRIBUTE}="">${view.markup}</div>` +
    `<script type="application/json" id="${FIRST_VIEW_STATE_ID}">${scriptSafeJson(view.state)}</script>`;
  // Only before the root, which is the build's own markup; what follows holds the site owner's texts.
  const head = html.slice(0, at).replace(APP_PRELOAD_LINK, '');
  // Sliced rather than String.replace, which would read `$&` or `$'` in the markup as patterns.
  return head + painted + html.slice(at + EMPTY_ROOT.length);
}
