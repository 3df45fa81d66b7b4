/**
 * The lifecycle of one widget (SPEC §4 "Widget instance states"):
 *
 *   rendering ──RENDERED / forcedRenderedTimeout──▶ rendered (hidden, evaluating the display checks)
 *   rendered ──canDisplay / OPEN / FORCE_OPEN──▶ open (displayed; entry commits an impression)
 *   rendered ──isEditMode──▶ open at once, as a forced open without an impression (SPEC §1 editing mode)
 *   open ──SUBMIT──▶ submitted (displayed, success content)
 *   open | submitted ──CLOSE──▶ closed (hidden; OPEN / FORCE_OPEN can reopen)
 *   open | submitted ──ROUTE_CHANGE to a refused route──▶ closed (an automatic close)
 *   closed ──ROUTE_CHANGE──▶ rendered (every check runs again on the new page)
 *
 * SPEC §2/§4: a route change re-evaluates every widget. The host resets its timer and page state and
 * sends fresh page signals after the route; the machine resets its own copy of the page state with the
 * route too, so the check it runs on the route change never sees the previous page's scroll or time.
 *
 * No React, no DOM, no wall clock: time comes from `input.now` and timers from the actor's clock, so the
 * whole lifecycle runs in node under a SimulatedClock. Side effects leave the machine only as emitted
 * events (`actor.on(...)`), which the boot code turns into bridge messages.
 */
