/**
 * SPEC §4 fallback: the "Go to Messenger" link button, to m.me with the reference value, in a new tab.
 * A real link (keyboard, screen readers, middle click); a plain click is handed to the loader, which
 * sanitises the URL and opens it with noopener (DESIGN "Who decides what"), and starts the fallback
 * submit.
 */
import type { CSSProperties, MouseEvent } from 'react';
import { sanitizeLink } from '../../bridge-protocol/sanitizeLink';
import { MessengerIcon } from './Icons';

const GO_TO_MESSENGER = 'Go to Messenger';
/** What the send-to-messenger plugin says: the link's words while it stands in for the loading plugin. */
export const SEND_TO_MESSENGER = 'Send to Messenger';

export interface GoToMessengerLinkProps {
  href: string;
  onOpen: () => void;
  className: string;
  style?: CSSProperties;
  /** The icon's size and colour; by default it follows the text (the button kinds' pill). */
  iconClassName?: string;
  /** SPEC §4's "Go to Messenger" by default; SEND_TO_MESSENGER while it stands in for the plugin. */
  label?: string;
}

/** A plain left click: the loader opens the link; any other (middle, with a modifier) stays the browser's. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function GoToMessengerLink({ href, onOpen, className, style, iconClassName = 'size-[1.25em] shrink-0', label = GO_TO_MESSENGER }: GoToMessengerLinkProps) {
  return (
    <a
      href={sanitizeLink(href)}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      style={style}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onOpen();
      }}
    >
      <MessengerIcon className={iconClassName} />
      <span>{label}</span>
    </a>
  );
}
