/**
 * Every message that crosses the bridge between the host page (loader) and a widget frame, with its
 * direction, its payload schema and, from the schema, its type. One typed map, namespaced names
 * (`mc:`), like Cal.com embed-core's event map.
 *
 * Startup is hello → bootstrap (the reply to hello) → layout: the frame is sized by the third message.
 */
import type { AppState } from './config';
import { messengerOverrideValuesSchema } from './messengerOverrides';
import { ownValue } from './ownValue';
import {
  arrayOf,
  bool,
  literal,
  oneOf,
  nullable,
  num,
  object,
  optional,
  recordOf,
  str,
  union,
  unknownValue,
  type Infer,
  type Schema,
} from './validate';

// Bumped on any incompatible change of a payload below; checked in the first exchange (handshake.ts).
export { PROTOCOL_VERSION } from './handshake';

// ---------- shared payload parts ----------

/** SPEC §3 "Client state at start": page. `anchors` maps an anchor id to reached. */
const pageStateSchema = /* @__PURE__ */ object({
  exitIntent: bool(),
  maxScroll: num(),
  secondsSpent: num(),
  anchors: recordOf(bool()),
  /** The page-wide overlay cap is reached (issue 47; loader/growth/overlayCount.ts): no overlay opens on its own. */
  overlaysCapped: optional(bool()),
});
export type PageState = Infer<typeof pageStateSchema>;

/** SPEC §3: route. `lastChange` is the epoch ms of the last route change, null before the first. */
const routeSchema = /* @__PURE__ */ object({
  url: nullable(str(8_192)),
  lastChange: nullable(num()),
});
export type Route = Infer<typeof routeSchema>;

const viewportSchema = /* @__PURE__ */ object({
  width: num(),
  height: num(),
  /** The host's best knowledge that this is a phone or tablet (UA hint), used by hideOnMobile. */
  mobile: bool(),
});
export type Viewport = Infer<typeof viewportSchema>;

/** SPEC §3 "Widget session": per widget lastImpression (epoch ms) and manualClose. */
const widgetSessionEntrySchema = /* @__PURE__ */ object({
  lastImpression: nullable(num()),
  manualClose: bool(),
});
export type WidgetSessionEntry = Infer<typeof widgetSessionEntrySchema>;

const sessionSnapshotSchema = /* @__PURE__ */ object({
  sessionId: str(128),
  userId: nullable(str(128)),
  /** Only the receiving frame's own entry: frames never see each other's history. */
  widget: widgetSessionEntrySchema,
});
export type SessionSnapshot = Infer<typeof sessionSnapshotSchema>;

export const PLACEMENT_KINDS = ['bar', 'modal', 'slide_in', 'takeover', 'inline', 'bubble'] as const;
export const PLACEMENT_POSITIONS = ['top', 'bottom', 'lt', 'lm', 'lb', 'rt', 'rm', 'rb'] as const;

const cssWidthSchema = /* @__PURE__ */ object({ unit: literal('px', '%'), number: num() });

/**
 * Where the frame asks to be put. The loader owns the host CSS; the frame only names the placement.
 * - bar: full width at `position` top|bottom; pushPage pads the host page; stickWithScroll keeps it fixed.
 * - modal / takeover: the whole viewport (the frame draws its own backdrop).
 * - slide_in: a corner or edge middle (`position` lt…rb), sized by the frame.
 * - inline: inside the host's `data-widget-id` anchor element, `width` or the anchor's width.
 * - bubble: bottom-right corner, sized by the frame.
 * - inset (slide_in, bubble): the gap in px between the iframe and the viewport's edges (default 0). A
 *   floating widget whose offset is transparent padding inside its iframe would block clicks on the
 *   page under that padding; an inset keeps the iframe no larger than what the visitor sees.
 * - overlay (bubble): the frame fills the viewport over the page and every widget (the omnichat panel
 *   as a phone sheet, over its backdrop): above the other floating widgets, and it moves none of them.
 */
export const placementSchema = /* @__PURE__ */ object({
  kind: oneOf(PLACEMENT_KINDS),
  position: optional(oneOf(PLACEMENT_POSITIONS)),
  pushPage: optional(bool()),
  stickWithScroll: optional(bool()),
  width: optional(cssWidthSchema),
  minWidth: optional(num()),
  inset: optional(num()),
  overlay: optional(bool()),
});
export type Placement = Infer<typeof placementSchema>;

const sizeSchema = /* @__PURE__ */ object({ width: num(), height: num() });
export type Size = Infer<typeof sizeSchema>;

export const EDITABLE_FIELDS = ['title', 'desc', 'ctaText', 'smsButtonText', 'optInButtonText'] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];
/** The longest text an editor change carries; the frame caps what the editor types to it. */
export const EDITOR_VALUE_MAX_LENGTH = 5_000;

