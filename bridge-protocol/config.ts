/**
 * AppConfig and Widget: the JSON contract of `GET {API}/widget/config?page_id=` (SPEC §3, DESIGN.md
 * "Configuration shapes"). Field names are the spec's, verbatim. Only the fields the host side needs
 * are validated strictly; a widget's `data` travels as-is and is deep-merged over per-type defaults
 * inside the frame. Unknown fields are kept and ignored.
 */
import type { NextStepConfig } from './nextStep';
import { arrayOf, bool, literal, nullable, num, object, optional, str, union, unknownValue, type Infer } from './validate';
import { channelFamily, loaderKind } from './widgetKinds';
import type { WidgetSchedule } from './schedule';

export const CONFIG_ONLY_WIDGET_TYPES = ['messenger_ref_url', 'ads_json', 'ads', 'feed_comment', 'messenger_code'] as const;
export const CHANNELS = ['none', 'fb', 'sms', 'omni'] as const;

export type ConfigOnlyWidgetType = (typeof CONFIG_ONLY_WIDGET_TYPES)[number];

/** Kinds rendered inside a host element carrying `data-widget-id` instead of floating over the page (widgetKinds.ts). */
export function isEmbeddedWidget(type: string): boolean {
  return loaderKind(type)?.embedded === true;
}

export type TriggerType = 'always' | 'scroll' | 'seconds' | 'exit' | 'anchor';
export interface Trigger {
  type: TriggerType;
  value: number | string | null;
}
export type RepeatType = 'always' | 'never' | 'seconds' | 'hours' | 'days';
export interface RepeatRule {
  type: RepeatType;
  value: number | null;
}

/** SPEC §3 data.main.colors' keys (the success view can recolour each through `submitted.colors`). */
export const MAIN_COLOR_KEYS = [
  'background',
  'backgroundCheckbox',
  'headline',
  'description',
  'buttonBackground',
  'buttonText',
  'smsLegalText',
  'smsHeadline',
  'smsDescription',
] as const;

export interface WidgetMain {
  title?: string;
  desc?: string;
  showDescription?: boolean;
  buttonType?: string;
  buttonSize?: 's' | 'm' | 'l' | 'standard' | 'large' | 'xlarge';
  optInButtonText?: string;
  ctaText?: string;
  smsButtonText?: string;
  /** SPEC §3's light or dark; `brand` (ours, issue 49): the page takeover's surface in the accent itself. */
  skin?: 'light' | 'dark' | 'brand';
  /** Ours (issue 49): the accent the widget's template suggests, worn where the page's theme names none. */
  accent?: string;
  /** Ours (issue 49): a coupon ticket above the headline, with its label. */
  offer?: { label?: string };
  /** Ours (issue 49): a first step that asks before the form shows, with its button's text. */
  twoStep?: { yesText?: string };
  colors?: Partial<Record<'background' | 'backgroundCheckbox' | 'headline' | 'description' | 'buttonBackground' | 'buttonText', string>>;
  barPlacement?: 'top' | 'bottom';
  allowHide?: boolean;
  pushPage?: boolean;
  stickWithScroll?: boolean;
  slideInPlacement?: 'lt' | 'lm' | 'lb' | 'rt' | 'rm' | 'rb';
  width?: { unit: 'px' | '%'; number: number };
  fitContainer?: boolean;
  whenDisplay?: Trigger;
  popupMessageWhenDisplay?: Trigger;
  showAgain?: RepeatRule;
  showAgainIfClosed?: RepeatRule;
  [field: string]: unknown;
}

export interface WidgetSubmitted {
  title?: string;
  desc?: string;
  /** The success view's button text (default "Go to Messenger"). */
  ctaText?: string;
  /** The success view's colours, over `main.colors` key by key. */
  colors?: WidgetMain['colors'];
  action?: 'message' | 'redirect' | 'nothing';
  redirectUrl?: string;
  redirectTarget?: 'new' | 'same';
  /** What the success view offers next (nextStep.ts): Messenger, a link, a code to copy or nothing. */
  nextStep?: NextStepConfig;
  [field: string]: unknown;
}

