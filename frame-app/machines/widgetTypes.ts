/**
 * The widget machine's types (widgetMachine.ts): its input and context, the events it takes and the
 * events it emits. Types only, no XState: the first script (boot/firstViewState.ts) reads the context
 * type, and the submit flow's child (submitFlowMachine.ts) the reference detail and the emitted events.
 */
import type { RenderReason } from '../../bridge-protocol/clientState';
import type { PageState, Placement, Route, Viewport, WidgetSessionEntry } from '../../bridge-protocol/messages';
import type { MergedWidget } from '../config/mergeWidget';
import type { AfterSubmitClass, AfterSubmitDecision } from '../rules/afterSubmit';
import type { MessengerPluginKind } from '../rules/messengerPlugin';
import type { PluginSize } from '../rules/pluginSize';
import type { PluginSignal } from '../rules/pluginSignal';
import type { ScheduleWindow } from '../../bridge-protocol/schedule';

/** How the widget opened: its display rules, the host's OPEN, or FORCE_OPEN / editing mode (every check ignored). */
export type OpenTrigger = 'automatic' | 'manual' | 'forced';

export interface WidgetMachineInput {
  widget: MergedWidget;
  session: WidgetSessionEntry;
  page: PageState;
  route: Route;
  viewport: Viewport;
  /** The wall clock when the machine starts (the page view's start, pageLoadedAt); the machine's own is provided (widgetMachineWithClock). */
  now: () => number;
  /** SPEC §4: an EU visitor is treated as rendered immediately. */
  euAffected?: boolean;
  /** SPEC §9: the host may override the forced rendered timeout (local-storage override). */
  renderTimeoutMs?: number;
  /** SPEC §1 editing mode (the embed's `data-edit-mode`): an editor previews and edits the widget. */
  editMode?: boolean;
  /** The messenger plugin this widget renders (rules/messengerPlugin.ts); 'none' by default. */
  plugin?: MessengerPluginKind;
  /** SPEC §4 "After-submit": the kind's class (its row in widgets/kinds.ts). */
  afterSubmitClass: AfterSubmitClass;
  /** The kind's placement (its row): repeat display does not apply to an embed (rules/repeatDisplay.ts). */
  placement: Placement['kind'];
  /** SPEC §3 reference value parts: the visitor's session id and this mount's instance id. */
  sessionId?: string;
  instanceId?: string;
  /** The checkbox plugin's user_ref (unique per mount). */
  userRef?: string;
  /** The plugin cannot load at all (no app id or page id configured): nothing to wait for. */
  pluginUnavailable?: boolean;
  /**
   * Our link stands in the plugin's slot while it loads, and the widget shows at its first commit
   * (rules/messengerPlugin.ts pluginHasStandIn); by default for the send-to-messenger plugin only.
   */
  pluginStandIn?: boolean;
  /** The reference value's payload until SET_PAYLOAD (SPEC §3 `data.setup.ref`, rules/configuredPayload.ts). */
  payload?: string | null;
  /** `data.setup.schedule` as read by the display decision (bridge-protocol/schedule.ts); null: any time. */
  schedule?: ScheduleWindow | null;
}

export interface WidgetContext {
  widget: MergedWidget;
  session: WidgetSessionEntry;
  page: PageState;
  route: Route;
  viewport: Viewport;
  euAffected: boolean;
  renderTimeoutMs: number;
  /** The frame boots once per page load: before any route change, the page view began here. */
  pageLoadedAt: number;
  renderReason: RenderReason | null;
  openedBy: OpenTrigger | null;
  /** A manual open that arrived before the widget rendered; honoured (or dropped) once it has. */
  pendingManualOpen: boolean;
  payload: string | null;
  schedule: ScheduleWindow | null;
  /** The visitor closed the customer-chat popup message; it stays closed for this page load. */
  popupMessageDismissed: boolean;
  editMode: boolean;
  plugin: MessengerPluginKind;
  afterSubmitClass: AfterSubmitClass;
  placement: Placement['kind'];
  sessionId: string;
  instanceId: string;
  /** The checkbox plugin's user_ref as the mount began; userRefOf (widgetFacts.ts) adds the reload count. */
  userRef: string;
  /**
   * How many times a route change has reloaded this embed (SPEC §2): its view is keyed by it, so the form,
   * the SMS field and the plugin start over without the frame being replaced.
   */
  generation: number;
  /** SPEC §3 "fbsdkReady": the messenger SDK loaded in this frame. */
  sdkReady: boolean;
  /**
   * The plugin was hidden or gave up (SPEC §4 `hidden`, SPEC §8 `timeout`), its SDK failed to load, or it
   * reported rendered but drew nothing visible: the link stands in.
   */
  pluginUnusable: boolean;
  /** The plugin has been neither seen drawn nor given up yet (pluginRenderMachine.ts is running). */
  pluginPending: boolean;
  /** Our link stands in the plugin's slot while it loads (rules/messengerPlugin.ts pluginHasStandIn); the view reads it too. */
  pluginStandIn: boolean;
  /** SPEC §3 checkbox controller `checked` (SPEC §9: prechecked unless configured otherwise). */
  checked: boolean;
  optedIn: boolean;
  afterSubmit: AfterSubmitDecision | null;
}

export type WidgetMachineEvent =
  | { type: 'RENDERED' }
  | { type: 'PAGE_SIGNALS'; page: PageState }
  | { type: 'ANCHOR_REACHED'; anchor: string }
  | { type: 'ROUTE_CHANGE'; route: Route }
  | { type: 'VIEWPORT'; viewport: Viewport }
  | { type: 'OPEN' }
  | { type: 'FORCE_OPEN' }
  | { type: 'CLOSE'; manual: boolean }
  | { type: 'SUBMIT' }
  | { type: 'SET_PAYLOAD'; payload: string }
  | { type: 'DISMISS_POPUP_MESSAGE' }
  | { type: 'SDK_READY' }
  /** The SDK script failed to load (blocked, offline, refused by CSP) or timed out: no plugin will render. */
  | { type: 'SDK_FAILED' }
  | { type: 'PLUGIN'; signal: PluginSignal }
  /** What the plugin draws, measured after it reported rendered (services/pluginSizeWatch.ts). */
  | { type: 'PLUGIN_SIZE'; size: PluginSize };

/** The reference value and the checkbox user_ref, carried by the events the host page hears. */
export interface RefDetail {
  ref: string;
  userRef: string;
}

export type WidgetEmitted =
  | { type: 'rendered'; renderReason: RenderReason }
  | { type: 'open'; trigger: OpenTrigger }
  | { type: 'impression'; at: number }
  | { type: 'close'; manual: boolean }
  | ({ type: 'submitted' } & RefDetail)
  | ({ type: 'optedin' } & RefDetail)
  | ({ type: 'checked'; checked: boolean } & RefDetail)
  | { type: 'navigate'; url: string; target: 'same' | 'new' }
  | { type: 'warning'; message: string }
  | { type: 'error'; message: string };
