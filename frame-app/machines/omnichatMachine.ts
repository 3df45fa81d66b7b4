/**
 * The omnichat bubble (SPEC §2 "Omnichat bubble", §4 "Omnichat", §7, §9). Three regions run side by side:
 *
 *   panel:
 *     starting ──first visit, 'opened'──▶ open
 *     starting ──first visit, delay N s──▶ closed.delaying ──after N s──▶ open.timer.closingSoon
 *                                                          ──after 2 s──▶ closed (automatic close)
 *     starting ──otherwise ('hidden', a returning visitor)──▶ closed.idle
 *     closed ──TOGGLE──▶ open                      open ──TOGGLE / CLOSE / ESCAPE──▶ closed.idle
 *     open.timer.closingSoon ──PANEL_ENGAGED / CLICK_CHANNEL──▶ open.timer.staying (no automatic close)
 *     open.content.channels ──CLICK_CHANNEL sms──▶ open.content.smsFlow ──SHOW_CHANNELS──▶ channels
 *   one channel (issue 49, rules/omnichatChannels.ts directChannel): a link channel never opens the panel,
 *   TOGGLE only reports the click (the bubble is the link); SMS alone opens at smsFlow, with no way back
 *   to a one-row list.
 *   popupMessage:
 *     waiting ──popupMessageWhenDisplay met (rules/popupMessageTrigger.ts)──▶ shown
 *     shown ──DISMISS_POPUP_MESSAGE, or ESCAPE while the panel is closed──▶ dismissed
 *   animation (rules/omnichatAnimation.ts), only if last seen over 24 h ago and a channel exists:
 *     deciding ──▶ waiting ──2 s──▶ stepping (one channel icon per 1.5 s) ──▶ settling ──0.5 s──▶ done
 *
 * The first-seen delay is cancelled by the visitor acting first (TOGGLE), and the automatic close by the
 * visitor using the panel: a panel that vanishes under the pointer, the keyboard focus or a half-typed
 * phone number would lose the very conversation it opened for.
 *
 * No React, no DOM, no wall clock: time comes from `input.now` and timers from the actor's clock, so it
 * runs in node under a SimulatedClock. Side effects leave only as emitted events: the SPEC §7 omnichat
 * events `open`, `close`, `click` and `popover_close` (the loader adds user_agent and widget_id). The
 * bubble's impression is the widget machine's, like every widget's, and its time is the last-seen time:
 * the loader keeps it as the widget session's lastImpression in the host page's storage (the frame's own
 * storage is partitioned or denied), and `lastSeenAt` is the value stored before this page view.
 */
import { assertEvent, assign, emit, not, setup, stateIn, type SnapshotFrom } from 'xstate';
import type { PageState, Viewport } from '../../bridge-protocol/messages';
import {
  BUBBLE_ANIMATION_START_MS,
  BUBBLE_ANIMATION_STEP_MS,
  BUBBLE_ANIMATION_STOP_MS,
  shouldAnimateBubble,
} from '../rules/omnichatAnimation';
import { directChannel, type OmnichatChannel, type OmnichatChannelType } from '../rules/omnichatChannels';
import { isFirstVisit } from '../rules/firstVisit';
import { firstSeenFor, OMNICHAT_OPEN_DELAY_CLOSE_MS, type FirstSeen, type FirstSeenSettings } from '../rules/omnichatFirstSeen';
import { isPopupMessageTriggerMet, type PopupMessageSettings } from '../rules/popupMessageTrigger';

export interface OmnichatInput {
  /** The listed channels, in panel order (rules/omnichatChannels.ts). */
  channels: readonly Pick<OmnichatChannel, 'type'>[];
  /** data.setup: desktopFirstSeen / mobileFirstSeen. */
  setup: FirstSeenSettings | null | undefined;
  /** data.main: popupMessageWhenDisplay. */
  main: PopupMessageSettings | null | undefined;
  page: PageState;
  viewport: Pick<Viewport, 'width' | 'mobile'>;
  /** The stored last-seen time (epoch ms) from the host's storage; null when none is stored. */
  lastSeenAt: number | null;
  now: () => number;
}