import { assertEvent, assign, emit, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import { initialPageState, type RenderReason } from '../../bridge-protocol/clientState';
import type { PageState, Route, Viewport, WidgetSessionEntry } from '../../bridge-protocol/messages';
import type { MergedWidget } from '../config/mergeWidget';
import { isPopupMessageTriggerMet } from '../rules/popupMessageTrigger';
import { isRouteAllowed } from '../rules/routeMatch';
import { failedDisplayCheck, passesDisplayChecks, type DisplayCheck, type DisplayFacts } from './displayChecks';

/** SPEC §9 "Forced rendered timeout". */
export const FORCED_RENDERED_TIMEOUT_MS = 5_000;

/** 'fallback' means the messenger plugin never confirmed it rendered (SPEC §4: show the link fallback). */
export type { RenderReason };
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
  | { type: 'DISMISS_POPUP_MESSAGE' };

export type WidgetEmitted =
  | { type: 'rendered'; renderReason: RenderReason }
  | { type: 'open'; trigger: OpenTrigger }
  | { type: 'impression'; at: number }
  | { type: 'close'; manual: boolean }
  | { type: 'submitted' };

/**
 * Issue 6 seam: no layout built so far uses the messenger SDK, so the check passes. When the messenger
 * plugin arrives, its SDK adapter reports readiness and this reads it for the widgets that need it.
 */
function isMessengerSdkReady(_context: WidgetContext): boolean {
  return true;
}

function displayFacts(context: WidgetContext): DisplayFacts {
  return {
    main: context.widget.data.main,
    setup: context.widget.data.setup,
    page: context.page,
    route: context.route,
    viewport: context.viewport,
    session: context.session,
    pageLoadedAt: context.pageLoadedAt,
    now: context.now(),
    sdkReady: isMessengerSdkReady(context),
  };
}

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
    isEuVisitor: ({ context }) => context.euAffected,
    // An editor must see the widget it edits whatever its trigger, repeat rules, route or device say.
    isEditMode: ({ context }) => context.editMode,
    isManualClose: ({ event }) => event.type === 'CLOSE' && event.manual,
    // A forced open ignores every check (SPEC §4), the route included, so only a widget opened
    // automatically or manually is closed by a route that refuses it.
    isNewRouteRefused: ({ context, event }) =>
      event.type === 'ROUTE_CHANGE' && context.openedBy !== 'forced' && !isRouteAllowed(context.widget.data.setup, event.route.url),
  },
  delays: {
    forcedRenderedTimeout: ({ context }) => context.renderTimeoutMs,
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
    markRendered: assign({ renderReason: 'rendered' as RenderReason }),
    markRenderFallback: assign({ renderReason: 'fallback' as RenderReason }),
    emitRendered: emit(({ context }) => ({ type: 'rendered' as const, renderReason: context.renderReason ?? 'rendered' })),
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
    emitSubmitted: emit({ type: 'submitted' as const }),
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
    payload: null,
    popupMessageDismissed: false,
    editMode: input.editMode === true,
  }),
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
  },
  states: {
    rendering: {
      // `rendered` is emitted on these transitions rather than on entry to `rendered`, because a route
      // change also re-enters `rendered` from `closed`, and the host must hear `rendered` only once.
      always: { guard: 'isEuVisitor', target: 'rendered', actions: ['markRendered', 'emitRendered'] },
      after: {
        forcedRenderedTimeout: { target: 'rendered', actions: ['markRenderFallback', 'emitRendered'] },
      },
      on: {
        RENDERED: { target: 'rendered', actions: ['markRendered', 'emitRendered'] },
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
        SUBMIT: { target: 'submitted' },
        ROUTE_CHANGE: [
          { guard: 'isNewRouteRefused', target: 'closed', actions: ['assignRouteAndFreshPage', 'emitClose'] },
          { actions: 'assignRouteAndFreshPage' },
        ],
        CLOSE: [
          { guard: 'isManualClose', target: 'closed', actions: ['recordManualClose', 'emitClose'] },
          { target: 'closed', actions: 'emitClose' },
        ],
      },
    },
    submitted: {
      entry: 'emitSubmitted',
      on: {
        ROUTE_CHANGE: [
          { guard: 'isNewRouteRefused', target: 'closed', actions: ['assignRouteAndFreshPage', 'emitClose'] },
          { actions: 'assignRouteAndFreshPage' },
        ],
        CLOSE: [
          { guard: 'isManualClose', target: 'closed', actions: ['recordManualClose', 'emitClose'] },
          { target: 'closed', actions: 'emitClose' },
        ],
      },
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
  return snapshot.matches('open') || snapshot.matches('submitted');
}

export function isSubmitted(snapshot: WidgetSnapshot): boolean {
  return snapshot.matches('submitted');
}

export function renderReason(snapshot: WidgetSnapshot): RenderReason | null {
  return snapshot.context.renderReason;
}

/**
 * SPEC §3 "ui" flags of this instance. `submitted` is the success view being shown; `optedin` is set by
 * the opt-in flow of a later issue, which no state reaches yet.
 */
export interface UiFlags {
  submitted: boolean;
  displayed: boolean;
  rendered: boolean;
  optedin: boolean;
}

// One object per snapshot, so the selector is safe for useActorSelector (same snapshot, same reference).
const uiFlagsBySnapshot = new WeakMap<WidgetSnapshot, UiFlags>();

export function uiFlags(snapshot: WidgetSnapshot): UiFlags {
  const known = uiFlagsBySnapshot.get(snapshot);
  if (known) return known;
  const flags: UiFlags = {
    submitted: isSubmitted(snapshot),
    displayed: isDisplayed(snapshot),
    rendered: snapshot.context.renderReason !== null,
    optedin: false,
  };
  uiFlagsBySnapshot.set(snapshot, flags);
  return flags;
}

/** Why a rendered, hidden widget has not opened (the first display check that refuses); null otherwise. */
export function blockedBy(snapshot: WidgetSnapshot): DisplayCheck | null {
  if (!snapshot.matches('rendered')) return null;
  return failedDisplayCheck(displayFacts(snapshot.context), 'automatic');
}

/** The customer-chat popup message (its view is issue 6): shown with the widget, on its own trigger. */
export function shouldShowPopupMessage(snapshot: WidgetSnapshot): boolean {
  const { widget, page, popupMessageDismissed } = snapshot.context;
  return isDisplayed(snapshot) && !popupMessageDismissed && isPopupMessageTriggerMet(widget.data.main, page);
}
