/**
 * The `customer_chat` bubble (SPEC §2, §9): a round Messenger button, 60 px (66 px on desktop, host
 * viewport wider than 768 px), theme colour data.setup.colors.theme or #0084FF. The loader puts the
 * frame at the bottom-right corner with no offset: the 20 px offset is this component's padding.
 *
 * For now the bubble toggles a small greeting card above it (loggedOutGreeting, else loggedInGreeting)
 * with a close button; the card grows the frame and the size reporter tells the host. Opening the
 * Messenger chat (the m.me link / customer-chat plugin) arrives with issue 6: no link is faked here.
 * data.setup.minimized 'opened' starts with the greeting open.
 */
import { useId, useState } from 'react';
import type { WidgetSetup } from '../../bridge-protocol/config';
import { FOCUS_RING, MOTION, optionalStyle } from '../parts/embedStyles';
import { displayText } from './displayText';
import { CloseIcon, MessengerIcon } from './Icons';

export interface CustomerChatBubbleProps {
  setup: WidgetSetup;
  /** The host page's viewport width (bootstrap / mc:viewport), which decides the desktop size. */
  viewportWidth: number;
}

export const BUBBLE_NAME = 'Chat with us on Messenger';
export const BUBBLE_COLOR = '#0084FF';
export const DEFAULT_GREETING = 'Hi! How can we help you?';
/** SPEC §9 breakpoint: wider than this is desktop. */
export const DESKTOP_MIN_WIDTH = 768;

export function bubbleSize(viewportWidth: number): 60 | 66 {
  return viewportWidth > DESKTOP_MIN_WIDTH ? 66 : 60;
}

export function bubbleColor(setup: WidgetSetup): string {
  const colors = setup.colors;
  const theme = colors && typeof colors === 'object' ? (colors as Record<string, unknown>).theme : undefined;
  return typeof theme === 'string' && theme.trim() !== '' && theme.length <= 64 ? theme.trim() : BUBBLE_COLOR;
}

export function CustomerChatBubble({ setup, viewportWidth }: CustomerChatBubbleProps) {
  const greetingId = useId();
  const [open, setOpen] = useState(setup.minimized === 'opened');
  const size = bubbleSize(viewportWidth);
  const color = bubbleColor(setup);
  const greeting = displayText(setup.loggedOutGreeting).trim() || displayText(setup.loggedInGreeting).trim() || DEFAULT_GREETING;

  return (
    // data-content-width: the frame root shrink-wraps this content (styles.css), hidden or visible.
    <div data-content-width="" className="flex w-max flex-col items-end gap-3 p-5 font-sans antialiased">
      {open && (
        <div
          id={greetingId}
          role="region"
          aria-label="Greeting"
          className="relative w-64 rounded-2xl border border-slate-200 bg-white py-3.5 pr-10 pl-4 text-slate-900 shadow-lg"
        >
          <p className="break-words text-sm leading-relaxed">{greeting}</p>
          <button
            type="button"
            aria-label="Close greeting"
            onClick={() => setOpen(false)}
            className={`absolute top-2 right-2 inline-flex size-7 cursor-pointer items-center justify-center rounded-full text-slate-500 hover:bg-slate-900/5 hover:text-slate-900 ${FOCUS_RING} ${MOTION}`}
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      )}
      <button
        type="button"
        aria-label={BUBBLE_NAME}
        aria-expanded={open}
        aria-controls={open ? greetingId : undefined}
        onClick={() => setOpen((value) => !value)}
        className={`inline-flex shrink-0 cursor-pointer items-center justify-center rounded-full text-white shadow-lg hover:brightness-110 active:brightness-95 ${FOCUS_RING} ${MOTION}`}
        style={optionalStyle({ width: size, height: size, backgroundColor: color })}
      >
        <MessengerIcon className={size === 66 ? 'size-8' : 'size-7'} />
      </button>
    </div>
  );
}
