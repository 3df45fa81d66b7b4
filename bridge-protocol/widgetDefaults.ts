/**
 * A kind's full defaults, the object the server data is deep-merged over (SPEC §3, §9): its `main`
 * (the catalogue's, bridge-protocol/widgetCatalogue.ts) inside the sections every kind shares. A fresh
 * object per call, so a merge can never leak one widget's values into another's defaults.
 */
import type { WidgetData, WidgetMain } from './config';
import { COMMON_MAIN, type CatalogueKind } from './widgetCatalogue';

/** The `main` of a pair without a layout: tools and tests can still look at its data. */
export const commonMain = (): WidgetMain => structuredClone(COMMON_MAIN);

/** A kind's whole `main`: the shared options with the kind's own over them, as a fresh copy. */
export const kindMain = (kind: Pick<CatalogueKind, 'main'>): WidgetMain => structuredClone({ ...COMMON_MAIN, ...kind.main });

export function widgetDefaults(main: WidgetMain): WidgetData {
  return {
    main,
    // The inline success label of SPEC §2; operators usually override it.
    submitted: { title: 'Success!' },
    actions: { opt_in_text: 'Subscribe' },
    setup: { urlWhitelist: [], urlBlacklist: [], hideOnMobile: false },
  };
}
