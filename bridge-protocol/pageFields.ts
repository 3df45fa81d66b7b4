/**
 * The page-level fields of the configuration (SPEC §3 "Application configuration read at start"), each
 * checked on its own: the fields a widget cannot do without by the loader, the others by the frame that
 * reads them. One wrong-typed field (an operator's typo, `fb_page_id` saved as an object) must
 * not turn off the whole page: the field is dropped with one console error, the widgets that do not
 * need it go on, and only the widgets that need it are disabled, each with its own error.
 *
 * What needs what:
 * - messenger widgets (channel fb, none or absent) need `fb_page_id` (the plugins and every m.me link),
 *   `appId` (the plugins) and `is_eu_affected` (whether Meta's SDK may load for this visitor at all:
 *   guessing "no" could load it for an EU visitor);
 * - SMS and omni widgets need `whitelist` (SPEC §5: without a whitelist an SMS widget shows on every
 *   host, so a broken one must not read as "none").
 * Every other field falls back to its default when dropped (SPEC §3 defaults; see toAppState).
 */
import type { AppConfig, UncheckedAppConfig } from './config';
import { hasOwn, ownValue } from './ownValue';
import { isSmsChannel } from './smsWhitelist';
import { arrayOf, bool, nullable, num, str, union, type Schema } from './validate';

/** Which widgets cannot work without a field. */
type Users = 'messenger' | 'sms';

const text = (maxLength: number): Schema<string | null> => nullable(str(maxLength));
const id = (): Schema<string | number | null> => nullable(union(str(64), num()));
const flag = (): Schema<boolean | null> => nullable(bool());

type FieldRules = Readonly<Record<string, readonly [Schema<unknown>, Users?]>>;

/**
 * The fields a widget cannot work without, each with its schema (the limits of the runtime app state,
 * appStateSchema) and who needs it: the loader checks these before it creates a frame (widgetMounts.ts).
 */
const HOST_PAGE_FIELDS: FieldRules = {
  fb_page_id: [id(), 'messenger'],
  appId: [id(), 'messenger'],
  whitelist: [nullable(arrayOf(str(500))), 'sms'],
  is_eu_affected: [flag(), 'messenger'],
};

/**
 * The fields only the frame reads (the runtime app state it builds, bootstrapApp.ts): the loader passes
 * them on unchecked and each frame drops a wrong-typed one (issue 46 item 4: the loader's bytes).
 */
const FRAME_PAGE_FIELDS: FieldRules = {
  pageId: [union(str(64), num())],
  host: [text(500)],
  widget_phone: [id()],
  page_name: [text(500)],
  sms_channel_connected: [flag()],
  defaultSize: [flag()],
  fbSDKVersion: [text(16)],
  fbSDKDebug: [flag()],
  locale: [text(16)],
  widgetLocale: [text(16)],
  terms_url: [text(2048)],
  privacy_url: [text(2048)],
};

export interface InvalidPageField {
  field: string;
  /** What is wrong (`expected string, got object / expected a finite number, got object`). */
  error: string;
}

export interface CheckedPageFields {
  /** The configuration without its invalid page fields (unknown fields are kept). */
  config: AppConfig;
  invalid: InvalidPageField[];
}

/** Drops every page-level field of `rules` whose value has the wrong type; pure, the input is not changed. */
function checkFields<C extends UncheckedAppConfig>(config: C, rules: FieldRules): { config: C; invalid: InvalidPageField[] } {
  const kept: C = { ...config };
  const invalid: InvalidPageField[] = [];
  for (const field of Object.keys(rules)) {
    const value = hasOwn(config, field) ? config[field] : undefined;
    const path = `config.${field}`;
    const error = value === undefined ? null : rules[field]![0](value, path);
    if (error === null) continue;
    // The field is named by the caller's message; a union repeats the path once per alternative.
    invalid.push({ field, error: error.split(`${path}: `).join('') });
    delete kept[field];
  }
  return { config: kept, invalid };
}

/** Every page-level field (the admin API and the studio refuse a configuration with a wrong-typed one). */
export function checkPageFields(config: UncheckedAppConfig): CheckedPageFields {
  const checked = checkFields(config, HOST_PAGE_FIELDS);
  const rest = checkFields(checked.config, FRAME_PAGE_FIELDS);
  // Every page field left has the type AppConfig gives it: that is what the loops checked.
  return { config: rest.config as AppConfig, invalid: [...checked.invalid, ...rest.invalid] };
}

/**
 * The fields a widget cannot do without, as the loader checks them before it creates any frame. The
 * other page fields pass on to the frames as configured (checkFramePageFields).
 */
export function checkHostPageFields(config: UncheckedAppConfig): CheckedPageFields {
  const { config: kept, invalid } = checkFields(config, HOST_PAGE_FIELDS);
  // The fields the loader reads have the type AppConfig gives them; the others only the frame reads.
  return { config: kept as AppConfig, invalid };
}

/** The page fields only the frame reads, checked where they are read (bootstrapApp.ts). */
export function checkFramePageFields<C extends UncheckedAppConfig>(config: C): { config: C; invalid: InvalidPageField[] } {
  return checkFields(config, FRAME_PAGE_FIELDS);
}

/** The dropped fields a widget on `channel` cannot work without (empty: it goes on). */
export function missingPageFields(channel: string | undefined, invalid: readonly InvalidPageField[]): string[] {
  const users: Users = isSmsChannel(channel) ? 'sms' : 'messenger';
  return invalid.filter(({ field }) => ownValue(HOST_PAGE_FIELDS, field)?.[1] === users).map(({ field }) => field);
}
