/**
 * The greeting dialog of the `customer_chat` bubble (SPEC §3 setup.minimized / dialogDelay):
 *
 *   starting ──initialChatState (rules/customerChat.ts)──▶ hidden | minimized.idle | dialogOpen
 *                                                        | minimized.delaying | minimized.awaitingDesktop
 *   minimized ──TOGGLE──▶ dialogOpen ──TOGGLE / CLOSE_DIALOG──▶ minimized.idle
 *   minimized.delaying ──after dialogDelay (0: at once)──▶ dialogOpen
 *   minimized.delaying ──VIEWPORT (mobile)──▶ minimized.awaitingDesktop ──VIEWPORT (desktop)──▶ delaying
 *
 * The automatic open of 'default' mode is pending only in `delaying` / `awaitingDesktop`: once the
 * dialog has opened or the visitor has acted, it never opens on its own again. `hidden` has no way out:
 * the plugin's show() has no host API here, so nothing is visible for the whole visit.
 *
 * No React, no DOM: timers come from the actor's clock, so tests run in node under a SimulatedClock.
 */
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import { dialogDelayMs, initialChatState, isDesktopWidth, minimizedMode, type MinimizedMode } from '../rules/customerChat';

export interface CustomerChatInput {
  /** data.setup.minimized as configured (normalised by the rules). */
  minimized: unknown;
  /** data.setup.dialogDelay as configured: seconds, a number or a numeric string. */
  dialogDelay: unknown;
  /** The host viewport's width in CSS px. */
  viewportWidth: number;
}

interface CustomerChatContext {
  mode: MinimizedMode;
  dialogDelayMs: number;
  isDesktop: boolean;
}

type CustomerChatEvent = { type: 'TOGGLE' } | { type: 'CLOSE_DIALOG' } | { type: 'VIEWPORT'; width: number };

export const customerChatMachine = setup({
  types: {
    context: {} as CustomerChatContext,
    events: {} as CustomerChatEvent,
    input: {} as CustomerChatInput,
  },
  delays: {
    dialogDelay: ({ context }) => context.dialogDelayMs,
  },
  guards: {
    startsHidden: ({ context }) => initialChatState(context.mode, context.isDesktop) === 'hidden',
    startsOpen: ({ context }) => initialChatState(context.mode, context.isDesktop) === 'dialogOpen',
    startsAfterDelay: ({ context }) => initialChatState(context.mode, context.isDesktop) === 'dialogAfterDelay',
    // 'default' on mobile: minimized for now, but the automatic open still applies if the host grows.
    waitsForDesktop: ({ context }) => context.mode === 'default' && !context.isDesktop,
    // A 0 ms `after` would still wait for a timer tick; "at once" must hold on the first render.
    hasNoDialogDelay: ({ context }) => context.dialogDelayMs === 0,
    isDesktopViewport: ({ event }) => event.type === 'VIEWPORT' && isDesktopWidth(event.width),
    isMobileViewport: ({ event }) => event.type === 'VIEWPORT' && !isDesktopWidth(event.width),
  },
  actions: {
    assignViewport: assign(({ event }) => {
      assertEvent(event, 'VIEWPORT');
      return { isDesktop: isDesktopWidth(event.width) };
    }),
  },
}).createMachine({
  id: 'customerChat',
  initial: 'starting',
  context: ({ input }) => ({
    mode: minimizedMode(input.minimized),
    dialogDelayMs: dialogDelayMs(input.dialogDelay),
    isDesktop: isDesktopWidth(input.viewportWidth),
  }),
  on: {
    VIEWPORT: { actions: 'assignViewport' },
  },
  states: {
    starting: {
      always: [
        { guard: 'startsHidden', target: 'hidden' },
        { guard: 'startsOpen', target: 'dialogOpen' },
        { guard: 'startsAfterDelay', target: 'minimized.delaying' },
        { guard: 'waitsForDesktop', target: 'minimized.awaitingDesktop' },
        { target: 'minimized.idle' },
      ],
    },
    hidden: {},
    minimized: {
      initial: 'idle',
      on: {
        TOGGLE: { target: 'dialogOpen' },
      },
      states: {
        idle: {},
        awaitingDesktop: {
          on: {
            VIEWPORT: [{ guard: 'isDesktopViewport', target: 'delaying', actions: 'assignViewport' }, { actions: 'assignViewport' }],
          },
        },
        delaying: {
          always: { guard: 'hasNoDialogDelay', target: '#customerChat.dialogOpen' },
          after: { dialogDelay: { target: '#customerChat.dialogOpen' } },
          on: {
            // The card would cover a phone's screen: a host shrinking to mobile cancels the pending open.
            VIEWPORT: [{ guard: 'isMobileViewport', target: 'awaitingDesktop', actions: 'assignViewport' }, { actions: 'assignViewport' }],
          },
        },
      },
    },
    dialogOpen: {
      on: {
        TOGGLE: { target: 'minimized.idle' },
        CLOSE_DIALOG: { target: 'minimized.idle' },
      },
    },
  },
});

export type CustomerChatSnapshot = SnapshotFrom<typeof customerChatMachine>;
export type CustomerChatView = 'hidden' | 'minimized' | 'dialogOpen';

// ---------- selectors (primitives, safe for useActorSelector) ----------

export function selectChatView(snapshot: CustomerChatSnapshot): CustomerChatView {
  if (snapshot.matches('hidden')) return 'hidden';
  if (snapshot.matches('dialogOpen')) return 'dialogOpen';
  return 'minimized';
}
