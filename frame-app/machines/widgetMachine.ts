/**
 * The lifecycle of one widget (SPEC §4 "Widget instance states"):
 *
 *   rendering ──RENDERED (first commit) / EU──▶ rendered   (renderReason 'rendered')
 *   rendering ──forcedRenderedTimeout (a layout that reports rendered itself)──▶ rendered ('fallback')
 *   rendering ──the plugin settled (the checkbox plugin drawn, or any plugin given up)──▶ rendered
 *   rendered ──canDisplay / OPEN / FORCE_OPEN──▶ open (displayed; entry commits an impression)
 *   rendered ──isEditMode──▶ open at once, as a forced open without an impression (SPEC §1 editing mode)
 *   open ──SUBMIT / plugin clicked──▶ submitting ──▶ afterSubmit ──▶ submitted | closed | formShown
 *   open | submitted ──CLOSE──▶ closed (hidden; OPEN / FORCE_OPEN can reopen)
 *   open | submitted ──ROUTE_CHANGE to a refused route──▶ closed (an automatic close)
 *   closed ──ROUTE_CHANGE──▶ rendered (every check runs again on the new page)
 *
 * The messenger plugin's own progress is a child machine (pluginRenderMachine.ts) that runs beside this
 * lifecycle: a send-to-messenger widget renders at its first commit with our "Send to Messenger" link in
 * the plugin's slot (call-to-action mode `standIn`), and the plugin takes the slot once it is seen drawn
 * (issue 26); so does the standalone checkbox with its own row. Its outcome is SPEC §4's `rendered` event
 * (`rendered` or `fallback`). The checkbox plugin beside our own button (`buttonType: checkbox`), which
 * our button needs, is still waited for in `rendering`.
 *
 * SPEC §4 "Submit flow by buttonType" (`submitting`): the fallback (no usable plugin) goes straight to
 * after-submit; `button` polls checkOptin (first after 1 s, then every 3 s) until opted in; `checkbox`
 * confirms through the checkbox plugin; any other buttonType is an error. SPEC §4 "After-submit" is the
 * pure rule rules/afterSubmit.ts; a redirect leaves the machine as an emitted `navigate`, which the
 * loader carries out (the frame never navigates the host).
 *
 * SPEC §2/§4: a route change re-evaluates every widget. The host resets its timer and page state and
 * sends fresh page signals after the route; the machine resets its own copy of the page state with the
 * route too, so the check it runs on the route change never sees the previous page's scroll or time.
 *
 * No React, no DOM, no wall clock: time comes from `input.now` and timers from the actor's clock, so the
 * whole lifecycle runs in node under a SimulatedClock. Side effects leave the machine only as emitted
 * events (`actor.on(...)`) and invoked actors (`checkOptin`, `confirmCheckbox`), which the boot code
 * provides and turns into bridge messages and SDK calls.
 */