export interface WidgetSetup {
  /** The reference value's payload until the host page sets one (referenceValue.ts). */
  ref?: string;
  /** The subscriber field the backend files the payload under (server/rules/widgetRouting.ts). */
  ref_payload_field_id?: string | number | null;
  /** The pixel account the widget's events are logged to, instead of the page's. */
  pixelId?: string | number | null;
  /** Used where `main` has no buttonSize / skin of its own (config/setupFallbacks.ts). */
  buttonSize?: WidgetMain['buttonSize'];
  skin?: WidgetMain['skin'];
  urlWhitelist?: string[];
  urlBlacklist?: string[];
  hideOnMobile?: boolean | 'desktop' | 'mobile';
  /** SPEC §4 manual open: the named trigger event (`MC('trigger', name)`, `data-mc-trigger`) that opens it. */
  triggerEvent?: string;
  /** The dates, weekdays and hours it may show (bridge-protocol/schedule.ts). */
  schedule?: WidgetSchedule | null;
  [field: string]: unknown;
}

export interface WidgetData {
  main?: WidgetMain;
  submitted?: WidgetSubmitted;
  actions?: Record<string, unknown>;
  setup?: WidgetSetup;
  appearance?: Record<string, unknown>;
  channels?: Record<string, unknown>;
  [section: string]: unknown;
}

/** The checks the host applies before it creates anything for a widget. */
export const widgetEnvelopeSchema = /* @__PURE__ */ object({
  widget_id: union(num(), str(64)),
  widget_type: str(64),
  channel: optional(str(16)),
  name: optional(nullable(str(500))),
  data: optional(unknownValue()),
});

/**
 * SPEC §3 "widget_id (also id), widget_type, type": a widget sent with only `id` and `type` is the same
 * widget. The spec names win when both are present. A new object, so the configuration is not changed.
 */
export function withWidgetAliases(raw: unknown): unknown {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const w = raw as Record<string, unknown>;
  return { ...w, widget_id: w.widget_id ?? w.id, widget_type: w.widget_type ?? w.type };
}

/**
 * SPEC §3 `data.setup.pixelId`: the pixel account this widget's events (its impressions) are logged to,
 * overriding the page's. SPEC does not say more; a site owner who runs several pixel accounts (a brand
 * per widget, an agency's own) expects that widget's statistics there. Undefined when not set or not an id.
 */
export function widgetPixelAccount(widget: { data?: unknown }): string | undefined {
  const setup = (widget.data as { setup?: { pixelId?: unknown } } | undefined)?.setup;
  const id = setup?.pixelId;
  return (typeof id === 'string' && id !== '') || typeof id === 'number' ? String(id) : undefined;
}

export interface Widget extends Infer<typeof widgetEnvelopeSchema> {
  id?: number | string;
  type?: string;
  sms_keyword?: string | null;
  data?: WidgetData;
  [field: string]: unknown;
}

/**
 * What the whole page needs: the widget list. The page-level fields (fb_page_id, whitelist, …) are
 * checked one by one in pageFields.ts, so that one wrong-typed field costs only that field.
 */
export const appConfigEnvelopeSchema = /* @__PURE__ */ object({
  widgets: arrayOf(unknownValue(), 500),
});

/** The configuration as it arrived: a widget list, every other field not checked yet. */
export interface UncheckedAppConfig {
  widgets: unknown[];
  [field: string]: unknown;
}

export interface AppConfig {
  widgets: unknown[];
  host?: string | null;
  pageId?: string | number;
  fb_page_id?: string | number | null;
  appId?: string | number | null;
  widget_phone?: string | null;
  page_name?: string | null;
  whitelist?: string[] | null;
  sms_channel_connected?: boolean | null;
  defaultSize?: boolean | null;
  fbSDKVersion?: string | null;
  fbSDKDebug?: boolean | null;
  locale?: string | null;
  widgetLocale?: string | null;
  is_eu_affected?: boolean | null;
  /** Where the "Powered by" link goes (http or https); the provider's site when absent. */
  powered_by_url?: string | null;
  /** The business's Terms and Privacy pages, linked beside the SMS consent (frame-app/sms/parts/SmsLegalText.tsx). */
  terms_url?: string | null;
  privacy_url?: string | null;
  /** The page's brand theme: accent, font, radius (frame-app/rules/brandTheme.ts). */
  theme?: { accent?: string; font?: string; radius?: string; hostFont?: string } | null;
  [field: string]: unknown;
}

