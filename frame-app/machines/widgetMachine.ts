/**
 * The lifecycle of one widget (SPEC §4 "Widget instance states"):
 *
 *   rendering ──RENDERED (first commit) / EU──▶ rendered   (renderReason 'rendered')
 *   rendering ──forcedRenderedTimeout (a layout that reports rendered itself)──▶ rendered ('fallback')
 *   rendering ──the plugin settled (the checkbox plugin drawn, or any plugin given up)──▶ rendered
 *   rendered ──canDisplay / OPEN / FORCE_OPEN──▶ open (displayed; entry commits an impression)
 *   rendered.scheduleWait ──nextScheduleCheck──▶ rendered.scheduleCheck (the checks run again)
 *   rendered ──isEditMode──▶ open at once, as a forced open without an impression (SPEC §1 editing mode)
 *   open ──SUBMIT / plugin clicked──▶ submitting ──▶ afterSubmit ──▶ submitted | closed | formShown
 *   open | submitted ──CLOSE──▶ closed (hidden; OPEN / FORCE_OPEN can reopen)
 *   open | submitted ──ROUTE_CHANGE to a refused route──▶ closed (an automatic close)
 *   closed ──ROUTE_CHANGE──▶ rendered (every check runs again on the new page)
 *   open | submitted | … ──ROUTE_CHANGE (an embed)──▶ rendered, reloaded (SPEC §2; see reloadEmbed)
 *
 * The messenger plugin's own progress is a child machine (pluginRenderMachine.ts) that runs beside this
 * lifecycle: a send-to-messenger widget renders at its first commit with our "Send to Messenger" link in
 * the plugin's slot (call-to-action mode `standIn`), and the plugin takes the slot once it is seen drawn
 * (issue 26); so does the standalone checkbox with its own row. Its outcome is SPEC §4's `rendered` event
 * (`rendered` or `fallback`). The checkbox plugin beside our own button (`buttonType: checkbox`), which
 * our button needs, is still waited for in `rendering`.
 *
 * SPEC §4 "Submit flow by buttonType" (`submitting`): the fallback (no usable plugin) goes straight to
 * after-submit, and a buttonType other than `button` or `checkbox` is an error (`failed`). The two flows
 * that wait are a child machine, submitFlowMachine.ts: `submitting.polling` invokes it for `button` (the
 * checkOptin poll, which the plugin's own opt_in also ends) and `submitting.confirming` for `checkbox`
 * (the plugin's confirm). Its outcome leads to after-submit, or to `formShown` with the warning or error
 * it carries. SPEC §4 "After-submit" is the pure rule rules/afterSubmit.ts; a redirect leaves the machine
 * as an emitted `navigate`, which the loader carries out (the frame never navigates the host).
 *
 * SPEC §2/§4: a route change re-evaluates every widget. The host resets its timer and page state and
 * sends fresh page signals after the route; the machine resets its own copy of the page state with the
 * route too, so the check it runs on the route change never sees the previous page's scroll or time.
 *
 * No React, no DOM, no wall clock: time comes from `input.now` and timers from the actor's clock, so the
 * whole lifecycle runs in node under a SimulatedClock. Side effects leave the machine only as emitted
 * events (`actor.on(...)`), which the boot code turns into bridge messages, and the submit flow's invoked
 * actors (`checkOptin`, `confirmCheckbox`), which boot/widgetActor.ts provides to that child.
 *
 * Its types are in widgetTypes.ts, its snapshot's selectors in widgetSnapshot.ts, and what its context
 * says beyond its fields (reference value, call-to-action mode, display facts) in widgetFacts.ts.
 */
import { assertEvent, assign, emit, enqueueActions, setup } from 'xstate';
import { initialPageState, type RenderReason } from '../../bridge-protocol/clientState';
import { afterSubmit } from '../rules/afterSubmit';
import { buttonTypeOf } from '../rules/messengerPlugin';
import type { PluginSignal } from '../rules/pluginSignal';
import { isRouteAllowed } from '../rules/routeMatch';
import { nextScheduleCheckIn, SCHEDULE_RECHECK_MAX_MS } from '../rules/schedule';
import { passesDisplayChecks } from './displayChecks';
import { pluginRenderMachine, type PluginRenderOutput } from './pluginRenderMachine';
import { submitFlowMachine, type SubmitFlow, type SubmitFlowInput, type SubmitFlowOutput } from './submitFlowMachine';
import { displayFacts, modeOf, refDetail } from './widgetFacts';
import type { OpenTrigger, WidgetContext, WidgetEmitted, WidgetMachineEvent, WidgetMachineInput } from './widgetTypes';

/** SPEC §9 "Forced rendered timeout". */
export const FORCED_RENDERED_TIMEOUT_MS = 5_000;

/** What the submit flow's child (submitFlowMachine.ts) is told when the visitor submits. */
function submitFlowInput(context: WidgetContext, flow: SubmitFlow): SubmitFlowInput {
  return { flow, sessionId: context.sessionId, checked: context.checked, ...refDetail(context) };
}

