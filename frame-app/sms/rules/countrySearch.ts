/**
 * SPEC §5: the country search is a case-insensitive substring match on the English name, the native
 * name or '+dialcode'. An empty query keeps every country.
 */

/** One choice of the country picker (a country with several dial codes appears once per code). */
export interface CountryOption {
  /** Unique key: the ISO code, with a numeric suffix for the extra dial codes ("XK", "XK1", …). */
  key: string;
  /** ISO 3166-1 alpha-2 code. */
  iso: string;
  name: string;
  native: string;
  /** Digits only, e.g. "1", "44". */
  dial: string;
}

/**
 * SPEC §3 "Country entry": the option, with the rest of what the static table holds for it (the
 * country's continent code, capital, currency codes, language codes, flag emoji and the emoji's code
 * points, "U+1F1FA U+1F1F8"). The picker reads only the option's fields.
 */
export interface CountryEntry extends CountryOption {
  continent: string;
  capital: string;
  currency: readonly string[];
  languages: readonly string[];
  emoji: string;
  emojiU: string;
}

/** A flag emoji's code points as SPEC's `emojiU` writes them: "U+1F1FA U+1F1F8". */
export function emojiCodePoints(emoji: string): string {
  return Array.from(emoji, (char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase()}`).join(' ');
}

export function matchesCountry(option: CountryOption, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  return option.name.toLowerCase().includes(q) || option.native.toLowerCase().includes(q) || `+${option.dial}`.includes(q);
}

export function searchCountries(options: readonly CountryOption[], query: string): CountryOption[] {
  return options.filter((option) => matchesCountry(option, query));
}
