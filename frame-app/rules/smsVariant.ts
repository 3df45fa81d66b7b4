/**
 * The SMS opt-in a kind hosts (its row's `smsVariant`, widgets/kinds.ts): none, the SMS card (box on
 * channel sms), the SMS modal (modal on channel sms), or the omnichannel flow inside the omnichat
 * bubble, which generates a reference first (SPEC §4).
 */
import type { SmsVariant } from '../../bridge-protocol/widgetCatalogue';
export type { SmsVariant };

/** A layout that is itself an SMS opt-in: it reports rendered on its own (SPEC §4, §9). */
export function isSmsLayout(variant: SmsVariant): boolean {
  return variant === 'card' || variant === 'modal';
}
