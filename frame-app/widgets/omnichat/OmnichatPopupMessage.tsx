/**
 * The popup message beside the closed bubble (SPEC §2, default "Need a help? Just message us!"): a
 * speech card whose text opens the panel (or, on a bubble with one link channel, that channel: then the
 * text is its link) and whose close icon dismisses it for this page view.
 */
import { FOCUS_RING } from '../../parts/embedStyles';
import { CloseIcon } from '../../parts/Icons';

const CLOSE_MESSAGE_NAME = 'Close message';

export interface OmnichatPopupMessageProps {
  text: string;
  onOpen(): void;
  onDismiss(): void;
  /** The one channel's link the bubble opens directly (issue 49); absent: the text opens the panel. */
  href?: string;
}

const TEXT_CLASS = `cursor-pointer rounded text-left text-sm leading-5 break-words ${FOCUS_RING}`;

export function OmnichatPopupMessage({ text, onOpen, onDismiss, href }: OmnichatPopupMessageProps) {
  return (
    <div
      role="region"
      aria-label="Message"
      data-testid="omnichat-popup-message"
      className="relative mb-1 w-max max-w-60 rounded-2xl rounded-br-md border border-slate-200 bg-white py-3 pr-9 pl-4 text-slate-900 shadow-[0_3px_8px_rgb(15_23_42/0.14)] transition-[opacity,translate,scale] duration-300 starting:translate-y-2 starting:opacity-0 motion-reduce:transition-none"
    >
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" onClick={onOpen} className={`block ${TEXT_CLASS}`}>
          {text}
        </a>
      ) : (
        <button type="button" onClick={onOpen} className={TEXT_CLASS}>
          {text}
        </button>
      )}
      <button
        type="button"
        aria-label={CLOSE_MESSAGE_NAME}
        onClick={onDismiss}
        className={`absolute top-1.5 right-1.5 inline-flex size-7 cursor-pointer items-center justify-center rounded-full text-slate-500 hover:bg-slate-900/5 hover:text-slate-900 ${FOCUS_RING}`}
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
