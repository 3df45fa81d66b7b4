/**
 * SPEC §9 "Local storage keys": overrides of the messenger SDK version, debug flag and locale, the
 * disable-SDK-rewrite flag, and SPEC §4's override of the forced rendered timeout. A QA engineer sets
 * them in the host page's localStorage (devtools), where the loader reads them once and hands them to
 * every frame in the bootstrap: the frames' own storage is third-party and often unavailable.
 *
 * The loader hands over the stored text as it is (readMessengerOverrideValues, a few bytes on the host
 * page); each frame parses it (readMessengerOverrides), where the validation's code costs the host
 * page nothing. Pure: `get` reads a key, `warn` reports a value that is ignored because it is malformed.
 */
import { bool, nullable, num, object, recordOf, str, type Infer } from './validate';
import { ownValue } from './ownValue';
import { safeStringify } from './safeJson';

export const MESSENGER_OVERRIDE_KEYS = {
  sdkVersion: 'mc_fb_sdk_version',
  sdkDebug: 'mc_fb_sdk_debug',
  locale: 'mc_fb_locale',
  disableSdkRewrite: 'mc_fb_disable_sdk_rewrite',
  renderTimeoutMs: 'mc_fb_render_timeout',
} as const;

/** The stored text of each override key (MESSENGER_OVERRIDE_KEYS' values), null when not set; as the bootstrap carries it. */
export const messengerOverrideValuesSchema = /* @__PURE__ */ recordOf(nullable(str(256)));
export type MessengerOverrideValues = Infer<typeof messengerOverrideValuesSchema>;

/** The loader's part: the stored text of every override key, unparsed (cut to 256 characters). */
export function readMessengerOverrideValues(get: (key: string) => string | null): MessengerOverrideValues {
  const values: MessengerOverrideValues = {};
  for (const key of Object.values(MESSENGER_OVERRIDE_KEYS)) values[key] = get(key)?.slice(0, 256) ?? null;
  return values;
}

/** The frame's part: the overrides parsed from the values the bootstrap carried. */
export function parseMessengerOverrideValues(values: MessengerOverrideValues, warn: (message: string) => void): MessengerOverrides {
  return readMessengerOverrides((key) => ownValue(values, key) ?? null, warn);
}

const messengerOverridesSchema = /* @__PURE__ */ object({
  sdkVersion: nullable(str(16)),
  sdkDebug: nullable(bool()),
  locale: nullable(str(16)),
  disableSdkRewrite: bool(),
  renderTimeoutMs: nullable(num()),
});
export type MessengerOverrides = Infer<typeof messengerOverridesSchema>;

/** The longest forced rendered timeout an override may ask for: a minute. */
export const MAX_RENDER_TIMEOUT_MS = 60_000;

const VERSION_RE = /^v\d{1,2}\.\d{1,2}$/;
const LOCALE_RE = /^[a-z]{2,3}_[A-Z]{2}$/;

function flag(raw: string): boolean | null {
  const value = raw.trim().toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return null;
}

export function readMessengerOverrides(get: (key: string) => string | null, warn: (message: string) => void): MessengerOverrides {
  const ignored = (key: string, raw: string, expected: string): null => {
    // safeStringify, not JSON.stringify: in the loader this runs on the host page, which may have replaced it.
    warn(`[MC] localStorage ${key}=${safeStringify(raw.slice(0, 40))} is ignored: expected ${expected}.`);
    return null;
  };
  const read = <T>(key: string, parse: (raw: string) => T | null, expected: string): T | null => {
    const raw = get(key);
    if (raw === null) return null;
    const value = parse(raw);
    return value === null ? ignored(key, raw, expected) : value;
  };
  const K = MESSENGER_OVERRIDE_KEYS;
  return {
    sdkVersion: read(K.sdkVersion, (raw) => (VERSION_RE.test(raw.trim()) ? raw.trim() : null), 'a version such as v3.1'),
    sdkDebug: read(K.sdkDebug, flag, 'true or false'),
    locale: read(K.locale, (raw) => (LOCALE_RE.test(raw.trim()) ? raw.trim() : null), 'a locale such as en_US'),
    disableSdkRewrite: read(K.disableSdkRewrite, flag, 'true or false') === true,
    renderTimeoutMs: read(
      K.renderTimeoutMs,
      (raw) => {
        const ms = Number(raw.trim());
        return raw.trim() !== '' && Number.isInteger(ms) && ms >= 0 && ms <= MAX_RENDER_TIMEOUT_MS ? ms : null;
      },
      `whole milliseconds from 0 to ${String(MAX_RENDER_TIMEOUT_MS)}`,
    ),
  };
}
