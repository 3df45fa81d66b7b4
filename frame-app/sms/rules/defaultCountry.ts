/**
 * SPEC §5: the default country is US, or the one detected from the browser: the region subtag of the
 * first preferred language that has one ("en-GB" → GB, "pt-BR" → BR), if the picker knows it.
 */
const FALLBACK_COUNTRY = 'US';

/** The region of a BCP 47 tag ("en-GB", "zh-Hant-TW"), upper-case, or null ("en", "es-419"). */
export function regionOf(languageTag: string): string | null {
  const subtags = languageTag.split(/[-_]/).slice(1);
  const region = subtags.find((s) => /^[a-z]{2}$/i.test(s));
  return region === undefined ? null : region.toUpperCase();
}

export function defaultCountry(languages: readonly string[], known: (iso: string) => boolean): string {
  for (const tag of languages) {
    const region = regionOf(tag);
    if (region !== null && known(region)) return region;
  }
  return FALLBACK_COUNTRY;
}