const signalIs =
  (...kinds: PluginSignal['kind'][]) =>
  ({ event }: { event: WidgetMachineEvent }): boolean =>
    event.type === 'PLUGIN' && kinds.includes(event.signal.kind);

/**
 * The submit flow's outcome, read off the child's done event. That event is not among the widget's own
 * event types, and XState cannot type a guard with params beside this machine's enqueueActions actions.
 */
const flowEndedIn =
  (outcome: SubmitFlowOutput['outcome']) =>
  ({ event }: { event: WidgetMachineEvent }): boolean =>
    'output' in event && typeof event.output === 'object' && event.output !== null && 'outcome' in event.output && event.output.outcome === outcome;

const displayedHandlers = {
  ROUTE_CHANGE: [
    { guard: 'isNewRouteRefused', target: '#widget.closed', actions: ['assignRouteAndFreshPage', 'emitClose'] },
    // SPEC §2: an embed is reloaded: its checks run again on the new page, from its form.
    { guard: 'isEmbed', target: '#widget.rendered', actions: ['assignRouteAndFreshPage', 'reloadEmbed'] },
    { actions: 'assignRouteAndFreshPage' },
  ],
  CLOSE: [
    { guard: 'isManualClose', target: '#widget.closed', actions: ['recordManualClose', 'emitClose'] },
    { target: '#widget.closed', actions: 'emitClose' },
  ],
} as const;

/**
 * What the machine reads of the wall clock, in one place: the display checks (repeat display, the
 * schedule), the schedule's next check and the impression's time. Provided, never kept in the context,
 * so that a snapshot is plain data that XState persists itself (getPersistedSnapshot): the server's opened
 * machine travels in the painted document (serverView/renderFirstView.tsx → boot/mountFrame.ts). The
 * machine as defined reads Date.now; boot/widgetActor.ts widgetMachineWithClock gives it another clock
 * (the input's: a test's simulated one, QA mode's shifted one), with commitImpression's time.
 */
export function clockImplementations(now: () => number) {
  type Args = { context: WidgetContext };
  const passes = (context: WidgetContext, mode: 'automatic' | 'manual'): boolean => passesDisplayChecks(displayFacts(context, now()), mode);
  return {
    guards: {
      canDisplay: ({ context }: Args) => passes(context, 'automatic'),
      canOpenManually: ({ context }: Args) => passes(context, 'manual'),
      // The schedule may answer differently later (its hours begin, its start date comes).
      hasScheduleAhead: ({ context }: Args) => nextScheduleCheckIn(context.schedule, now()) !== null,
      canHonourPendingOpen: ({ context }: Args) => context.pendingManualOpen && passes(context, 'manual'),
    },
    delays: {
      // Only armed while hasScheduleAhead holds, so the fallback is never the wait itself.
      nextScheduleCheck: ({ context }: Args) => nextScheduleCheckIn(context.schedule, now()) ?? SCHEDULE_RECHECK_MAX_MS,
    },
  };
}

/**
 * SPEC §4: opening commits an impression at `at`. A fresh impression starts a fresh history, so the
 * previous manual close no longer decides the next repeat (showAgain does, until closed again).
 */
export const impressionCommitted = (at: number): Pick<WidgetContext, 'session' | 'pendingManualOpen'> => ({
  session: { lastImpression: at, manualClose: false },
  pendingManualOpen: false,
});

const WALL_CLOCK = /* @__PURE__ */ clockImplementations(Date.now);

