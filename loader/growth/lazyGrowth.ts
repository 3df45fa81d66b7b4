/**
 * The growth rules (issue 47) as the loader's first script holds them: their code is in the lazy chunk
 * (loader/extras/), fetched before the widgets are placed only on pages that use a split test, an
 * audience or the overlay cap (`usesGrowth`), and otherwise in idle time, to count the visit for the
 * audiences of other pages. What must exist before the chunk does stays here: the site's attributes,
 * since `MC('set', …)` may come first.
 */
import type { AudienceFacts } from '../../bridge-protocol/audience';
import type { AppConfig, Widget } from '../../bridge-protocol/config';
import { errorText } from '../../bridge-protocol/errorText';
import { isPlainObject } from '../../bridge-protocol/validate';
import type { Extras } from '../extras/loadExtras';
import type { Growth, GrowthParts } from './growth';

export interface LazyGrowth {
  /** The rules once loaded; null before, or when the chunk could not be fetched. */
  readonly now: Growth | null;
  /** Fetches the chunk once; null when it could not be (said once in the console). */
  load(): Promise<Growth | null>;
  /** `MC('set', {name: value, …})`: the site's attributes for the audiences, for this page view. */
  set(attributes: unknown): void;
}

/** Whether a widget's rules need the growth code (its arm or its audience decide whether it shows). */
export const hasGrowthRules = (widget: Widget | null): boolean => !!(widget?.data?.experiment || widget?.data?.setup?.audience);

/** Whether the page's widgets wait for the growth code before they are placed. */
export const usesGrowth = (config: AppConfig): boolean => !!config.frequency || config.widgets.some((w) => hasGrowthRules(w as Widget | null));

export function createLazyGrowth(extras: () => Promise<Extras>, parts: Omit<GrowthParts, 'attributes'>): LazyGrowth {
  const attributes: Record<string, AudienceFacts['attributes'][string]> = {};
  let now: Growth | null = null;
  let loading: Promise<Growth | null> | undefined;
  return {
    get now() {
      return now;
    },
    load: () =>
      (loading ??= extras()
        .then(({ createGrowth }) => createGrowth({ ...parts, attributes }))
        .then(
          (growth) => (now = growth),
          (error: unknown) => {
            console.error(`[MC] split tests, audiences and overlay cap could not be loaded (${errorText(error)}); their widgets are not shown.`);
            return null;
          },
        )),
    set(given) {
      if (!isPlainObject(given)) return void console.error('[MC] MC("set", …) takes an object, such as {plan: "pro"}.');
      for (const [name, value] of Object.entries(given)) if (['string', 'number', 'boolean'].includes(typeof value)) attributes[name] = value as string;
      now?.audience.recheck();
    },
  };
}
