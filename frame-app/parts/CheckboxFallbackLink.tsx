/**
 * The standalone checkbox's Messenger fallback (SPEC §4, issue 49): when Meta's checkbox plugin is not
 * there (blocked, retired, still loading), the row still reads as what the host's form offers, a box and
 * the configured label ("Send my receipt to Messenger"), in the checkbox's size and the label's colour,
 * so the form does not look broken. It is a link, and says so: pressing it opens the chat at m.me with the
 * reference value (the loader opens it, as the "Go to Messenger" link), so a screen reader hears "link,
 * Send my receipt to Messenger" with "Opens Messenger in a new tab" as its description, never a checkbox
 * whose tick does something other than tick. A Messenger mark after the label says where it goes.
 */
import { useId, type CSSProperties } from 'react';
import { sanitizeLink } from '../../bridge-protocol/sanitizeLink';
import { checkboxSizeClasses } from './ctaButtonSize';
import { FOCUS_RING, MOTION } from './embedStyles';
import { isPlainClick } from './GoToMessengerLink';
import { MessengerIcon } from './Icons';

export const OPENS_MESSENGER = 'Opens Messenger in a new tab';

export interface CheckboxFallbackLinkProps {
  href: string;
  onOpen: () => void;
  /** The checkbox's label (optInButtonText, else "Send to Messenger"). */
  text: string;
  /** SPEC `buttonSize`: the box and the text in the checkbox's own sizes. */
  size: unknown;
  dark: boolean;
  /** The label's colour (colors.headline), as the checkbox's label. */
  style?: CSSProperties | undefined;
}

export function CheckboxFallbackLink({ href, onOpen, text, size, dark, style }: CheckboxFallbackLinkProps) {
  const hintId = useId();
  const sizes = checkboxSizeClasses(size);
  // The box's edge at 3:1 or more on its background (WCAG 1.4.11): slate-500 on white, slate-300 on the dark skin.
  const box = dark ? 'border-slate-300 bg-slate-900 group-hover:border-sky-300' : 'border-slate-500 bg-white group-hover:border-accent';
  // The description sits beside the link, not in it: inside, it would join the link's name.
  return (
    <>
      <a
        href={sanitizeLink(href)}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={hintId}
        data-testid="checkbox-fallback"
        className={`group inline-flex max-w-full cursor-pointer items-center gap-3 rounded-sm font-medium leading-snug ${sizes.text} ${FOCUS_RING} ${MOTION}`}
        style={style}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onOpen();
        }}
      >
        <span aria-hidden="true" className={`${sizes.box} shrink-0 rounded border-2 ${box} ${MOTION}`} />
        <span className="min-w-0 break-words">{text}</span>
        <MessengerIcon className={`size-[1.1em] shrink-0 ${dark ? 'text-sky-400' : 'text-accent'}`} />
      </a>
      <span id={hintId} className="sr-only">
        {OPENS_MESSENGER}
      </span>
    </>
  );
}
