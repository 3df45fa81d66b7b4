/**
 * The one container of every signed-in screen and of the header above it: 80rem (1280 px) at most, room
 * for the editor's form and preview side by side, with the same side padding at every width. The lists
 * use the same width, so moving from one screen to another the trail, the heading and the edges stay put.
 */
export const SCREEN_WIDTH = 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8';
