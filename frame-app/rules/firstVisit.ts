/**
 * Whether this is the visitor's first view of a widget: no last-seen time stored yet. A stored value that
 * is not a finite time (storage garbage) counts as nothing stored. Only a first visit gets the omnichat's
 * first-seen behaviour (omnichatFirstSeen.ts) and the server's painted omnichat (paintedViewHolds.ts).
 */
export function isFirstVisit(lastSeenAt: number | null): boolean {
  return lastSeenAt === null || !Number.isFinite(lastSeenAt);
}