export const widgetMachine = setup({
  types: {
    context: {} as WidgetContext,
    events: {} as WidgetMachineEvent,
    input: {} as WidgetMachineInput,
    emitted: {} as WidgetEmitted,
  },
  guards: {
    ...WALL_CLOCK.guards,
    hasPendingManualOpen: ({ context }) => context.pendingManualOpen,
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
    // Inline widgets (box, button, landing, checkbox, SMS card): SPEC §2 reloads them on a route change.
    isEmbed: ({ context }) => context.placement === 'inline',
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
    // The submit flow's child ended (submitFlowMachine.ts): opted in or confirmed goes on to after-submit.
    hasFlowOptedIn: flowEndedIn('optedIn'),
    hasFlowConfirmed: flowEndedIn('confirmed'),
    marksSubmitted: ({ context }) => context.afterSubmit?.markSubmitted === true,
    closesAfterSubmit: ({ context }) => context.afterSubmit?.close === true,
  },
  delays: {
    forcedRenderedTimeout: ({ context }) => context.renderTimeoutMs,
    ...WALL_CLOCK.delays,
  },
  // The children. submitFlow's own services (checkOptin, confirmCheckbox) default to never opting in;
  // boot/widgetActor.ts (or a test) provides a submitFlow given the real ones, with `.provide()`.
  actors: {
    pluginRender: pluginRenderMachine,
    submitFlow: submitFlowMachine,
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
    // The wall clock's; boot/widgetActor.ts widgetMachineWithClock provides another's.
    commitImpression: assign(() => impressionCommitted(Date.now())),
    emitOpen: emit(({ context }) => ({ type: 'open' as const, trigger: context.openedBy ?? 'automatic' })),
    // After commitImpression, which has set the time.
    emitImpression: emit(({ context }) => ({ type: 'impression' as const, at: context.session.lastImpression ?? context.pageLoadedAt })),
    recordManualClose: assign(({ context }) => ({ session: { ...context.session, manualClose: true } })),
    emitClose: emit(({ event }) => ({ type: 'close' as const, manual: event.type === 'CLOSE' && event.manual })),
    emitAutomaticClose: emit({ type: 'close' as const, manual: false }),
    emitSubmitted: emit(({ context }) => ({ type: 'submitted' as const, ...refDetail(context) })),
    markOptedIn: assign({ optedIn: true }),
    emitOptedIn: emit(({ context }) => ({ type: 'optedin' as const, ...refDetail(context) })),
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
    // The warning or error that says why the submit flow left the form displayed.
    emitFlowNotice: enqueueActions(({ enqueue }, output: SubmitFlowOutput) => {
      if (output.outcome === 'formShown') enqueue.emit(output.notice);
    }),
    dismissPopupMessage: assign({ popupMessageDismissed: true }),
    // SPEC §2 "reloads embeds and checkboxes", without a new frame (which would blink, and on a site
    // that swaps its pages reload a document): the view is keyed by the generation, and what the last
    // page's visit decided (opened, submitted, opted in, the tick) starts over.
    reloadEmbed: assign(({ context }) => ({
      generation: context.generation + 1,
      openedBy: null,
      pendingManualOpen: false,
      afterSubmit: null,
      optedIn: false,
      checked: context.widget.data.main.prechecked !== false,
    })),
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
    pageLoadedAt: input.now(),
    euAffected: input.euAffected === true,
    renderTimeoutMs: input.renderTimeoutMs ?? FORCED_RENDERED_TIMEOUT_MS,
    renderReason: null,
    openedBy: null,
    pendingManualOpen: false,
    payload: input.payload ?? null,
    schedule: input.schedule ?? null,
    popupMessageDismissed: false,
    editMode: input.editMode === true,
    plugin: input.plugin ?? 'none',
    afterSubmitClass: input.afterSubmitClass,
    placement: input.placement,
    sessionId: input.sessionId ?? 'nosession',
    instanceId: input.instanceId ?? 'i0',
    userRef: input.userRef ?? '',
    generation: 0,
    sdkReady: false,
    pluginUnusable: input.pluginUnavailable === true,
    pluginPending: (input.plugin ?? 'none') !== 'none' && input.pluginUnavailable !== true && input.euAffected !== true,
    pluginStandIn: input.pluginStandIn ?? input.plugin === 'send_to_messenger',
    checked: input.widget.data.main.prechecked !== false,
    optedIn: false,
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
      // A widget waiting on its page opens when its schedule allows, with no page signal to prompt it:
      // each step into `scheduleCheck` is a transition, after which the checks above run again.
      initial: 'scheduleCheck',
      states: {
        scheduleCheck: {
          always: [{ guard: 'hasScheduleAhead', target: 'scheduleWait' }, { target: 'scheduleIdle' }],
        },
        scheduleWait: {
          after: { nextScheduleCheck: { target: 'scheduleCheck' } },
        },
        scheduleIdle: {},
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
        // The flows that wait run in the child; leaving `submitting` (a route change, a close) stops it.
        polling: {
          invoke: {
            id: 'submitFlow',
            src: 'submitFlow',
            input: ({ context }) => submitFlowInput(context, 'button'),
            onDone: [
              { guard: 'hasFlowOptedIn', target: '#widget.afterSubmit', actions: ['markOptedIn', 'emitOptedIn'] },
              { target: '#widget.formShown', actions: { type: 'emitFlowNotice', params: ({ event }) => event.output } },
            ],
          },
          // The plugin's own opt_in ends the poll at once (the button flow only).
          on: {
            PLUGIN: { guard: 'isPluginOptIn', target: '#widget.afterSubmit', actions: ['markOptedIn', 'emitOptedIn'] },
          },
        },
        confirming: {
          invoke: {
            id: 'submitFlow',
            src: 'submitFlow',
            input: ({ context }) => submitFlowInput(context, 'checkbox'),
            onDone: [
              { guard: 'hasFlowConfirmed', target: '#widget.afterSubmit' },
              { target: '#widget.formShown', actions: { type: 'emitFlowNotice', params: ({ event }) => event.output } },
            ],
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
        ROUTE_CHANGE: [
          { guard: 'isEmbed', target: 'rendered', actions: ['assignRouteAndFreshPage', 'reloadEmbed'] },
          { target: 'rendered', actions: 'assignRouteAndFreshPage' },
        ],
        OPEN: { guard: 'canOpenManually', target: 'open', actions: 'markOpenedManually' },
        FORCE_OPEN: { target: 'open', actions: 'markOpenedForcibly' },
      },
    },
  },
});

