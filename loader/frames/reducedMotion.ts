/** The visitor asked for less motion: the loader's moves (a pushed page, a stack's glide) happen at once. */
export const reducedMotion = (): boolean => matchMedia('(prefers-reduced-motion:reduce)').matches;