export const WIDGET_COMMANDS = ['open', 'forceOpen', 'close', 'submit', 'setPayload'] as const;

/**
 * Lifecycle events a frame reports; re-emitted on the public object for the host page. `checked`
 * (detail {checked, ref, userRef}) reports the messenger checkbox plugin's state; `submitted` may carry
 * {ref, userRef}. The loader keeps the last values as the widget's `.checked`, `.ref`, `.userRef`.
 */
export const WIDGET_EVENTS = ['ready', 'rendered', 'open', 'close', 'impression', 'submitted', 'optedin', 'error', 'checked'] as const;
export type WidgetEventName = (typeof WIDGET_EVENTS)[number];

/**
 * SPEC §7: the omnichat events, and the impression every widget commits (its payload built by the
 * frame, frame-app/services/impressionPixel.ts).
 */
const FRAME_PIXEL_EVENTS = ['impression', 'open', 'close', 'click', 'popover_close'] as const;
export type FramePixelEvent = (typeof FRAME_PIXEL_EVENTS)[number];

/** SPEC §3 "SDK-ready flags": `{sdk}Ready` of the runtime app state. */
const SDK_NAMES = ['fbsdk', 'ytsdk', 'vimeosdk'] as const;
export type SdkName = (typeof SDK_NAMES)[number];

/**
 * The messenger SDK as a frame last knew it, in its `ready` event's detail (`messenger`): not needed
 * (no plugin), still loading, loaded, or not loadable so the "Go to Messenger" fallback stands in.
 */
export type MessengerSdkState = 'none' | 'pending' | 'ready' | 'fallback';

// ---------- host → frame ----------

export const hostToFrame = {
  'mc:page-signals': pageStateSchema,
  'mc:anchor-reached': /* @__PURE__ */ object({ anchor: str(256) }),
  'mc:route-change': routeSchema,
  'mc:viewport': viewportSchema,
  'mc:widget-command': /* @__PURE__ */ object({
    command: oneOf(WIDGET_COMMANDS),
    payload: optional(str(1_000)),
  }),
  /**
   * Every frame of the page has been created and has said hello, or had its turn (loader/frames/frameTurn.ts);
   * sent to each frame after its hello. A painted view waits for it before it spends an idle moment on
   * React (earlyHello.ts), so that the frames still to come get their first paint first.
   */
  'mc:frames-started': /* @__PURE__ */ object({}),
} satisfies Record<string, Schema<unknown>>;

// ---------- frame → host ----------

const layoutSchema = /* @__PURE__ */ object({
  visible: bool(),
  placement: placementSchema,
  size: sizeSchema,
  /** Accessible name for the iframe, e.g. "Get 10% off (bar)". */
  title: optional(str(300)),
  /**
   * On a hidden layout: the widget may still show in this page view on its own (its entrance trigger,
   * its messenger SDK), so an embed's anchor keeps the space reserved for it (loader/frames/embedAnchor.ts).
   */
  waiting: optional(bool()),
});

const helloSchema = /* @__PURE__ */ object({
  protocolVersion: num(),
  widgetId: str(64),
  /** A painted view's first layout, decided from the facts in the frame's address (handshake.ts, frameFacts.ts). */
  layout: optional(layoutSchema),
});

export const frameToHost = {
  /** Answered with a Bootstrap; see `responses`. */
  'mc:hello': helloSchema,
  'mc:layout': layoutSchema,
  'mc:resize': sizeSchema,
  'mc:widget-event': /* @__PURE__ */ object({
    event: oneOf(WIDGET_EVENTS),
    detail: optional(recordOf(union(union(str(2_000), num()), nullable(bool())))),
  }),
  /**
   * A pixel event the frame's widget logs (SPEC §7: the omnichat events and the impression). The loader adds widget_id (its
   * own, never the frame's) and user_agent, and sends it with the page pixel's session.
   */
  'mc:pixel-event': /* @__PURE__ */ object({
    event: oneOf(FRAME_PIXEL_EVENTS),
    /** Texts, and numbers (the impression's timestamp). */
    detail: optional(recordOf(union(str(64), num()))),
  }),
  'mc:session-update': /* @__PURE__ */ object({
    lastImpression: optional(nullable(num())),
    manualClose: optional(bool()),
  }),
  'mc:navigate': /* @__PURE__ */ object({ url: str(8_192), target: literal('same', 'new') }),
  'mc:open-window': /* @__PURE__ */ object({ url: str(8_192) }),
  'mc:editor-change': /* @__PURE__ */ object({ field: oneOf(EDITABLE_FIELDS), value: str(EDITOR_VALUE_MAX_LENGTH) }),
  'mc:watch-anchors': /* @__PURE__ */ object({ anchors: arrayOf(str(256), 100) }),
  /**
   * SPEC §3 runtime app state: an SDK (the messenger SDK, a video player) loaded in this frame (`ready`),
   * or the messenger SDK cannot load and the fallback stands in (`ready: false`). The loader sets the
   * page's `{sdk}Ready` flag and lets `ready` / `mcAsyncInit` follow the messenger SDK (SPEC §4).
   */
  'mc:sdk': /* @__PURE__ */ object({ sdk: oneOf(SDK_NAMES), ready: bool() }),
} satisfies Record<string, Schema<unknown>>;

