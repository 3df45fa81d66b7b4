import type { Viewport } from '../../bridge-protocol/messages';

/** The UA's own mobile hint where it has one (Client Hints), else the classic UA tokens. */
function isMobileUserAgent(nav: Navigator): boolean {
  const hinted = (nav as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData?.mobile;
  if (typeof hinted === 'boolean') return hinted;
  return /Mobi|Android|iPhone|iPad|iPod/i.test(nav.userAgent);
}

export function readViewport(win: Window): Viewport {
  const doc = win.document.documentElement;
  return {
    width: doc.clientWidth || win.innerWidth,
    height: win.innerHeight || doc.clientHeight,
    mobile: isMobileUserAgent(win.navigator),
  };
}
