/** SPEC §2 / §9 breakpoint: viewports narrower than this many CSS px are mobile (frame-app/rules/deviceAllowed.ts). */
export const MOBILE_BREAKPOINT_PX = 768;
