/**
 * The settings of the messenger SDK for this page (SPEC §7: initialised with the app id and a version,
 * default v3.1): the configuration, with the SPEC §9 local-storage overrides on top. Pure; null when
 * the page has no app id (no plugin can load).
 */
import type { AppState } from '../../bridge-protocol/config';
import type { MessengerOverrides } from '../../bridge-protocol/messengerOverrides';

export interface SdkSettings {
  appId: string;
  version: string;
  locale: string;
  debug: boolean;
  disableRewrite: boolean;
}

const DEFAULT_SDK_VERSION = 'v3.1';
const LOCALE_RE = /^[a-z]{2,3}_[A-Z]{2}$/;
const VERSION_RE = /^v\d{1,2}\.\d{1,2}$/;

export function sdkSettings(app: AppState, overrides: MessengerOverrides): SdkSettings | null {
  if (app.appId === null) return null;
  const locale = overrides.locale ?? app.locale;
  const version = overrides.sdkVersion ?? app.fbSDKVersion;
  return {
    appId: app.appId,
    version: VERSION_RE.test(version) ? version : DEFAULT_SDK_VERSION,
    locale: LOCALE_RE.test(locale) ? locale : 'en_US',
    debug: overrides.sdkDebug ?? app.fbSDKDebug,
    disableRewrite: overrides.disableSdkRewrite,
  };
}

