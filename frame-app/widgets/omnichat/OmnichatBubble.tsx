/**
 * The omnichat bubble (SPEC §2, §9): a round button, 60 px (66 px on desktop), in the widget's colour,
 * else the page's accent (parts/chatColors.ts).
 * Closed it shows the chat icon, or, while the icon animation runs, the icon of one channel after the
 * other; open it shows a close icon. Its name says what it does now. A bubble with one link channel
 * (issue 49) is that channel's link, with its icon: a press opens the chat, no panel in between.
 */
import { BUBBLE_SHADOW } from '../../parts/shadows';
import type { Ref } from 'react';
import { CHANNEL_ICONS, ChatIcon } from '../../parts/ChannelIcons';
import { FOCUS_RING } from '../../parts/embedStyles';
import { bubblePaint } from '../../parts/chatColors';
import { CloseIcon } from '../../parts/Icons';
import type { OmnichatChannelType } from '../../rules/omnichatChannels';

const OMNICHAT_BUBBLE_NAME = 'Chat with us';
const OMNICHAT_BUBBLE_CLOSE_NAME = 'Close chat options';

export interface OmnichatBubbleProps {
  size: number;
  /** The widget's own colour; null: the page's accent. */
  color: string | null;
  open: boolean;
  /** The channel whose icon the animation shows now; null: the bubble's own icon. */
  icon: OmnichatChannelType | null;
  /** The panel's id while it is open (aria-controls). */
  panelId: string | undefined;
  onToggle(): void;
  buttonRef: Ref<HTMLButtonElement>;
  /** The one link channel the bubble opens directly (its href and name); the press still reports onToggle. */
  link?: { type: OmnichatChannelType; href: string; name: string } | null;
}

const BUBBLE_CLASS = `inline-flex shrink-0 cursor-pointer items-center justify-center rounded-full ${BUBBLE_SHADOW} transition-[scale,filter] duration-200 hover:scale-105 hover:brightness-110 active:scale-95 motion-reduce:transition-none motion-reduce:hover:scale-100 ${FOCUS_RING}`;

export function OmnichatBubble({ size, color, open, icon, panelId, onToggle, buttonRef, link }: OmnichatBubbleProps) {
  const iconSize = open ? 'size-6' : size === 66 ? 'size-8' : 'size-7';
  const paint = bubblePaint(color);
  const className = `${BUBBLE_CLASS} ${paint.className}`;
  const style = { width: size, height: size, ...paint.style };
  if (link) {
    const LinkIcon = CHANNEL_ICONS[link.type];
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.name} data-testid="omnichat-bubble" data-channel={link.type} onClick={onToggle} className={className} style={style}>
        <LinkIcon className={`pointer-events-none ${iconSize}`} />
      </a>
    );
  }
  const Icon = open ? CloseIcon : icon === null ? ChatIcon : CHANNEL_ICONS[icon];
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-label={open ? OMNICHAT_BUBBLE_CLOSE_NAME : OMNICHAT_BUBBLE_NAME}
      aria-expanded={open}
      aria-controls={panelId}
      data-testid="omnichat-bubble"
      onClick={onToggle}
      className={className}
      style={style}
    >
      {/* Keyed by icon: each new icon fades and turns in (the channel animation, open and close). It never
          takes the pointer: Chromium drops a click whose mousedown target left the document before
          mouseup, so a press on an icon the animation replaced meanwhile would open nothing. */}
      <span key={open ? 'close' : (icon ?? 'chat')} className="pointer-events-none inline-flex transition-[opacity,scale,rotate] duration-300 starting:scale-50 starting:-rotate-45 starting:opacity-0 motion-reduce:transition-none">
        <Icon className={iconSize} />
      </span>
    </button>
  );
}
