/**
 * The slide-in on a phone (issue 49): a pill with the offer first, the form once the visitor asks for it.
 *
 *   starting ──phone width (rules/phoneLayout.ts)──▶ teaser ──EXPAND (the pill tapped)──▶ expanded
 *            └──────────── wider ──────────────────▶ expanded
 *   teaser ──VIEWPORT (640 px or more: a rotated tablet, a wider window)──▶ expanded
 *
 * `expanded` is the card on a wide screen and the bottom sheet on a phone; it never folds back into the
 * pill by itself: the visitor has seen the form (or had room for it), and a form that vanishes while a
 * number is being typed (the keyboard narrows nothing, but a rotation does) would lose the visitor. The
 * sheet's × closes the widget as the card's does (the widget machine's CLOSE, a manual close).
 *
 * No React, no DOM, no timers: the layout sends the events, tests run it in node.
 */
import { setup, type SnapshotFrom } from 'xstate';
import { isPhoneWidth } from '../rules/phoneLayout';

export interface SlideInTeaserInput {
  /** The host viewport's width in CSS px. */
  viewportWidth: number;
  /** Already submitted (a repeat view of the success state): the success view shows, never the pill. */
  isSubmitted: boolean;
}

type SlideInTeaserEvent = { type: 'EXPAND' } | { type: 'VIEWPORT'; width: number };

export const slideInTeaserMachine = setup({
  types: {
    context: {} as { startsAsTeaser: boolean },
    events: {} as SlideInTeaserEvent,
    input: {} as SlideInTeaserInput,
  },
  guards: {
    startsAsTeaser: ({ context }) => context.startsAsTeaser,
    isWideViewport: ({ event }) => event.type === 'VIEWPORT' && !isPhoneWidth(event.width),
  },
}).createMachine({
  id: 'slideInTeaser',
  initial: 'starting',
  context: ({ input }) => ({ startsAsTeaser: !input.isSubmitted && isPhoneWidth(input.viewportWidth) }),
  states: {
    starting: {
      always: [{ guard: 'startsAsTeaser', target: 'teaser' }, { target: 'expanded' }],
    },
    teaser: {
      on: {
        EXPAND: 'expanded',
        VIEWPORT: { guard: 'isWideViewport', target: 'expanded' },
      },
    },
    expanded: {},
  },
});

export type SlideInTeaserSnapshot = SnapshotFrom<typeof slideInTeaserMachine>;

/** The pill shows (a primitive, for useActorSelector). */
export const selectIsTeaser = (snapshot: SlideInTeaserSnapshot): boolean => snapshot.matches('teaser');
