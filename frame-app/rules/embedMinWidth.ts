/** SPEC §2/§9: embedded cards are never narrower than this (placement and hidden width). */
export const EMBED_MIN_WIDTH = 280;
