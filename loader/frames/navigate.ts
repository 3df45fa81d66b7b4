/**
 * The loader's half of "who decides what" (DESIGN.md): a frame asks, the loader decides whether and how
 * the host page navigates. The frame's URL goes through the after-submit redirect rule and the SPEC §5
 * link rule again here, and must then resolve to http or https: anything else (a scheme that slipped past
 * the link rule, `//javascript:…` that does not parse, …) is refused with one warning.
 */
import { redirectUrl } from '../../bridge-protocol/redirectUrl';

/** The parts of `window` navigation needs; a fake in unit tests. */
export interface NavigationWindow {
  location: { href: string; assign(url: string): void };
  open(url: string, target: string, features: string): unknown;
}

/** The absolute http(s) URL the host may go to, or null when refused. */
export function navigableUrl(raw: unknown, base: string): string | null {
  const safe = redirectUrl(raw);
  if (safe === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(safe, base);
  } catch {
    return null;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
}

/**
 * `same`: the host page goes there (`location.assign`, so Back returns to the page). `new`: a new tab
 * with `noopener`, so the opened page gets no handle on the host page. Returns whether it navigated.
 */
export function navigateHost(win: NavigationWindow, raw: unknown, target: 'same' | 'new', widgetId: string): boolean {
  const url = navigableUrl(raw, win.location.href);
  if (url === null) {
    console.warn(`[MC] widget ${widgetId}: refused to navigate to an unsafe URL`);
    return false;
  }
  if (target === 'new') win.open(url, '_blank', 'noopener');
  else win.location.assign(url);
  return true;
}
