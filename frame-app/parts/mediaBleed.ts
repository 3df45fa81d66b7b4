/**
 * How far each card's edge is from its content (issue 49): the padding a bleeding picture reaches out by
 * (parts/MediaRow.tsx), as custom properties set beside that padding, at the same container widths. One
 * row per card; a card without one draws its side pictures inside its padding, as before.
 */
export const MEDIA_BLEED = {
  /** ModalDialog's card: px-6 pt-12 pb-8, from @lg px-12 pb-10. */
  modal: '[--mc-bleed-x:1.5rem] [--mc-bleed-top:3rem] [--mc-bleed-bottom:2rem] @lg:[--mc-bleed-x:3rem] @lg:[--mc-bleed-bottom:2.5rem]',
  /** The modal's content wrapper adds @lg:px-2 @lg:pt-2 (Modal.tsx). */
  modalContent: '@lg:[--mc-bleed-x:3.5rem] @lg:[--mc-bleed-top:3.5rem]',
  /** The slide-in's card: px-6 pt-11 pb-6, and its content's pt-1. */
  slideIn: '[--mc-bleed-x:1.5rem] [--mc-bleed-top:3rem] [--mc-bleed-bottom:1.5rem]',
  /** The box's and the SMS card's inner block: px-5 py-6, from @sm px-7 py-7. */
  box: '[--mc-bleed-x:1.25rem] [--mc-bleed-top:1.5rem] [--mc-bleed-bottom:1.5rem] @sm:[--mc-bleed-x:1.75rem] @sm:[--mc-bleed-top:1.75rem] @sm:[--mc-bleed-bottom:1.75rem]',
  /** The landing's inner block: px-6 py-10, from @lg px-14 py-16. */
  landing: '[--mc-bleed-x:1.5rem] [--mc-bleed-top:2.5rem] [--mc-bleed-bottom:2.5rem] @lg:[--mc-bleed-x:3.5rem] @lg:[--mc-bleed-top:4rem] @lg:[--mc-bleed-bottom:4rem]',
} as const;