interface OmnichatContext {
  channelTypes: OmnichatChannelType[];
  /** The one channel the bubble opens directly (rules/omnichatChannels.ts directChannel); null: the panel lists them. */
  direct: OmnichatChannelType | null;
  /** The first-seen behaviour of this device; null on a returning visit, where it does not apply. */
  firstSeen: FirstSeen | null;
  animates: boolean;
  main: PopupMessageSettings | null | undefined;
  page: PageState;
  /** Index into channelTypes of the icon the animation shows; null is the bubble's own icon. */
  iconIndex: number | null;
  /** The visitor closed the panel (TOGGLE, CLOSE, ESCAPE): the view puts focus back on the bubble. */
  returnFocusToBubble: boolean;
}

type OmnichatEvent =
  /** The bubble was activated (click, Enter, Space). */
  | { type: 'TOGGLE' }
  /** The mobile close icon or the backdrop. */
  | { type: 'CLOSE' }
  | { type: 'ESCAPE' }
  | { type: 'CLICK_CHANNEL'; channelType: OmnichatChannelType }
  /** Back from the SMS flow to the channel list. */
  | { type: 'SHOW_CHANNELS' }
  /** Pointer or focus inside the panel. */
  | { type: 'PANEL_ENGAGED' }
  | { type: 'DISMISS_POPUP_MESSAGE' }
  | { type: 'PAGE_SIGNALS'; page: PageState }
  | { type: 'ANCHOR_REACHED'; anchor: string };

export type OmnichatEmitted =
  /** `manual: false` is the first-seen behaviour opening or closing it, not the visitor. */
  | { type: 'open'; manual: boolean }
  | { type: 'close'; manual: boolean }
  | { type: 'click'; channelType: OmnichatChannelType }
  | { type: 'popover_close' };

const NO_DELAY = 0;

