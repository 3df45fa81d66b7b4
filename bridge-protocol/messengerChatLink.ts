/**
 * SPEC §5 "Messenger chat links are built from a page id": `https://m.me/{page}` with an optional `ref`.
 * The page is a numeric id or a page username (letters, digits and dots); anything else could steer the
 * link elsewhere, so it gives null and the caller shows no link.
 *
 * Shared by the frame (which builds the links it shows) and the loader (which opens a chat link for a
 * frame only when it is exactly the link this function builds for the widget: loader/frames/allowedNavigation.ts).
 */
const PAGE_RE = /^[A-Za-z0-9.]{1,64}$/;

export function messengerChatLink(pageId: string | null | undefined, ref?: string): string | null {
  if (typeof pageId !== 'string' || !PAGE_RE.test(pageId) || /^\.+$/.test(pageId)) return null;
  const url = new URL(`https://m.me/${pageId}`);
  if (ref !== undefined && ref !== '') url.searchParams.set('ref', ref);
  return url.href;
}

/**
 * The ref of the omnichat Messenger link (SPEC §2): `w{widgetId}`. Messenger widgets use the full
 * reference value (bridge-protocol/referenceValue.ts) instead.
 */
export function widgetRef(widgetId: string | number): string {
  return `w${String(widgetId)}`;
}
