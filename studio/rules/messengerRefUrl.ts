/**
 * The m.me link of a configuration-only kind: `https://m.me/<page>?ref=<ref>` (SPEC §5 "Messenger chat
 * links are built from a page id"; the ref from configOnlyRef.ts). The page is the page configuration's
 * `fb_page_id`, a numeric id or a page username: SPEC §3 has no other username field (`page_name` is the
 * page's display name, "Demo Shop", not an address). The link itself is built by
 * bridge-protocol/messengerChatLink.ts, the rule the frames and the loader use, so the studio never
 * shows a link the product would refuse; the ref is URL-encoded there (`+`, `/`, `=` become %2B, %2F,
 * %3D) and Messenger hands it back decoded.
 *
 * No page id, or one that is neither an id nor a username, gives a message instead of a broken link.
 */
import { messengerChatLink } from '../../bridge-protocol/messengerChatLink';
import { configOnlyRef, type ConfigOnlySource } from './configOnlyRef';

export type MessengerRefUrl =
  | {
      kind: 'ok';
      url: string;
      ref: string;
      /** Set when the payload lost characters or length on the way into the ref. */
      warning: string | null;
    }
  | { kind: 'no-page'; message: string };

export interface MessengerRefUrlInput {
  /** The page configuration's `fb_page_id` (text or number, as configurations carry it). */
  fbPageId: unknown;
  widgetId: string | number;
  /** The widget's `data.setup.ref`. */
  payload: unknown;
  source: ConfigOnlySource;
}

const pageText = (value: unknown): string => {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value);
  return '';
};

export function messengerRefUrl({ fbPageId, widgetId, payload, source }: MessengerRefUrlInput): MessengerRefUrl {
  const page = pageText(fbPageId);
  if (page === '') {
    return {
      kind: 'no-page',
      message: 'This page has no Facebook page id (fb_page_id), so there is no m.me link yet. Add the page id to the page’s settings first.',
    };
  }
  const { ref, warning } = configOnlyRef(widgetId, source, payload);
  const url = messengerChatLink(page, ref);
  if (url === null) {
    return {
      kind: 'no-page',
      message: `The page’s fb_page_id “${page.slice(0, 64)}” is neither a page id nor a page username, so no m.me link can be built from it.`,
    };
  }
  return { kind: 'ok', url, ref, warning };
}
