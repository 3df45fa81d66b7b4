/**
 * The double opt-in's words (issue 48, item 2): the confirmation message a pending subscriber receives,
 * and whether a reply confirms. Pure.
 */

/** The reply that confirms, matched without regard to case or surrounding spaces and punctuation. */
export const CONFIRM_KEYWORD = 'YES';

export function confirmationMessage(link: string): string {
  return `Reply ${CONFIRM_KEYWORD} to confirm your subscription, or open ${link} . Msg & data rates may apply. Reply STOP to cancel.`;
}

export function isConfirmReply(text: string): boolean {
  return text.trim().replace(/[.!]+$/, '').toUpperCase() === CONFIRM_KEYWORD;
}

/**
 * The opt-out words US carriers (CTIA) require every SMS program to honour; the provider (Twilio) stops
 * sending by itself, and the subscriber's row says so too, with the owner's `subscriber.unsubscribed`.
 */
export const STOP_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;

export function isStopReply(text: string): boolean {
  return (STOP_KEYWORDS as readonly string[]).includes(text.trim().replace(/[.!]+$/, '').toUpperCase());
}
