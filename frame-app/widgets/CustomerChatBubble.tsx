/**
 * The `customer_chat` bubble (SPEC §2, §3 data.setup, §9). Meta shut the Messenger Customer Chat plugin
 * down in May 2024, so this is our own bubble: a round Messenger button, 60 px (66 px on desktop, host
 * viewport wider than 768 px), in its own colour data.setup.colors.theme, else the page's accent, else
 * #0084FF (parts/chatColors.ts). The loader puts the
 * frame 12 px from the bottom-right corner and this component pads it by 8 px (rules/bubbleGeometry.ts).
 *
 * - With a chat link the bubble (and "Chat on Messenger" in the greeting) is a real link to m.me, so
 *   keyboard, screen readers and middle-click treat it as one; a plain click goes through `onOpenChat`
 *   (the host's loader opens the tab). Without one (no usable page id) the bubble toggles the greeting.
 * - The greeting dialog and its dialogDelay timer live in machines/customerChatMachine.ts.
 * - The popup message is the widget machine's decision (shouldShowPopupMessage); it is shown only while
 *   the greeting is closed, since both say hello and the greeting is the richer of the two.
 * Cards grow the frame; the size reporter tells the host.
 */
import { useCallback, useEffect, useId, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import type { WidgetMain, WidgetSetup } from '../../bridge-protocol/config';
import { cssColor } from '../../bridge-protocol/cssColor';
import { useActorSelector } from '../parts/useActorSelector';
import { selectChatView } from '../machines/customerChatMachine';
import { createCustomerChatActor, type CustomerChatActor } from './customerChatActor';
import { FOCUS_RING, MOTION, optionalStyle } from '../parts/embedStyles';
import { useEscapeKey } from '../parts/useEscapeKey';
import { BUBBLE_SHADOW } from '../parts/shadows';
import { bubbleSize } from '../rules/bubbleGeometry';
import { bubblePaint } from '../parts/chatColors';
import { chatSender, greetingText, popupMessageText } from '../rules/customerChat';
import { CustomerChatSender } from './CustomerChatSender';
import { CloseIcon, MessengerIcon } from '../parts/Icons';
import { PoweredBy } from '../parts/PoweredBy';

export interface CustomerChatBubbleProps {
  setup: WidgetSetup;
  /** Kept for the widget's own settings; SPEC §3 gives the popup message no text field of its own. */
  main: WidgetMain;
  /** The host page's viewport width (bootstrap / mc:viewport): desktop size and the 'default' open. */
  viewportWidth: number;
  /** https://m.me/{page}?ref=… built by the caller; null when the page id is unusable. */
  chatLink: string | null;
  /** Opens the chat in a new tab (the caller asks the host's loader, with noopener). */
  onOpenChat(url: string): void;
  /** The widget machine's shouldShowPopupMessage. */
  showPopupMessage: boolean;
  /** Sends the widget machine's DISMISS_POPUP_MESSAGE. */
  onDismissPopupMessage(): void;
  /** The business's name (page_name): the greeting's sender, with its picture and reply time (issue 49). */
  pageName: string | null;
}

export const BUBBLE_NAME = 'Chat with us on Messenger';
const CHAT_LINK_TEXT = 'Chat on Messenger';

/** The bubble's own colour (data.setup.colors.theme); null: the page's accent stands in (parts/chatColors.ts). */
export function ownBubbleColor(setup: WidgetSetup): string | null {
  const colors = setup.colors;
  const theme = colors && typeof colors === 'object' ? (colors as Record<string, unknown>).theme : undefined;
  // The one colour rule (bridge-protocol/cssColor.ts): the server paints this into a `style` attribute.
  return cssColor(theme) ?? null;
}

/** One actor per mounted bubble; the configuration it starts from is read once, as the plugin did. */
function useCustomerChatActor(setup: WidgetSetup, viewportWidth: number): CustomerChatActor {
  const [actor] = useState(() => createCustomerChatActor({ minimized: setup.minimized, dialogDelay: setup.dialogDelay, viewportWidth }));
  useEffect(() => {
    actor.start();
    return () => {
      actor.stop();
    };
  }, [actor]);
  useEffect(() => {
    actor.send({ type: 'VIEWPORT', width: viewportWidth });
  }, [actor, viewportWidth]);
  return actor;
}

const BUBBLE_CLASS = `inline-flex shrink-0 cursor-pointer items-center justify-center rounded-full ${BUBBLE_SHADOW} hover:brightness-110 active:brightness-95 ${FOCUS_RING} ${MOTION}`;
// Whole-pixel line heights: the frame reports its height rounded up, and a fractional card would
// lift the bubble half a pixel off its 20 px corner offset.
const CARD_LOOK = `relative rounded-2xl border border-slate-200 bg-white py-3.5 pr-10 pl-4 text-slate-900 ${BUBBLE_SHADOW}`;
const CARD_CLASS = `w-64 ${CARD_LOOK}`;
// With its sender the greeting is a little wider, so "Typically replies within an hour" keeps to one line.
const SENDER_CARD_CLASS = `w-72 ${CARD_LOOK}`;
// #0064D1, not the bubble's #0084FF: small text needs 4.5:1 on white, and #0084FF gives 3.9:1.
const LINK_CLASS = `mt-2 inline-block rounded text-sm leading-5 font-semibold text-accent-text underline-offset-2 hover:underline ${FOCUS_RING}`;
const CLOSE_CLASS = `absolute top-2 right-2 inline-flex size-7 cursor-pointer items-center justify-center rounded-full text-slate-500 hover:bg-slate-900/5 hover:text-slate-900 ${FOCUS_RING} ${MOTION}`;

interface ChatLinkProps {
  href: string;
  onOpenChat(url: string): void;
  className: string;
  label?: string;
  style?: CSSProperties | undefined;
  children: ReactNode;
}

/** A real link for assistive tech and middle-click; a plain click is handed to the host to open. */
function ChatLink({ href, onOpenChat, className, label, style, children }: ChatLinkProps) {
  const openChat = (event: MouseEvent<HTMLAnchorElement>): void => {
    event.preventDefault();
    onOpenChat(href);
  };
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} onClick={openChat} className={className} style={style}>
      {children}
    </a>
  );
}

