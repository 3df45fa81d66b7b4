/**
 * SPEC §2 "Generic controls present" and §9: the fixed numbers and labels of the studio's generic
 * controls, named once so the components and their tests read the same value. The ones with a rule
 * of their own live beside that rule (popoverPosition.ts, scrollArea.ts, confirmDialog.ts,
 * fieldLabel.ts, highlightMatches.ts, numberInput.ts, dateRange.ts, calendarGrid.ts).
 *
 * The slider's default of 50 is the issue's; it matches the opacity defaults in §9 ("Modal opacity
 * default 50"), the studio's main use of a slider, and is the middle of its 0-100 scale.
 */

/** What an autocomplete select shows when the search keeps no option. */
export const AUTOCOMPLETE_EMPTY_LABEL = 'No Items Found';
/** The tallest an option list grows before it scrolls, in px. */
export const OPTION_LIST_MAX_HEIGHT_PX = 275;
export const SLIDER_DEFAULT_VALUE = 50;
/** How long a hover-opened dropdown stays open after the pointer leaves, in ms (crossing a gap). */
export const DROPDOWN_CLOSE_DELAY_MS = 300;
/** SPEC §9 "Default locale en-US": the studio's wording, date order and first weekday until it has a locale setting. */
export const DEFAULT_LOCALE = 'en-US';
