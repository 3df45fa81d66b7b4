/**
 * The chat bubbles' colour (issue 49): the customer-chat bubble, the omnichat bubble and the omnichat
 * panel's header wear the page's brand accent, as the page's buttons do. A widget's own colour still wins
 * (rules/omnichatLayout.ts omnichatColor, CustomerChatBubble's ownBubbleColor); the channel buttons keep
 * their channels' colours.
 *
 * The page's accent reaches a frame as CSS custom properties (rules/brandTheme.ts on the wrapper), already
 * adjusted for contrast by the one rule of it (rules/readableColor.ts readableSurface: the accent where
 * white reads on it, a pastel under near-black, anything between deepened): so the page's accent is a
 * pair of classes here, its tokens in styles.css (--color-chat, --color-chat-header, and the accent's own
 * --color-on-accent), whose defaults without a page accent are today's look: Messenger's #0084FF (SPEC §9)
 * under a white icon, and the header's #0070D9, the shade of it white text reads on
 * (readableSurface('#0084FF')).
 */
import type { CSSProperties } from 'react';

export interface ChatPaint {
  /** The surface and its icon or text colour: the page accent's classes, or a white icon on the widget's own colour. */
  className: string;
  style: CSSProperties;
}

/** A bubble: the widget's own colour when it has one, else the page's accent (else #0084FF). */
export function bubblePaint(ownColor: string | null): ChatPaint {
  return ownColor === null ? { className: 'bg-chat text-on-accent', style: {} } : { className: 'text-white', style: { backgroundColor: ownColor } };
}

/** The omnichat panel's header: its surface, and the classes of its headline and of its line of text. */
export interface HeaderPaint {
  surfaceClass: string;
  style: CSSProperties;
  headline: string;
  text: string;
}

/**
 * The header: on the widget's own colour the surface and text tone readableSurface chose for it
 * (omnichatLayout.ts headerColors), else the page accent's (else #0070D9 under white).
 */
export function headerPaint(own: { background: string; text: 'white' | 'dark' } | null): HeaderPaint {
  if (own === null) return { surfaceClass: 'bg-chat-header', style: {}, headline: 'text-on-accent', text: 'text-on-accent' };
  const white = own.text === 'white';
  return { surfaceClass: '', style: { backgroundColor: own.background }, headline: white ? 'text-white' : 'text-slate-950', text: white ? 'text-white' : 'text-slate-800' };
}
