/**
 * SPEC §3 "Money event" and §9: default money currency USD; currency table of ISO codes with 0, 2,
 * 3 or 4 decimals (JPY 0, KWD 3); default locale en-US.
 *
 * The table is Intl's own (ICU carries ISO 4217's minor units: JPY 0, USD 2, KWD 3, CLF 4), so
 * there is no hand-kept list to go stale.
 *
 * Decision where the spec is silent — an unknown code: a well-formed code (three letters, any case)
 * that Intl has no data for gets 2, ISO 4217's and Intl's own default; a malformed one ("US", "",
 * "US$") throws Intl's RangeError, since that is a programming or data error, not a currency.
 * `Intl.supportedValuesOf('currency')` is not used as the test of "known": it leaves out funds codes
 * such as CLF that Intl nonetheless formats correctly.
 */

export const DEFAULT_CURRENCY = 'USD';
const DEFAULT_MONEY_LOCALE = 'en-US';

function currencyFormat(currency: string, locale: string): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, { style: 'currency', currency });
}

/** `amount` in `currency` for `locale`, rounded to the currency's decimals ("$1,234.50", "¥1,235"). */
export function formatMoney(amount: number, currency = DEFAULT_CURRENCY, locale = DEFAULT_MONEY_LOCALE): string {
  return currencyFormat(currency, locale).format(amount);
}