import { assertEvent, assign, emit, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { initialPageState, type RenderReason } from '../../bridge-protocol/clientState';
import type { PageState, Placement, Route, Viewport, WidgetSessionEntry } from '../../bridge-protocol/messages';
import { buildReferenceValue } from '../../bridge-protocol/referenceValue';
import type { MergedWidget } from '../config/mergeWidget';
import { afterSubmit, type AfterSubmitClass, type AfterSubmitDecision } from '../rules/afterSubmit';
import { buttonTypeOf, messengerMode, type MessengerMode, type MessengerPluginKind } from '../rules/messengerPlugin';
import type { PluginSize } from '../rules/pluginSize';
import type { PluginSignal } from '../rules/pluginSignal';
import { pluginRenderMachine, type PluginRenderOutput } from './pluginRenderMachine';
import { isPopupMessageTriggerMet } from '../rules/popupMessageTrigger';
import { isRouteAllowed } from '../rules/routeMatch';
import { failedDisplayCheck, passesDisplayChecks, type DisplayCheck, type DisplayFacts } from './displayChecks';
import { errorText } from '../../bridge-protocol/errorText';

/** SPEC §9 "Forced rendered timeout". */
export const FORCED_RENDERED_TIMEOUT_MS = 5_000;
/** SPEC §9 "Opt-in poll": first check after 1 s, then every 3 s. */
export const OPTIN_FIRST_CHECK_MS = 1_000;
export const OPTIN_POLL_INTERVAL_MS = 3_000;
/**
 * The poll stops after this many checks (about ten minutes): a visitor who has not sent the message by
 * then has walked away, and a tab left open must not call the backend forever. The form stays usable.
 */
export const OPTIN_MAX_CHECKS = 200;

/** Input of the `checkOptin` actor (GET /pixel/checkOptin); it resolves `has_opted_in`. */
export interface CheckOptinInput {
  sessionId: string;
}
/** Input of the `confirmCheckbox` actor: the SDK's checkbox confirm with this reference value. */
export interface ConfirmCheckboxInput {
  ref: string;
  userRef: string;
}

/** 'fallback' means the messenger plugin never confirmed it rendered (SPEC §4: show the link fallback). */
export type OpenTrigger = 'automatic' | 'manual' | 'forced';

export interface WidgetMachineInput {
  widget: MergedWidget;
  session: WidgetSessionEntry;
  page: PageState;
  route: Route;
  viewport: Viewport;
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
}

export interface WidgetContext {
  widget: MergedWidget;
  session: WidgetSessionEntry;
  page: PageState;
  route: Route;
  viewport: Viewport;
  now: () => number;
  euAffected: boolean;
  renderTimeoutMs: number;
  /** The frame boots once per page load: before any route change, the page view began here. */
  pageLoadedAt: number;
  renderReason: RenderReason | null;
  openedBy: OpenTrigger | null;
  /** A manual open that arrived before the widget rendered; honoured (or dropped) once it has. */
  pendingManualOpen: boolean;
  payload: string | null;
  /** The visitor closed the customer-chat popup message; it stays closed for this page load. */
  popupMessageDismissed: boolean;
  editMode: boolean;
  plugin: MessengerPluginKind;
  afterSubmitClass: AfterSubmitClass;
  placement: Placement['kind'];
  sessionId: string;
  instanceId: string;
  userRef: string;
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
  optinChecks: number;
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

/** SPEC §3 reference value of this instance: widget id, session id, instance id and the payload. */
function refOf(context: WidgetContext): string {
  return buildReferenceValue({
    widgetId: context.widget.widget_id,
    sessionId: context.sessionId,
    instanceId: context.instanceId,
    payload: context.payload,
  }).ref;
}

function refDetail(context: WidgetContext): RefDetail {
  return { ref: refOf(context), userRef: context.userRef };
}

function modeOf(context: WidgetContext, hasChatLink = true): MessengerMode {
  return messengerMode({
    plugin: context.plugin,
    renderReason: context.renderReason,
    euAffected: context.euAffected,
    pluginHidden: context.pluginUnusable,
    pluginPending: context.pluginPending,
    pluginStandIn: context.pluginStandIn,
    hasChatLink,
  });
}

/**
 * SPEC §4 "the messenger SDK is ready", for the widgets whose plugin needs it. A widget whose link stands
 * in for its plugin (until it is drawn, or for good: fallback, EU) needs no SDK to be shown.
 */
function isMessengerSdkReady(context: WidgetContext): boolean {
  return context.plugin === 'none' || context.sdkReady || modeOf(context) !== 'plugin';
}

function displayFacts(context: WidgetContext): DisplayFacts {
  return {
    main: context.widget.data.main,
    setup: context.widget.data.setup,
    page: context.page,
    route: context.route,
    viewport: context.viewport,
    session: context.session,
    placement: context.placement,
    pageLoadedAt: context.pageLoadedAt,
    now: context.now(),
    sdkReady: isMessengerSdkReady(context),
  };
}

const signalIs =
  (...kinds: PluginSignal['kind'][]) =>
  ({ event }: { event: WidgetMachineEvent }): boolean =>
    event.type === 'PLUGIN' && kinds.includes(event.signal.kind);


const displayedHandlers = {
  ROUTE_CHANGE: [
    { guard: 'isNewRouteRefused', target: '#widget.closed', actions: ['assignRouteAndFreshPage', 'emitClose'] },
    { actions: 'assignRouteAndFreshPage' },
  ],
  CLOSE: [
    { guard: 'isManualClose', target: '#widget.closed', actions: ['recordManualClose', 'emitClose'] },
    { target: '#widget.closed', actions: 'emitClose' },
  ],
} as const;

export const widgetMachine = setup({
  types: {
    context: {} as WidgetContext,
    events: {} as WidgetMachineEvent,
    input: {} as WidgetMachineInput,
    emitted: {} as WidgetEmitted,
  },
  guards: {
    canDisplay: ({ context }) => passesDisplayChecks(displayFacts(context), 'automatic'),
    canOpenManually: ({ context }) => passesDisplayChecks(displayFacts(context), 'manual'),
    hasPendingManualOpen: ({ context }) => context.pendingManualOpen,
    canHonourPendingOpen: ({ context }) => context.pendingManualOpen && passesDisplayChecks(displayFacts(context), 'manual'),
    // While the plugin's child runs, its outcome (and SPEC §4's one `rendered`) comes from the child.
    isEuVisitor: ({ context }) => context.euAffected && !context.pluginPending,
    isPluginUnavailable: ({ context }) => context.plugin !== 'none' && context.pluginUnusable && !context.pluginPending && context.renderReason === null,
    hasRenderReason: ({ context }) => context.renderReason !== null,
    isPluginPending: ({ context }) => context.pluginPending,
    // A plugin without a stand-in (the checkbox beside our button, which needs its tick) is seen first.
    showsOnlyWithPlugin: ({ context }) => context.pluginPending && !context.pluginStandIn,
    // A layout that reports rendered itself (the SMS layouts) may never do so; a plugin has its own limit.
    hasNoPlugin: ({ context }) => context.plugin === 'none',
    // An editor must see the widget it edits whatever its trigger, repeat rules, route or device say.
    isEditMode: ({ context }) => context.editMode,
    isManualClose: ({ event }) => event.type === 'CLOSE' && event.manual,
    // A forced open ignores every check (SPEC §4), the route included, so only a widget opened
    // automatically or manually is closed by a route that refuses it.
    isNewRouteRefused: ({ context, event }) =>
      event.type === 'ROUTE_CHANGE' && context.openedBy !== 'forced' && !isRouteAllowed(context.widget.data.setup, event.route.url),
    // Plugin events (SPEC §4 "Rendering of messenger plugin", SPEC §8 special outcomes).
    isPluginRendered: signalIs('rendered'),
    isPluginGivingUp: signalIs('hidden', 'timeout'),
    isPluginHidden: signalIs('hidden'),
    isEuAccountSignal: signalIs('eu_account_affected'),
    isCheckboxSignal: signalIs('checkbox'),
    isPluginClicked: signalIs('clicked'),
    isPluginOptIn: signalIs('opt_in'),
    // SPEC §4 "Submit flow by buttonType".
    isFallbackSubmit: ({ context }) => modeOf(context) !== 'plugin',
    isButtonFlow: ({ context }) => buttonTypeOf(context.widget.data.main) === 'button' && context.plugin === 'send_to_messenger',
    isCheckboxFlow: ({ context }) => context.plugin === 'checkbox',
    isCheckboxUnticked: ({ context }) => !context.checked,
    hasOptedIn: ({ event }) => 'output' in event && event.output === true,
    hasPolledEnough: ({ context }) => context.optinChecks >= OPTIN_MAX_CHECKS,
    marksSubmitted: ({ context }) => context.afterSubmit?.markSubmitted === true,
    closesAfterSubmit: ({ context }) => context.afterSubmit?.close === true,
  },
  delays: {
    forcedRenderedTimeout: ({ context }) => context.renderTimeoutMs,
    optinFirstCheck: OPTIN_FIRST_CHECK_MS,
    optinPollInterval: OPTIN_POLL_INTERVAL_MS,
  },
  // Defaults that never opt in; boot/widgetActor.ts (or a test) provides the real ones with `.provide()`.
  actors: {
    checkOptin: fromPromise<boolean, CheckOptinInput>(() => Promise.resolve(false)),
    confirmCheckbox: fromPromise<void, ConfirmCheckboxInput>(() => Promise.reject(new Error('no messenger checkbox plugin'))),
    pluginRender: pluginRenderMachine,
  },
  actions: {
    assignPage: assign(({ event }) => {
      assertEvent(event, 'PAGE_SIGNALS');
      return { page: event.page };
    }),
    assignAnchorReached: assign(({ context, event }) => {
      assertEvent(event, 'ANCHOR_REACHED');
      return { page: { ...context.page, anchors: { ...context.page.anchors, [event.anchor]: true } } };
    }),
    // SPEC §2: a route change resets the page state; see the comment at the top for why here too.
    assignRouteAndFreshPage: assign(({ event }) => {
      assertEvent(event, 'ROUTE_CHANGE');
      return { route: event.route, page: initialPageState() };
    }),
    assignViewport: assign(({ event }) => {
      assertEvent(event, 'VIEWPORT');
      return { viewport: event.viewport };
    }),
    assignPayload: assign(({ event }) => {
      assertEvent(event, 'SET_PAYLOAD');
      return { payload: event.payload };
    }),
    markSdkReady: assign({ sdkReady: true }),
    markRendered: assign({ renderReason: 'rendered' as RenderReason }),
    markRenderFallback: assign({ renderReason: 'fallback' as RenderReason }),
    markPluginUnusable: assign({ pluginUnusable: true }),
    markEuAffected: assign({ euAffected: true }),
    emitRendered: emit(({ context }) => ({ type: 'rendered' as const, renderReason: context.renderReason ?? 'rendered' })),
    // Only while the child runs: once it is done it is no longer there to be sent to.
    forwardToPluginRender: enqueueActions(({ context, event, enqueue }) => {
      if (!context.pluginPending) return;
      if (event.type === 'PLUGIN' || event.type === 'PLUGIN_SIZE' || event.type === 'SDK_FAILED') enqueue.sendTo('pluginRender', event);
    }),
    settlePlugin: assign(({ context }, output: PluginRenderOutput) => ({
      pluginPending: false,
      renderReason: output.renderReason,
      pluginUnusable: context.pluginUnusable || output.unusable,
      euAffected: context.euAffected || output.euAccount,
    })),
    emitPluginWarning: enqueueActions(({ enqueue }, output: PluginRenderOutput) => {
      if (output.warning !== null) enqueue.emit({ type: 'warning' as const, message: output.warning });
    }),
    assignChecked: assign(({ event }) => {
      assertEvent(event, 'PLUGIN');
      return event.signal.kind === 'checkbox' ? { checked: event.signal.checked } : {};
    }),
    emitChecked: emit(({ context }) => ({ type: 'checked' as const, checked: context.checked, ...refDetail(context) })),
    rememberManualOpen: assign({ pendingManualOpen: true }),
    forgetManualOpen: assign({ pendingManualOpen: false }),
    markOpenedAutomatically: assign({ openedBy: 'automatic' as OpenTrigger }),
    markOpenedManually: assign({ openedBy: 'manual' as OpenTrigger }),
    markOpenedForcibly: assign({ openedBy: 'forced' as OpenTrigger }),
    // SPEC §4: opening commits an impression. A fresh impression starts a fresh history, so the
    // previous manual close no longer decides the next repeat (showAgain does, until closed again).
    commitImpression: assign(({ context }) => ({
      session: { lastImpression: context.now(), manualClose: false },
      pendingManualOpen: false,
    })),
    emitOpen: emit(({ context }) => ({ type: 'open' as const, trigger: context.openedBy ?? 'automatic' })),
    emitImpression: emit(({ context }) => ({ type: 'impression' as const, at: context.session.lastImpression ?? context.now() })),
    recordManualClose: assign(({ context }) => ({ session: { ...context.session, manualClose: true } })),
    emitClose: emit(({ event }) => ({ type: 'close' as const, manual: event.type === 'CLOSE' && event.manual })),
    emitAutomaticClose: emit({ type: 'close' as const, manual: false }),
    emitSubmitted: emit(({ context }) => ({ type: 'submitted' as const, ...refDetail(context) })),
    markOptedIn: assign({ optedIn: true }),
    emitOptedIn: emit(({ context }) => ({ type: 'optedin' as const, ...refDetail(context) })),
    countOptinCheck: assign(({ context }) => ({ optinChecks: context.optinChecks + 1 })),
    resetOptinChecks: assign({ optinChecks: 0 }),
    decideAfterSubmit: assign(({ context }) => ({
      afterSubmit: afterSubmit({ afterSubmitClass: context.afterSubmitClass, submitted: context.widget.data.submitted }),
    })),
    // DESIGN "Who decides what": the frame never navigates; bootFrame turns this into `mc:navigate`.
    emitNavigate: enqueueActions(({ context, enqueue }) => {
      const redirect = context.afterSubmit?.redirect;
      if (redirect) enqueue.emit({ type: 'navigate' as const, url: redirect.url, target: redirect.target });
    }),
    emitUnknownButtonType: emit(({ context }) => ({
      type: 'error' as const,
      message: `unknown buttonType ${JSON.stringify(context.widget.data.main.buttonType)} (expected "button" or "checkbox")`,
    })),
    emitUntickedCheckbox: emit({
      type: 'warning' as const,
      message: 'the messenger checkbox is not ticked, so there is no opt-in to confirm',
    }),
    emitPollGaveUp: emit({
      type: 'warning' as const,
      message: `no opt-in arrived after ${String(OPTIN_MAX_CHECKS)} checks; stopped asking (the visitor may submit again)`,
    }),
    emitConfirmFailed: emit(({ event }) => {
      const error: unknown = 'error' in event ? event.error : undefined;
      return { type: 'error' as const, message: `the checkbox confirm failed: ${errorText(error)}` };
    }),
    dismissPopupMessage: assign({ popupMessageDismissed: true }),
  },
}).createMachine({
  id: 'widget',
  initial: 'rendering',
  context: ({ input }) => ({
    widget: input.widget,
    session: { ...input.session },
    page: input.page,
    route: input.route,
    viewport: input.viewport,
    now: input.now,
    pageLoadedAt: input.now(),
    euAffected: input.euAffected === true,
    renderTimeoutMs: input.renderTimeoutMs ?? FORCED_RENDERED_TIMEOUT_MS,
    renderReason: null,
    openedBy: null,
    pendingManualOpen: false,
    payload: input.payload ?? null,
    popupMessageDismissed: false,
    editMode: input.editMode === true,
    plugin: input.plugin ?? 'none',
    afterSubmitClass: input.afterSubmitClass,
    placement: input.placement,
    sessionId: input.sessionId ?? 'nosession',
    instanceId: input.instanceId ?? 'i0',
    userRef: input.userRef ?? '',
    sdkReady: false,
    pluginUnusable: input.pluginUnavailable === true,
    pluginPending: (input.plugin ?? 'none') !== 'none' && input.pluginUnavailable !== true && input.euAffected !== true,
    pluginStandIn: input.pluginStandIn ?? input.plugin === 'send_to_messenger',
    checked: input.widget.data.main.prechecked !== false,
    optedIn: false,
    optinChecks: 0,
    afterSubmit: null,
  }),
  // The plugin's progress, for the widget's whole life (a child that is done at once when no plugin loads).
  invoke: {
    id: 'pluginRender',
    src: 'pluginRender',
    input: ({ context }) => ({ renderTimeoutMs: context.renderTimeoutMs, wanted: context.pluginPending }),
    onDone: {
      guard: 'isPluginPending',
      actions: [
        { type: 'settlePlugin', params: ({ event }) => event.output },
        { type: 'emitPluginWarning', params: ({ event }) => event.output },
        'emitRendered',
      ],
    },
  },
  // Signals are kept current in every state, so whichever state checks next sees the latest page.
  on: {
    PAGE_SIGNALS: { actions: 'assignPage' },
    ANCHOR_REACHED: { actions: 'assignAnchorReached' },
    ROUTE_CHANGE: { actions: 'assignRouteAndFreshPage' },
    // The device is checked whenever the widget is about to open, not while it is open: a phone turned
    // sideways or a resized window does not take an open widget away from the visitor.
    VIEWPORT: { actions: 'assignViewport' },
    SET_PAYLOAD: { actions: 'assignPayload' },
    DISMISS_POPUP_MESSAGE: { actions: 'dismissPopupMessage' },
    SDK_READY: { actions: 'markSdkReady' },
    // The link at once: no plugin will come (the child settles on it too, with SPEC §4's `rendered`).
    SDK_FAILED: { actions: ['markPluginUnusable', 'forwardToPluginRender'] },
    PLUGIN_SIZE: { actions: 'forwardToPluginRender' },
    // Plugin events that mean the same in every state; states handle the rest first.
    PLUGIN: [
      { guard: 'isCheckboxSignal', actions: ['assignChecked', 'emitChecked'] },
      // A plugin can only render once the SDK runs, so this also answers "is the SDK ready".
      { guard: 'isPluginRendered', actions: ['markSdkReady', 'forwardToPluginRender'] },
      { guard: 'isPluginGivingUp', actions: ['markPluginUnusable', 'forwardToPluginRender'] },
      { guard: 'isEuAccountSignal', actions: ['markEuAffected', 'forwardToPluginRender'] },
      { actions: 'forwardToPluginRender' },
    ],
  },
  states: {
    rendering: {
      // `rendered` is emitted on these transitions rather than on entry to `rendered`, because a route
      // change also re-enters `rendered` from `closed`, and the host must hear `rendered` only once.
      always: [
        // The plugin's child settled (the checkbox plugin drawn, or any plugin given up): it said so.
        { guard: 'hasRenderReason', target: 'rendered' },
        { guard: 'isEuVisitor', target: 'rendered', actions: ['markRendered', 'emitRendered'] },
        { guard: 'isPluginUnavailable', target: 'rendered', actions: ['markRenderFallback', 'emitRendered'] },
      ],
      after: {
        forcedRenderedTimeout: { guard: 'hasNoPlugin', target: 'rendered', actions: ['markRenderFallback', 'emitRendered'] },
      },
      on: {
        RENDERED: [
          { guard: 'showsOnlyWithPlugin' },
          // Drawn with the link in the plugin's slot: SPEC §4's `rendered` follows from the plugin.
          { guard: 'isPluginPending', target: 'rendered' },
          { target: 'rendered', actions: ['markRendered', 'emitRendered'] },
        ],
        OPEN: { actions: 'rememberManualOpen' },
        FORCE_OPEN: { target: 'open', actions: 'markOpenedForcibly' },
      },
    },
    rendered: {
      // Eventless: re-checked after every event handled here, i.e. right after each signal is assigned.
      always: [
        { guard: 'isEditMode', target: 'open', actions: 'markOpenedForcibly' },
        { guard: 'canHonourPendingOpen', target: 'open', actions: 'markOpenedManually' },
        { guard: 'hasPendingManualOpen', actions: 'forgetManualOpen' },
        { guard: 'canDisplay', target: 'open', actions: 'markOpenedAutomatically' },
      ],
      on: {
        OPEN: { guard: 'canOpenManually', target: 'open', actions: 'markOpenedManually' },
        FORCE_OPEN: { target: 'open', actions: 'markOpenedForcibly' },
      },
    },
    open: {
      // An editor's preview is not a visitor seeing the widget: no impression reaches the pixel or the
      // widget session, so editing neither inflates the statistics nor changes the repeat display.
      // (Composed here rather than in setup() because only here are the named actions typed.)
      entry: enqueueActions(({ check, enqueue }) => {
        if (check('isEditMode')) {
          enqueue('forgetManualOpen');
          enqueue('emitOpen');
          return;
        }
        enqueue('commitImpression');
        enqueue('emitOpen');
        enqueue('emitImpression');
      }),
      on: {
        SUBMIT: { target: 'submitting' },
        PLUGIN: [
          { guard: 'isPluginClicked', target: 'submitting' },
          { guard: 'isPluginOptIn', target: 'afterSubmit', actions: ['markOptedIn', 'emitOptedIn'] },
          // SPEC §4: the plugin's `hidden` hides the widget (an automatic close).
          { guard: 'isPluginHidden', target: 'closed', actions: ['markPluginUnusable', 'forwardToPluginRender', 'emitAutomaticClose'] },
        ],
        ...displayedHandlers,
      },
    },
    // SPEC §4 "Submit flow by buttonType". Still displayed (the form stays) while the flow runs.
    submitting: {
      initial: 'choosing',
      states: {
        choosing: {
          always: [
            { guard: 'isFallbackSubmit', target: '#widget.afterSubmit' },
            { guard: 'isButtonFlow', target: 'polling' },
            { guard: 'isCheckboxFlow', target: 'confirming' },
            { target: '#widget.failed', actions: 'emitUnknownButtonType' },
          ],
        },
        polling: {
          initial: 'waitingFirst',
          entry: 'resetOptinChecks',
          states: {
            waitingFirst: { after: { optinFirstCheck: 'checking' } },
            checking: {
              entry: 'countOptinCheck',
              invoke: {
                src: 'checkOptin',
                input: ({ context }) => ({ sessionId: context.sessionId }),
                onDone: [
                  { guard: 'hasOptedIn', target: '#widget.afterSubmit', actions: ['markOptedIn', 'emitOptedIn'] },
                  { guard: 'hasPolledEnough', target: '#widget.formShown', actions: 'emitPollGaveUp' },
                  { target: 'waiting' },
                ],
                // A failed check is retried on the same schedule: the visitor may still opt in.
                onError: [{ guard: 'hasPolledEnough', target: '#widget.formShown', actions: 'emitPollGaveUp' }, { target: 'waiting' }],
              },
            },
            waiting: { after: { optinPollInterval: 'checking' } },
          },
          on: {
            PLUGIN: { guard: 'isPluginOptIn', target: '#widget.afterSubmit', actions: ['markOptedIn', 'emitOptedIn'] },
          },
        },
        confirming: {
          always: { guard: 'isCheckboxUnticked', target: '#widget.formShown', actions: 'emitUntickedCheckbox' },
          invoke: {
            src: 'confirmCheckbox',
            input: ({ context }) => refDetail(context),
            onDone: { target: '#widget.afterSubmit' },
            onError: { target: '#widget.formShown', actions: 'emitConfirmFailed' },
          },
        },
      },
      on: displayedHandlers,
    },
    // SPEC §4 "After-submit" (rules/afterSubmit.ts): navigate through the loader, then mark submitted,
    // close automatically (overlay redirect) or stay as it is (action nothing).
    afterSubmit: {
      entry: ['decideAfterSubmit', 'emitNavigate'],
      always: [
        { guard: 'marksSubmitted', target: 'submitted' },
        { guard: 'closesAfterSubmit', target: 'closed', actions: 'emitAutomaticClose' },
        { target: 'formShown' },
      ],
    },
    // Action "nothing", an unticked checkbox or a failed confirm: the form stays displayed (no second
    // impression) and the visitor may submit again.
    formShown: {
      on: {
        SUBMIT: { target: 'submitting' },
        PLUGIN: [
          { guard: 'isPluginClicked', target: 'submitting' },
          { guard: 'isPluginOptIn', target: 'afterSubmit', actions: ['markOptedIn', 'emitOptedIn'] },
        ],
        ...displayedHandlers,
      },
    },
    // SPEC §8: an unknown buttonType raises an error; the widget renders nothing from then on.
    failed: {},
    submitted: {
      entry: 'emitSubmitted',
      on: displayedHandlers,
    },
    closed: {
      on: {
        // Back to evaluating: the repeat rules decide. An automatic close with showAgain always reopens
        // on the new page; a manual close with showAgainIfClosed never stays closed.
        ROUTE_CHANGE: { target: 'rendered', actions: 'assignRouteAndFreshPage' },
        OPEN: { guard: 'canOpenManually', target: 'open', actions: 'markOpenedManually' },
        FORCE_OPEN: { target: 'open', actions: 'markOpenedForcibly' },
      },
    },
  },
});

export type WidgetSnapshot = SnapshotFrom<typeof widgetMachine>;

// ---------- selectors: pure functions of a snapshot, shared by React and the boot code ----------

export function isDisplayed(snapshot: WidgetSnapshot): boolean {
  return snapshot.matches('open') || snapshot.matches('submitted') || snapshot.matches('submitting') || snapshot.matches('formShown');
}

/** The button flow is waiting for the opt-in to arrive (the view says so to the visitor). */
export function isAwaitingOptIn(snapshot: WidgetSnapshot): boolean {
  return snapshot.matches({ submitting: 'polling' });
}

/** SPEC §3 reference value of this instance (the m.me `ref`, the plugins' `ref`). */
export function referenceValue(snapshot: WidgetSnapshot): string {
  return refOf(snapshot.context);
}

/** What stands where the call to action is (rules/messengerPlugin.ts). */
export function callToActionMode(snapshot: WidgetSnapshot, hasChatLink: boolean): MessengerMode {
  return modeOf(snapshot.context, hasChatLink);
}

export function isSubmitted(snapshot: WidgetSnapshot): boolean {
  return snapshot.matches('submitted');
}

export function renderReason(snapshot: WidgetSnapshot): RenderReason | null {
  return snapshot.context.renderReason;
}

/** Why a rendered, hidden widget has not opened (the first display check that refuses); null otherwise. */
export function blockedBy(snapshot: WidgetSnapshot): DisplayCheck | null {
  if (!snapshot.matches('rendered')) return null;
  return failedDisplayCheck(displayFacts(snapshot.context), 'automatic');
}

/**
 * Hidden now, but it may still show in this page view on its own: it waits for its plugin, its SDK or
 * its entrance trigger. Hidden by its route or device, closed or failed, it does not.
 */
export function mayStillDisplay(snapshot: WidgetSnapshot): boolean {
  const blocked = blockedBy(snapshot);
  return snapshot.matches('rendering') || blocked === 'sdkReady' || blocked === 'trigger';
}

/** The customer-chat popup message: shown with the widget, on its own trigger (popupMessageWhenDisplay). */
export function shouldShowPopupMessage(snapshot: WidgetSnapshot): boolean {
  const { widget, page, popupMessageDismissed } = snapshot.context;
  return isDisplayed(snapshot) && !popupMessageDismissed && isPopupMessageTriggerMet(widget.data.main, page);
}
