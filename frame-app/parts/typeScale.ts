/**
 * The widgets' type scale: one set of headline / description / spacing classes per size of layout,
 * shared by the content (CardContent, EmbedCard, SMS layouts) and the success view, so a widget's
 * success headline sits at the size its opt-in headline had.
 *
 * - Headlines: semibold or bold, line height 1.1–1.2, letter-spacing only slightly negative (at most
 *   -0.02em at display sizes; small sizes keep the font's own spacing), balanced wrapping and a measure
 *   of about 36 characters (fewer at display sizes, where each line is long in pixels already).
 * - Descriptions: relaxed leading, pretty wrapping, at most ~60 characters a line.
 * - Sizes follow the layout's own width through the `@container` its root declares (the iframe's width,
 *   not the window the CSS happens to run in).
 *
 * Literal class strings: Tailwind only generates classes it finds in the source.
 */
export const TYPE = {
  /** Box and SMS card: a 280–600 px embed. */
  embed: {
    title: 'text-lg/snug font-semibold @sm:text-xl/snug',
    description: 'text-sm/relaxed @sm:text-[0.95rem]/relaxed',
  },
  /** Modal, SMS modal and slide-in: 360 px card (slide-in) to 640 px (modal on a wide viewport). */
  card: {
    title: 'max-w-[36ch] text-[1.5rem]/[1.2] font-semibold tracking-[-0.01em] @lg:text-[1.875rem]/[1.15] @lg:tracking-[-0.015em]',
    description: 'max-w-[60ch] text-base/relaxed @lg:text-[1.0625rem]/relaxed',
  },
  /** Page takeover and landing: display sizes. */
  hero: {
    title:
      'max-w-[24ch] text-[2.125rem]/[1.12] font-bold tracking-[-0.015em] @lg:text-[2.875rem]/[1.08] @lg:tracking-[-0.02em] @4xl:text-[3.25rem]/[1.06]',
    description: 'max-w-[56ch] text-[1.0625rem]/relaxed @lg:text-xl/relaxed',
  },
} as const;

export type TypeScale = keyof typeof TYPE;
