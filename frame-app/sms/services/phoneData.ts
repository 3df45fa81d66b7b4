/**
 * The heavy part of the phone field, loaded as a lazy chunk by SMS widgets only (lazyPhoneData.ts):
 * the country table of the maintained `countries-list` package (SPEC §3 "Country entry") and number
 * validation by `libphonenumber-js` (its small "min" metadata). The flags are a lazy chunk of their own
 * (sms/parts/CountryFlagIcon.tsx), requested when the form first renders, so at the same time as this one.
 */
import { countries, getEmojiFlag, type TCountryCode } from 'countries-list';
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { emojiCodePoints, type CountryEntry } from '../rules/countrySearch';

export interface PhoneData {
  /** Sorted by English name; a country with several dial codes appears once per code. */
  options: readonly CountryEntry[];
  /** True when libphonenumber-js accepts the full number ('+' + dial + digits). */
  isValid(fullNumber: string): boolean;
}

function buildOptions(): CountryEntry[] {
  const out: CountryEntry[] = [];
  for (const [iso, country] of Object.entries(countries) as Array<[TCountryCode, (typeof countries)[TCountryCode]]>) {
    const emoji = getEmojiFlag(iso);
    const facts = { continent: country.continent, capital: country.capital, currency: country.currency, languages: country.languages, emoji, emojiU: emojiCodePoints(emoji) };
    country.phone.forEach((dial, index) => {
      out.push({
        key: index === 0 ? iso : `${iso}${index}`,
        iso,
        name: country.name,
        native: country.native,
        dial: String(dial),
        ...facts,
      });
    });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name, 'en') || Number(a.dial) - Number(b.dial));
}

export const phoneData: PhoneData = {
  options: buildOptions(),
  isValid: (fullNumber) => {
    try {
      return isValidPhoneNumber(fullNumber);
    } catch {
      return false;
    }
  },
};
