/**
 * The flags are their own chunk (CountryFlagIcon.tsx), fetched the first time a flag renders: when the
 * SMS form first shows its country button, i.e. together with the phone data chunk (useSmsOptIn), and
 * only in frames with a phone field.
 *
 * Decorative: a chunk that fails to load leaves the boxes grey, with a console warning, rather than
 * taking the form down with it.
 */
import { lazy } from 'react';

const NoFlag = (): null => null;

export const LazyCountryFlagIcon = lazy(() =>
  import('./CountryFlagIcon').catch((error: unknown) => {
    console.warn(`[MC] the flag icons did not load: ${error instanceof Error ? error.message : String(error)}`);
    return { default: NoFlag };
  }),
);