function CloseButton({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <button type="button" aria-label={label} onClick={onClose} className={CLOSE_CLASS}>
      <CloseIcon className="size-4" />
    </button>
  );
}

export function CustomerChatBubble({ setup, viewportWidth, chatLink, onOpenChat, showPopupMessage, onDismissPopupMessage, pageName }: CustomerChatBubbleProps) {
  const greetingId = useId();
  const actor = useCustomerChatActor(setup, viewportWidth);
  const view = useActorSelector(actor, selectChatView);
  const toggleGreeting = useCallback(() => actor.send({ type: 'TOGGLE' }), [actor]);
  const closeGreeting = useCallback(() => actor.send({ type: 'CLOSE_DIALOG' }), [actor]);
  const dialogOpen = view === 'dialogOpen';
  useEscapeKey(dialogOpen, closeGreeting);

  // 'hidden': nothing to see or reach, but the shrink-wrapping root stays so the frame measures 0 × 0.
  if (view === 'hidden') return <div data-content-width="" />;

  const size = bubbleSize(viewportWidth);
  const paint = bubblePaint(ownBubbleColor(setup));
  const bubbleStyle = optionalStyle({ width: size, height: size, ...paint.style });
  const bubbleClass = `${BUBBLE_CLASS} ${paint.className}`;
  const sender = chatSender(setup, pageName);
  const icon = <MessengerIcon className={size === 66 ? 'size-8' : 'size-7'} />;

  return (
    // data-content-width: the frame root shrink-wraps this content (styles.css).
    // p-2: BUBBLE_SHADOW_ROOM; the loader keeps the iframe BUBBLE_INSET px from the corner (rules/bubbleGeometry.ts).
    <div data-content-width="" className="flex w-max flex-col items-end gap-3 p-2 font-widget antialiased">
      {dialogOpen && (
        <div id={greetingId} role="region" aria-label="Greeting" className={sender === null ? CARD_CLASS : SENDER_CARD_CLASS}>
          {sender !== null && <CustomerChatSender sender={sender} paint={paint} />}
          <p className="text-sm leading-5 break-words">{greetingText(setup)}</p>
          {chatLink !== null && (
            <ChatLink href={chatLink} onOpenChat={onOpenChat} className={LINK_CLASS}>
              {CHAT_LINK_TEXT}
            </ChatLink>
          )}
          {/* SPEC §1/§2: every layout carries the provider's link, unless the page's defaultSize hides it. */}
          <div className="mt-2">
            <PoweredBy className="text-slate-500" />
          </div>
          <CloseButton label="Close greeting" onClose={closeGreeting} />
        </div>
      )}
      {!dialogOpen && showPopupMessage && (
        <div role="region" aria-label="Message" className={CARD_CLASS}>
          <p className="text-sm leading-5 break-words">{popupMessageText(setup)}</p>
          <CloseButton label="Close message" onClose={onDismissPopupMessage} />
        </div>
      )}
      {chatLink !== null ? (
        <ChatLink href={chatLink} onOpenChat={onOpenChat} label={BUBBLE_NAME} className={bubbleClass} style={bubbleStyle}>
          {icon}
        </ChatLink>
      ) : (
        <button
          type="button"
          aria-label={BUBBLE_NAME}
          aria-expanded={dialogOpen}
          aria-controls={dialogOpen ? greetingId : undefined}
          onClick={toggleGreeting}
          className={bubbleClass}
          style={bubbleStyle}
        >
          {icon}
        </button>
      )}
    </div>
  );
}