// ---------- replies ----------

/** SPEC §3 SDK-ready flags: a frame of the page reported that SDK loaded (`mc:sdk`); all false at start. */
const sdkReadySchema = /* @__PURE__ */ object({ fbsdkReady: bool(), ytsdkReady: bool(), vimeosdkReady: bool() });
export type SdkReady = Infer<typeof sdkReadySchema>;
/** The SDK-ready flags of a page view where no frame has loaded an SDK yet (a copy each: the host sets them). */
export const noSdkReady = (): SdkReady => ({ fbsdkReady: false, ytsdkReady: false, vimeosdkReady: false });

/**
 * The host's answer to `mc:hello` as it travels. The page's runtime app state is not in it: the frame
 * builds it (bridge-protocol/bootstrapApp.ts) from the page's configuration, which the host passes as it
 * checked it (pageFields.ts), so that the loader carries no code for what it only hands on.
 */
export const bootstrapSchema = /* @__PURE__ */ object({
  protocolVersion: num(),
  /** The widget exactly as configured; the frame merges it over its per-type defaults. */
  widget: object({
    widget_id: union(num(), str(64)),
    widget_type: str(64),
    channel: optional(str(16)),
    data: optional(unknownValue()),
  }),
  /** The page id of the loader's tag (`data-page-id`), for a configuration that names none. */
  pageId: str(64),
  /** The page-level fields of the configuration, each as the host checked it; without the widget list. */
  config: recordOf(unknownValue()),
  /** The host page's font family, when the page's theme asks for the site's font (loader/hostFont.ts). */
  hostFont: nullable(str()),
  sdkReady: sdkReadySchema,
  session: sessionSnapshotSchema,
  page: pageStateSchema,
  route: routeSchema,
  viewport: viewportSchema,
  editMode: bool(),
  /** Backend base (`data-api`) and pixel base (`data-pixel-api`), absolute, no trailing slash (SPEC §7 calls). */
  api: str(2048),
  pixelApi: str(2048),
  /**
   * SPEC §9 local-storage overrides of the messenger SDK: the text the loader read from the host's
   * storage, by key; the frame parses it (messengerOverrides.ts).
   */
  messengerOverrides: messengerOverrideValuesSchema,
});
type BootstrapWidget = { widget_id: number | string; widget_type: string; channel?: string; data?: unknown; [k: string]: unknown };
export type BootstrapMessage = Infer<typeof bootstrapSchema> & { widget: BootstrapWidget };

/**
 * The bootstrap as the frame holds it (bootstrapApp.ts): the message with the page's runtime app state
 * (SPEC §3) in place of the configuration it was built from, and the locale it names.
 */
export type Bootstrap = Omit<BootstrapMessage, 'pageId' | 'config' | 'hostFont' | 'sdkReady'> & { app: AppState; locale: string };

export type HostToFrameMap = { [K in keyof typeof hostToFrame]: Infer<(typeof hostToFrame)[K]> };
export type FrameToHostMap = { [K in keyof typeof frameToHost]: Infer<(typeof frameToHost)[K]> };
export type HostToFrameName = keyof HostToFrameMap;
export type FrameToHostName = keyof FrameToHostMap;

/** The reply each message expects; `void` where the sender only needs delivery. */
export interface ResponseMap {
  'mc:hello': BootstrapMessage;
}
/** The messages whose sender waits for a reply; every other message is fire-and-forget. */
export const MESSAGES_WITH_REPLY: readonly string[] = ['mc:hello'] satisfies (keyof ResponseMap)[];
export type ResponseOf<N extends string> = N extends keyof ResponseMap ? ResponseMap[N] : void;

export const responseSchemas: { [K in keyof ResponseMap]: Schema<unknown> } = {
  'mc:hello': bootstrapSchema,
};

export type WidgetCommand = HostToFrameMap['mc:widget-command'];
export type LayoutRequest = FrameToHostMap['mc:layout'];
export type WidgetEvent = FrameToHostMap['mc:widget-event'];
export type SessionUpdate = FrameToHostMap['mc:session-update'];

/** Validates one incoming payload by message name; unknown names are errors too. */
export function validateMessage(
  direction: 'host-to-frame' | 'frame-to-host',
  name: string,
  payload: unknown,
): string | null {
  const table: Record<string, Schema<unknown>> = direction === 'host-to-frame' ? hostToFrame : frameToHost;
  const check = ownValue(table, name);
  if (!check) return `unknown message ${name}`;
  return check(payload, name);
}
