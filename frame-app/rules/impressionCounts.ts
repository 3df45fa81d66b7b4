/**
 * SPEC §4: "An impression counts only if it occurred after the last route change." An impression is
 * recorded as an epoch ms (`lastImpression`); the route change as `route.lastChange`. An impression at the
 * very millisecond of the route change belongs to the new route (the widget opened as the page appeared),
 * so equal timestamps count. Without a known route change (null) every impression counts.
 *
 * The caller decides what "the last route change" is when the host reports none yet; see repeatDisplay.ts.
 */
export function countsAsImpression(lastImpression: number | null | undefined, routeLastChange: number | null | undefined): boolean {
  if (lastImpression === null || lastImpression === undefined) return false;
  if (routeLastChange === null || routeLastChange === undefined) return true;
  return lastImpression >= routeLastChange;
}
