/**
 * The lifecycle of one widget (SPEC §4 "Widget instance states"):
 *
 *   rendering ──RENDERED / forcedRenderedTimeout──▶ rendered (hidden, evaluating the display checks)
 *   rendered ──canDisplay / OPEN / FORCE_OPEN──▶ open (displayed; entry commits an impression)
 *   open ──SUBMIT──▶ submitted (displayed, success content)
 *   open | submitted ──CLOSE──▶ closed (hidden; OPEN / FORCE_OPEN can reopen)
 *
 * No React, no DOM, no wall clock: time comes from `input.now` and timers from the actor's clock, so the
 * whole lifecycle runs in node under a SimulatedClock. Side effects leave the machine only as emitted
 * events (`actor.on(...)`), which the boot code turns into bridge messages.
 */
import { assertEvent, assign, emit, setup, type SnapshotFrom } from 'xstate';
import type { PageState, Route, Viewport, WidgetSessionEntry } from '../../bridge-protocol/messages';
import type { MergedWidget } from '../config/mergeWidget';
import { passesDisplayChecks, type DisplayFacts } from './displayChecks';

/** SPEC §9 "Forced rendered timeout". */
export const FORCED_RENDERED_TIMEOUT_MS = 5_000;

/** 'fallback' means the messenger plugin never confirmed it rendered (SPEC §4: show the link fallback). */
export type RenderReason = 'rendered' | 'fallback';
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
  renderReason: RenderReason | null;
  openedBy: OpenTrigger | null;
  /** A manual open that arrived before the widget rendered; honoured (or dropped) once it has. */
  pendingManualOpen: boolean;
  payload: string | null;
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
  | { type: 'SET_PAYLOAD'; payload: string };

export type WidgetEmitted =
  | { type: 'rendered'; renderReason: RenderReason }
  | { type: 'open'; trigger: OpenTrigger }
  | { type: 'impression'; at: number }
  | { type: 'close'; manual: boolean }
  | { type: 'submitted' };

function displayFacts(context: WidgetContext): DisplayFacts {
  return { main: context.widget.data.main, page: context.page, session: context.session, now: context.now() };
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
    isManualClose: ({ event }) => event.type === 'CLOSE' && event.manual,
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
    assignRoute: assign(({ event }) => {
      assertEvent(event, 'ROUTE_CHANGE');
      return { route: event.route };
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
    euAffected: input.euAffected === true,
    renderTimeoutMs: input.renderTimeoutMs ?? FORCED_RENDERED_TIMEOUT_MS,
    renderReason: null,
    openedBy: null,
    pendingManualOpen: false,
    payload: null,
  }),
  // Signals are kept current in every state, so whichever state checks next sees the latest page.
  on: {
    PAGE_SIGNALS: { actions: 'assignPage' },
    ANCHOR_REACHED: { actions: 'assignAnchorReached' },
    ROUTE_CHANGE: { actions: 'assignRoute' },
    VIEWPORT: { actions: 'assignViewport' },
    SET_PAYLOAD: { actions: 'assignPayload' },
  },
  states: {
    rendering: {
      always: { guard: 'isEuVisitor', target: 'rendered', actions: 'markRendered' },
      after: {
        forcedRenderedTimeout: { target: 'rendered', actions: 'markRenderFallback' },
      },
      on: {
        RENDERED: { target: 'rendered', actions: 'markRendered' },
        OPEN: { actions: 'rememberManualOpen' },
        FORCE_OPEN: { target: 'open', actions: 'markOpenedForcibly' },
      },
    },
    rendered: {
      entry: 'emitRendered',
      // Eventless: re-checked after every event handled here, i.e. right after each signal is assigned.
      always: [
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
      entry: ['commitImpression', 'emitOpen', 'emitImpression'],
      on: {
        SUBMIT: { target: 'submitted' },
        CLOSE: [
          { guard: 'isManualClose', target: 'closed', actions: ['recordManualClose', 'emitClose'] },
          { target: 'closed', actions: 'emitClose' },
        ],
      },
    },
    submitted: {
      entry: 'emitSubmitted',
      on: {
        CLOSE: [
          { guard: 'isManualClose', target: 'closed', actions: ['recordManualClose', 'emitClose'] },
          { target: 'closed', actions: 'emitClose' },
        ],
      },
    },
    closed: {
      on: {
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
