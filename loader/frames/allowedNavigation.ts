/**
 * Where a frame may send the host page. A frame only asks (DESIGN "Who decides what"); the loader
 * decides from the configuration it holds, never from what the frame says, because a frame that was
 * taken over (a script injected through a widget, a tampered chunk) could otherwise send every visitor
 * of the host page to any address:
 * - `mc:navigate` (the after-submit redirect): only to the widget's configured
 *   `data.submitted.redirectUrl`, after SPEC §4's prefix rule and the link rule (navigableUrl), and in
 *   the configured `redirectTarget` (`new` or else `same`), whatever target the frame named.
 * - `mc:open-window` (the "Go to Messenger" link, the chat bubble): only the m.me link the product builds
 *   for this widget: the page's `fb_page_id` and a ref of this widget (bridge-protocol/messengerChatLink.ts).
 * Pure; the caller warns and does nothing when the answer is null.
 */
import { messengerChatLink } from '../../bridge-protocol/messengerChatLink';
import { isReferenceOfWidget } from '../../bridge-protocol/referenceValue';
import { navigableUrl } from './navigate';

export interface AllowedRedirect {
  /** Absolute http(s) URL. */
  url: string;
  target: 'same' | 'new';
}

/** The configured redirect when `requested` is it (compared as absolute URLs against `base`), else null. */
export function allowedRedirect(requested: string, submitted: unknown, base: string): AllowedRedirect | null {
  if (typeof submitted !== 'object' || submitted === null) return null;
  const { redirectUrl, redirectTarget } = submitted as { redirectUrl?: unknown; redirectTarget?: unknown };
  const configured = navigableUrl(redirectUrl, base);
  if (configured === null || navigableUrl(requested, base) !== configured) return null;
  return { url: configured, target: redirectTarget === 'new' ? 'new' : 'same' };
}

/** `requested` when it is exactly the m.me link built for `widgetId` on page `fbPageId`, else null. */
export function allowedChatLink(requested: string, fbPageId: string | null, widgetId: string): string | null {
  let ref: string | null;
  try {
    ref = new URL(requested).searchParams.get('ref');
  } catch {
    return null;
  }
  return ref !== null && isReferenceOfWidget(ref, widgetId) && messengerChatLink(fbPageId, ref) === requested ? requested : null;
}
