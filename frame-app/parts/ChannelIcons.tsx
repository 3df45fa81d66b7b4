/**
 * The omnichat channel icons: inline SVG (no icon font, no image request, nothing the frame's CSP must
 * allow), drawn in currentColor on the channel's coloured disc. Decorative: every control that shows one
 * has a text name.
 */
import type { ComponentType } from 'react';
import type { OmnichatChannelType } from '../rules/omnichatChannels';
import { MessengerIcon } from './Icons';

interface IconProps {
  className?: string;
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** The bubble's own icon: a speech bubble. */
export function ChatIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M12 3c5.2 0 9.4 3.6 9.4 8.1 0 4.5-4.2 8.1-9.4 8.1-.9 0-1.8-.1-2.7-.3l-4.1 2.2c-.5.3-1.1-.2-.9-.7l.9-3.1C3.5 15.8 2.6 13.6 2.6 11.1 2.6 6.6 6.8 3 12 3Zm-4.2 6.9a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4Zm4.2 0a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4Zm4.2 0a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4Z" />
    </svg>
  );
}

function WhatsAppIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M12 2.5a9.4 9.4 0 0 0-8.1 14.2L2.6 21.4l4.8-1.3A9.4 9.4 0 1 0 12 2.5Zm0 1.7a7.7 7.7 0 1 1-4 14.3l-.3-.2-2.8.8.8-2.7-.2-.3A7.7 7.7 0 0 1 12 4.2Zm-3.1 3.6c-.2 0-.5 0-.7.3-.3.3-1 1-1 2.4s1 2.8 1.2 3c.1.2 2 3.1 4.9 4.3 2.4 1 2.9.8 3.4.7.5 0 1.7-.7 1.9-1.4.2-.7.2-1.3.2-1.4-.1-.1-.3-.2-.6-.4l-2-1c-.3-.1-.5-.1-.7.2l-.9 1.1c-.2.2-.3.2-.6.1-.3-.2-1.2-.5-2.3-1.4-.9-.8-1.4-1.7-1.6-2-.2-.3 0-.4.1-.6l.5-.5.3-.5v-.5l-.9-2.2c-.2-.5-.4-.5-.6-.5h-.5Z" />
    </svg>
  );
}

function SmsIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...stroke}>
      <path d="M4 5.5h16a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1-1.5 1.5H9.5L5 21v-3.5H4A1.5 1.5 0 0 1 2.5 16V7A1.5 1.5 0 0 1 4 5.5Z" />
      <path d="M7.5 11.5h.01M12 11.5h.01M16.5 11.5h.01" strokeWidth={2.6} />
    </svg>
  );
}

function EmailIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...stroke}>
      <rect x="2.75" y="5" width="18.5" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </svg>
  );
}

export function ChevronIcon({ className, direction = 'right' }: IconProps & { direction?: 'left' | 'right' }) {
  return (
    <svg className={className} viewBox="0 0 20 20" aria-hidden="true" focusable="false" {...stroke}>
      <path d={direction === 'right' ? 'm8 5 5 5-5 5' : 'm12 5-5 5 5 5'} />
    </svg>
  );
}

export const CHANNEL_ICONS: Readonly<Record<OmnichatChannelType, ComponentType<IconProps>>> = {
  facebook: MessengerIcon,
  whatsapp: WhatsAppIcon,
  sms: SmsIcon,
  email: EmailIcon,
};

/**
 * Each channel in its own colour, so that four discs of 24 px tell themselves apart at a glance (issue
 * 29: Messenger and SMS were two near-identical blues, WhatsApp a teal): Messenger's blue, WhatsApp's
 * green (#00A884, the green of its own apps; the logo's #25D366 gives white only 1.9:1), text messages in
 * violet, email in slate. Each at 3:1 or more against its white icon (WCAG 1.4.11 for graphics).
 */
export const CHANNEL_COLORS: Readonly<Record<OmnichatChannelType, string>> = {
  facebook: '#0866FF',
  whatsapp: '#00A884',
  sms: '#7C3AED',
  email: '#475569',
};
