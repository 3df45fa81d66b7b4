/**
 * The host viewports QA mode simulates: the presets of the harness panel, and the one a QA page starts
 * with, chosen so the stage (drawn at the simulated size, 1 CSS px per px: the frame measures its content
 * in this document, so the stage cannot be scaled) fits the QA window without horizontal scrolling.
 *
 * The room for the stage follows QaApp's layout: below SIDE_PANEL_MIN_WINDOW the harness panel goes
 * under the stage, so the stage has the window's width less the page's and the stage's padding; from
 * there on the panel sits beside it. Keep the constants in step with the classes in QaApp.tsx and Stage.tsx.
 */
export const VIEWPORT_PRESETS = [
  { label: 'Mobile', width: 375, height: 667 },
  { label: 'Laptop', width: 1024, height: 640 },
  { label: 'Desktop', width: 1280, height: 800 },
] as const;

/** Tailwind's `2xl`: the harness panel moves beside the stage (QaApp.tsx). */
export const SIDE_PANEL_MIN_WINDOW = 1536;
/** Tailwind's `sm`: below it the page and the stage use the smaller paddings. */
const WIDE_PADDING_MIN_WINDOW = 640;
/** The panel's width and the gap beside it: `w-80`, `gap-6`. */
const SIDE_PANEL_WIDTH = 320 + 24;
/** A classic scrollbar, as desktop browsers draw one (phones overlay theirs). */
const SCROLLBAR = 16;
/** The smallest simulated width the harness accepts. */
const MIN_WIDTH = 240;

/** The width the simulated page can have in a QA window this wide. */
export function stageRoom(windowWidth: number): number {
  const wide = windowWidth >= WIDE_PADDING_MIN_WINDOW;
  // Page padding (`p-3` / `sm:p-6`), stage padding (`p-2` / `sm:p-4`) and the stage's 1 px ring, both sides.
  const chrome = wide ? 2 * 24 + 2 * 16 + 2 + SCROLLBAR : 2 * 12 + 2 * 8 + 2;
  const panel = windowWidth >= SIDE_PANEL_MIN_WINDOW ? SIDE_PANEL_WIDTH : 0;
  return Math.floor(windowWidth - chrome - panel);
}

/**
 * The Laptop preset when the stage has room for it, otherwise the Mobile one, narrowed to the room on a
 * window narrower than a phone (the stage then still fits, and the widget is laid out as on a phone).
 */
export function initialViewport(windowWidth: number): { width: number; height: number } {
  const room = stageRoom(windowWidth);
  const [mobile, laptop] = VIEWPORT_PRESETS;
  if (laptop.width <= room) return { width: laptop.width, height: laptop.height };
  return { width: Math.max(MIN_WIDTH, Math.min(mobile.width, room)), height: mobile.height };
}