export const omnichatMachine = setup({
  types: {
    context: {} as OmnichatContext,
    events: {} as OmnichatEvent,
    input: {} as OmnichatInput,
    emitted: {} as OmnichatEmitted,
  },
  delays: {
    firstSeenDelay: ({ context }) => (context.firstSeen?.mode === 'delayed' ? context.firstSeen.openAfterMs : NO_DELAY),
    openDelayClose: OMNICHAT_OPEN_DELAY_CLOSE_MS,
    animationStart: BUBBLE_ANIMATION_START_MS,
    animationStep: BUBBLE_ANIMATION_STEP_MS,
    animationStop: BUBBLE_ANIMATION_STOP_MS,
  },
  guards: {
    opensOnFirstSeen: ({ context }) => context.firstSeen?.mode === 'opened',
    opensAfterFirstSeenDelay: ({ context }) => context.firstSeen?.mode === 'delayed',
    // A 0 ms `after` would still wait for a timer tick; "after 0 seconds" must hold on the first render.
    hasNoFirstSeenDelay: ({ context }) => context.firstSeen?.mode === 'delayed' && context.firstSeen.openAfterMs === NO_DELAY,
    isListedChannel: ({ context, event }) => event.type === 'CLICK_CHANNEL' && context.channelTypes.includes(event.channelType),
    isListedSmsChannel: ({ context, event }) => event.type === 'CLICK_CHANNEL' && event.channelType === 'sms' && context.channelTypes.includes('sms'),
    isPopupMessageTriggerMet: ({ context }) => isPopupMessageTriggerMet(context.main, context.page),
    isPanelClosed: stateIn({ panel: 'closed' }),
    /** A single link channel: the bubble is that link, and no panel ever opens (nor opens by itself). */
    isDirectLink: ({ context }) => context.direct !== null && context.direct !== 'sms',
    /** SMS alone: the panel opens at its phone field, never at a one-row list. */
    isDirectSms: ({ context }) => context.direct === 'sms',
    animates: ({ context }) => context.animates,
    hasNextIcon: ({ context }) => context.iconIndex !== null && context.iconIndex + 1 < context.channelTypes.length,
  },
  actions: {
    emitManualOpen: emit({ type: 'open' as const, manual: true }),
    emitAutomaticOpen: emit({ type: 'open' as const, manual: false }),
    emitManualClose: emit({ type: 'close' as const, manual: true }),
    emitAutomaticClose: emit({ type: 'close' as const, manual: false }),
    emitClick: emit(({ event }) => {
      assertEvent(event, 'CLICK_CHANNEL');
      return { type: 'click' as const, channelType: event.channelType };
    }),
    /** The bubble opened its one channel: the same `click` a press on that channel's row reports. */
    emitDirectClick: emit(({ context }) => ({ type: 'click' as const, channelType: context.direct ?? 'sms' })),
    emitPopoverClose: emit({ type: 'popover_close' as const }),
    markVisitorClose: assign({ returnFocusToBubble: true }),
    clearFocusReturn: assign({ returnFocusToBubble: false }),
    assignPage: assign(({ event }) => {
      assertEvent(event, 'PAGE_SIGNALS');
      return { page: event.page };
    }),
    assignAnchorReached: assign(({ context, event }) => {
      assertEvent(event, 'ANCHOR_REACHED');
      return { page: { ...context.page, anchors: { ...context.page.anchors, [event.anchor]: true } } };
    }),
    showFirstIcon: assign({ iconIndex: 0 }),
    showNextIcon: assign(({ context }) => ({ iconIndex: (context.iconIndex ?? -1) + 1 })),
    showBubbleIcon: assign({ iconIndex: null }),
  },
}).createMachine({
  id: 'omnichat',
  type: 'parallel',
  context: ({ input }) => {
    const now = input.now();
    const channelTypes = input.channels.map((channel) => channel.type);
    return {
      channelTypes,
      direct: directChannel(channelTypes),
      firstSeen: isFirstVisit(input.lastSeenAt) ? firstSeenFor(input.setup, input.viewport) : null,
      // Decided once, from the time stored before this page view: this view's own impression must not
      // switch off the animation it is about to run.
      animates: shouldAnimateBubble(channelTypes.length, input.lastSeenAt, now),
      main: input.main,
      page: input.page,
      iconIndex: null,
      returnFocusToBubble: false,
    };
  },
  on: {
    PAGE_SIGNALS: { actions: 'assignPage' },
    ANCHOR_REACHED: { actions: 'assignAnchorReached' },
  },
  states: {
    panel: {
      initial: 'starting',
      states: {
        starting: {
          always: [
            { guard: 'isDirectLink', target: 'closed' },
            { guard: 'opensOnFirstSeen', target: 'open', actions: 'emitAutomaticOpen' },
            { guard: 'opensAfterFirstSeenDelay', target: 'closed.delaying' },
            { target: 'closed' },
          ],
        },
        closed: {
          initial: 'idle',
          on: {
            TOGGLE: [
              // The bubble is the channel's link: the browser follows it, the machine reports the click.
              { guard: 'isDirectLink', actions: 'emitDirectClick' },
              // The visitor chose SMS by pressing the bubble: reported as the row's press would be.
              { guard: 'isDirectSms', target: 'open', actions: ['clearFocusReturn', 'emitManualOpen', 'emitDirectClick'] },
              { target: 'open', actions: ['clearFocusReturn', 'emitManualOpen'] },
            ],
          },
          states: {
            idle: {},
            delaying: {
              always: { guard: 'hasNoFirstSeenDelay', target: '#omnichat.panel.open.timer.closingSoon', actions: 'emitAutomaticOpen' },
              after: {
                firstSeenDelay: { target: '#omnichat.panel.open.timer.closingSoon', actions: 'emitAutomaticOpen' },
              },
            },
          },
        },
        open: {
          type: 'parallel',
          on: {
            TOGGLE: { target: 'closed.idle', actions: ['markVisitorClose', 'emitManualClose'] },
            CLOSE: { target: 'closed.idle', actions: ['markVisitorClose', 'emitManualClose'] },
            ESCAPE: { target: 'closed.idle', actions: ['markVisitorClose', 'emitManualClose'] },
          },
          states: {
            timer: {
              initial: 'staying',
              states: {
                staying: {},
                // SPEC §4: a delayed first-seen open closes again 2 s later.
                closingSoon: {
                  after: {
                    openDelayClose: { target: '#omnichat.panel.closed.idle', actions: ['clearFocusReturn', 'emitAutomaticClose'] },
                  },
                  on: {
                    PANEL_ENGAGED: { target: 'staying' },
                    CLICK_CHANNEL: { guard: 'isListedChannel', target: 'staying' },
                  },
                },
              },
            },
            content: {
              initial: 'channels',
              states: {
                channels: {
                  // SMS alone: straight to its phone field, whoever opened the panel.
                  always: { guard: 'isDirectSms', target: 'smsFlow' },
                  on: {
                    CLICK_CHANNEL: [
                      // SPEC §2: SMS starts its flow inside the panel instead of following a link.
                      { guard: 'isListedSmsChannel', target: 'smsFlow', actions: 'emitClick' },
                      { guard: 'isListedChannel', actions: 'emitClick' },
                    ],
                  },
                },
                smsFlow: {
                  on: { SHOW_CHANNELS: { guard: not('isDirectSms'), target: 'channels' } },
                },
              },
            },
          },
        },
      },
    },
    popupMessage: {
      initial: 'waiting',
      states: {
        // Eventless: re-checked after every event, i.e. right after each page signal is assigned.
        waiting: {
          always: { guard: 'isPopupMessageTriggerMet', target: 'shown' },
        },
        shown: {
          on: {
            DISMISS_POPUP_MESSAGE: { target: 'dismissed', actions: 'emitPopoverClose' },
            // SPEC §4 "Generic UI states": a popover closes on Escape. With the panel open, Escape is
            // the panel's (its guard sees the state before this event, so one Escape closes one thing).
            ESCAPE: { guard: 'isPanelClosed', target: 'dismissed', actions: 'emitPopoverClose' },
          },
        },
        // For this page load; SPEC keeps no record of a closed popup message across visits.
        dismissed: {},
      },
    },
    animation: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'animates', target: 'waiting' }, { target: 'off' }],
        },
        waiting: {
          after: { animationStart: { target: 'stepping', actions: 'showFirstIcon' } },
        },
        stepping: {
          after: {
            animationStep: [
              { guard: 'hasNextIcon', target: 'stepping', reenter: true, actions: 'showNextIcon' },
              { target: 'settling', actions: 'showBubbleIcon' },
            ],
          },
        },
        settling: {
          after: { animationStop: { target: 'done' } },
        },
        done: {},
        off: {},
      },
    },
  },
});

