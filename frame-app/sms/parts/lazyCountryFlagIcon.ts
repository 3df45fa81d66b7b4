/**
 * The flags are their own chunk (CountryFlagIcon.tsx), fetched the first time a flag renders: when the
 * SMS form first shows its country button, i.e. together with the phone data chunk (useSmsOptIn), and
 * only in frames with a phone field.
 *
 * Decorative: a chunk that fails to load leaves the boxes grey, with a console warning, rather than
 * taking the form down with it.
 */
import { lazy, type ComponentType } from 'react';

const NoFlag = (): null => null;

type FlagIcon = ComponentType<{ iso: string | null; className?: string }>;

let loading: Promise<{ default: FlagIcon }> | null = null;

/** The chunk's one load, shared with the lazy part: the server renderer waits for it before painting (serverView/lazyPartsReady.tsx). */
export function loadCountryFlagIcon(): Promise<{ default: FlagIcon }> {
  loading ??= import('./CountryFlagIcon').catch((error: unknown) => {
    console.warn(`[MC] the flag icons did not load: ${error instanceof Error ? error.message : String(error)}`);
    return { default: NoFlag };
  });
  return loading;
}

export const LazyCountryFlagIcon = lazy(loadCountryFlagIcon);
