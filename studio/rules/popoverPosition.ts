/**
 * SPEC §9 "Popover edge margin | 5 px". How far the studio keeps an open popover (dropdowns, pickers,
 * autocomplete lists) from the browser window's edges: react-aria's Popover places it, with this as
 * its `containerPadding`. Not the frame app's popoverPlacement.ts: that one lives inside a widget's
 * iframe and keeps 8 px.
 */

export const POPOVER_EDGE_MARGIN_PX = 5;