export type OmnichatSnapshot = SnapshotFrom<typeof omnichatMachine>;

// ---------- selectors (primitives, safe for useActorSelector) ----------

export const selectIsPanelOpen = (s: OmnichatSnapshot): boolean => s.matches({ panel: 'open' });
export const selectShowsSmsFlow = (s: OmnichatSnapshot): boolean => s.matches({ panel: { open: { content: 'smsFlow' } } });
/** Shown next to the closed bubble only: with the panel open, the panel says it all. */
export const selectIsPopupMessageVisible = (s: OmnichatSnapshot): boolean => s.matches({ popupMessage: 'shown' }) && s.matches({ panel: 'closed' });
/** The channel whose icon the bubble shows now; null is the bubble's own icon. */
export const selectBubbleIcon = (s: OmnichatSnapshot): OmnichatChannelType | null =>
  s.context.iconIndex === null ? null : (s.context.channelTypes[s.context.iconIndex] ?? null);
/** The one channel the bubble opens directly; null when the panel lists the channels. */
export const selectDirectChannel = (s: OmnichatSnapshot): OmnichatChannelType | null => s.context.direct;
export const selectReturnsFocusToBubble = (s: OmnichatSnapshot): boolean => s.matches({ panel: 'closed' }) && s.context.returnFocusToBubble;
