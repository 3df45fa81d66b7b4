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

export function matchesCountry(option: CountryOption, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  return option.name.toLowerCase().includes(q) || option.native.toLowerCase().includes(q) || `+${option.dial}`.includes(q);
}

export function searchCountries(options: readonly CountryOption[], query: string): CountryOption[] {
  return options.filter((option) => matchesCountry(option, query));
}