/**
 * Runtime app state handed to every frame (SPEC §3 "Runtime app state"). The SDK-ready flags start false.
 */
export const appStateSchema = /* @__PURE__ */ object({
  pageId: str(64),
  fbPageId: nullable(str(64)),
  appId: nullable(str(64)),
  widgetPhone: nullable(str(64)),
  pageName: nullable(str(500)),
  host: nullable(str(500)),
  whitelist: arrayOf(str(500)),
  defaultSize: bool(),
  smsChannelConnected: bool(),
  isEuAffected: bool(),
  fbSDKVersion: str(16),
  fbSDKDebug: bool(),
  locale: str(16),
  /** `powered_by_url` as configured; the frame checks it is an http(s) link before using it. */
  poweredByUrl: optional(nullable(str(2048))),
  /** `terms_url` and `privacy_url` as configured; checked as http(s) links where they are used. */
  termsUrl: optional(nullable(str(2048))),
  privacyUrl: optional(nullable(str(2048))),
  /**
   * `theme` as configured, passed through: each part is read as an own property and checked where it is
   * used (frame-app/rules/brandTheme.ts), so the loader carries no code for it.
   */
  theme: optional(unknownValue()),
  fbsdkReady: bool(),
  ytsdkReady: bool(),
  vimeosdkReady: bool(),
});
export type AppState = Infer<typeof appStateSchema>;

/** A configured id or text as the runtime app state holds it: absent or empty is null. */
export const asText = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));

/** `hostFont`: the host page's computed font family, when its theme asks for the site's font (loader/hostFont.ts). */
export function toAppState(config: AppConfig, pageId: string, hostFont: string | null = null): AppState {
  return {
    pageId: String(config.pageId ?? pageId),
    fbPageId: asText(config.fb_page_id),
    appId: asText(config.appId),
    widgetPhone: asText(config.widget_phone),
    pageName: asText(config.page_name),
    host: asText(config.host),
    whitelist: Array.isArray(config.whitelist) ? config.whitelist.filter((h): h is string => typeof h === 'string') : [],
    defaultSize: config.defaultSize === true,
    smsChannelConnected: config.sms_channel_connected === true,
    isEuAffected: config.is_eu_affected === true,
    fbSDKVersion: typeof config.fbSDKVersion === 'string' && config.fbSDKVersion ? config.fbSDKVersion : 'v3.1',
    fbSDKDebug: config.fbSDKDebug === true,
    locale: String(config.widgetLocale ?? config.locale ?? 'en_US'),
    poweredByUrl: asText(config.powered_by_url),
    termsUrl: asText(config.terms_url),
    privacyUrl: asText(config.privacy_url),
    // The host page's family travels inside the theme, where rules/brandTheme.ts reads it.
    theme: hostFont === null ? (config.theme ?? null) : { ...(config.theme ?? {}), hostFont },
    fbsdkReady: false,
    ytsdkReady: false,
    vimeosdkReady: false,
  };
}

export type WidgetClass = 'visual' | 'config-only' | 'no-layout' | 'unknown-type';

/** DESIGN.md: the type and channel pairs that have a layout (widgetKinds.ts); any other visual pair is SPEC §8's error. */
export function classifyWidget(type: string, channel: string | undefined): WidgetClass {
  if ((CONFIG_ONLY_WIDGET_TYPES as readonly string[]).includes(type)) return 'config-only';
  const kind = loaderKind(type);
  if (kind === undefined) return 'unknown-type';
  const family = channelFamily(channel);
  return family !== null && kind.channels.includes(family) ? 'visual' : 'no-layout';
}
