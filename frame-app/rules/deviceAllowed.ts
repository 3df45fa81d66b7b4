/**
 * SPEC §4 "Display conditions": the device is allowed (`setup.hideOnMobile`, SPEC §3: true, 'desktop' or
 * 'mobile'). The setting names where the widget is hidden or kept:
 *
 * - `true` (the legacy boolean: "hide on mobile") or `'desktop'` (desktop only): shown on desktop,
 *   hidden on mobile.
 * - `'mobile'` (mobile only): shown on mobile, hidden on desktop.
 * - `false`, missing, or anything else: shown on every device. An unknown value does not hide the
 *   widget, because hiding it everywhere would be the worse surprise for the operator.
 *
 * "Mobile" is the host's user-agent hint (`viewport.mobile`, from the bootstrap and `mc:viewport`) OR a
 * viewport narrower than SPEC §2's 768 px breakpoint: a narrow desktop window gets the mobile layout
 * too, and a tablet reported as mobile stays mobile however wide it is.
 */
import type { WidgetSetup } from '../../bridge-protocol/config';
import type { Viewport } from '../../bridge-protocol/messages';
import { MOBILE_BREAKPOINT_PX } from '../../bridge-protocol/mobileBreakpoint';

export { MOBILE_BREAKPOINT_PX };

export function isMobileViewport(viewport: Pick<Viewport, 'width' | 'mobile'>): boolean {
  return viewport.mobile === true || viewport.width < MOBILE_BREAKPOINT_PX;
}

export function isDeviceAllowed(
  setup: Pick<WidgetSetup, 'hideOnMobile'> | null | undefined,
  viewport: Pick<Viewport, 'width' | 'mobile'>,
): boolean {
  const setting = setup?.hideOnMobile;
  if (setting === true || setting === 'desktop') return !isMobileViewport(viewport);
  if (setting === 'mobile') return isMobileViewport(viewport);
  return true;
}
