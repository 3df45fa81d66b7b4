/**
 * The marks of a frame document painted by the provider's server (issue 26): the provider writes them
 * (server/rules/paintedDocument.ts), the frame reads them (frame-app/boot/firstViewState.ts).
 */

/** The element id of the first view's state, a `<script type="application/json">` after `#root`. */
export const FIRST_VIEW_STATE_ID = 'mc-first-view';
/** The attribute a painted `#root` carries. */
export const PAINTED_ATTRIBUTE = 'data-mc-painted';
