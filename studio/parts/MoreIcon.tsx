/** The three-dots icon of a compact "more" menu (a widget's actions, the session's). */
export const MORE_ICON = (
  <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-5">
    <path d="M10 3a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3ZM10 8.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3ZM11.5 15.5a1.5 1.5 0 1 0-3 0 1.5 1.5 0 0 0 3 0Z" />
  </svg>
);
