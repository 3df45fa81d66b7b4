/**
 * SPEC §4 "Display conditions", combined: the messenger SDK is ready; the widget has rendered; the route
 * matches; repeat display is allowed; the device is allowed; the entrance trigger is met. And one of
 * ours: the widget's schedule allows this moment (rules/schedule.ts), for every open but a forced one.
 *
 * - "Has rendered" is not a fact here: the machine only evaluates these checks in its `rendered` state.
 * - A manual open (public API / named trigger) waives only the entrance trigger: route, device, repeat
 *   display and SDK readiness still apply. A forced open never gets here (it ignores every check).
 * - Repeat display applies only to the placements rules/repeatDisplay.ts names (not to embeds).
 * - The page-wide overlay cap (the loader's `overlaysCapped`, issue 47) holds back automatic opens of overlays.
 *
 * The checks run in a fixed order and the first that fails is named, so QA mode can say why a widget is
 * hidden instead of only that it is.
 */
import type { WidgetMain, WidgetSetup } from '../../bridge-protocol/config';
import type { PageState, Placement, Route, Viewport, WidgetSessionEntry } from '../../bridge-protocol/messages';
import { isDeviceAllowed } from '../rules/deviceAllowed';
import { isEntranceTriggerMet } from '../rules/entranceTrigger';
import { isRepeatAllowed, repeatDisplayApplies } from '../rules/repeatDisplay';
import { isRouteAllowed } from '../rules/routeMatch';
import { isWithinSchedule } from '../rules/schedule';
import type { ScheduleWindow } from '../../bridge-protocol/schedule';

export interface DisplayFacts {
  main: WidgetMain;
  setup: WidgetSetup;
  page: PageState;
  route: Route;
  viewport: Viewport;
  session: WidgetSessionEntry;
  /** The kind's placement (its row in widgets/kinds.ts): an embed is not subject to repeat display. */
  placement: Placement['kind'];
  /**
   * When this page was loaded (the frame's boot). Before the first route change the host reports
   * `route.lastChange` null; the page view then began at the load, so an impression from an earlier
   * visit does not count for `showAgain: always` (see repeatDisplay.ts).
   */
  pageLoadedAt: number;
  /** `data.setup.schedule` as read once by the display decision; null: any time. */
  schedule: ScheduleWindow | null;
  now: number;
  /**
   * SPEC's "the messenger SDK is ready": the SDK adapter's flag for widgets with a messenger plugin;
   * true for widgets without one, and for those whose link stands in for it, while it loads or for good
   * (a link needs no SDK; issue 26). See isMessengerSdkReady in widgetFacts.ts.
   */
  sdkReady: boolean;
  /**
   * The kind covers the page (bridge-protocol/overlayCap.ts isOverlay): the page-wide cap applies. Absent
   * in the first script's decision (boot/paintedLayout.ts), which leaves the cap to the loader: it does
   * not show a capped overlay's painted view (loader/frames/widgetHost.ts), and the app's check follows.
   */
  overlay?: boolean;
}

export type OpenVariant = 'automatic' | 'manual';

export type DisplayCheck = 'sdkReady' | 'route' | 'device' | 'schedule' | 'repeat' | 'cap' | 'trigger';

/** The last route change, or the page load when the route has not changed since. */
function pageViewStartedAt(facts: Pick<DisplayFacts, 'route' | 'pageLoadedAt'>): number {
  return facts.route.lastChange ?? facts.pageLoadedAt;
}

/** The first check that refuses, or null when the widget may open. */
export function failedDisplayCheck(facts: DisplayFacts, variant: OpenVariant): DisplayCheck | null {
  if (!facts.sdkReady) return 'sdkReady';
  if (!isRouteAllowed(facts.setup, facts.route.url)) return 'route';
  if (!isDeviceAllowed(facts.setup, facts.viewport)) return 'device';
  if (!isWithinSchedule(facts.schedule, facts.now)) return 'schedule';
  const history = { ...facts.session, routeLastChange: pageViewStartedAt(facts) };
  if (repeatDisplayApplies(facts.placement) && !isRepeatAllowed(facts.main, history, facts.now)) return 'repeat';
  if (variant === 'manual') return null;
  // The page-wide overlay cap (issue 47) holds back what would open on its own; the site's own open is its call.
  if (facts.overlay && facts.page.overlaysCapped) return 'cap';
  return isEntranceTriggerMet(facts.main.whenDisplay, facts.page) ? null : 'trigger';
}

export function passesDisplayChecks(facts: DisplayFacts, variant: OpenVariant): boolean {
  return failedDisplayCheck(facts, variant) === null;
}
