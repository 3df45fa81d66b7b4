/**
 * An amount in its currency for the reports ("$1,234.50", "¥1,500", "KWD 1.234"), decimals from Intl
 * (rules/money.ts). The server stores ISO 4217 codes only, but a report must not break on one stored
 * row: a code Intl refuses is shown as the number and the code as they are.
 */
import { formatMoney } from '../rules/money';

export function moneyText(amount: number, currency: string): string {
  try {
    return formatMoney(amount, currency);
  } catch {
    return `${amount} ${currency}`;
  }
}
