/**
 * Scroll depth in whole percent of the scrollable distance. A page that cannot scroll counts as fully
 * read (100), so a "scroll 30" widget still opens on a short page, but only once the page has loaded:
 * the async loader can run before the host's stylesheets and pictures are in, when every page is short.
 */
export function scrollPercent(scrollTop: number, scrollHeight: number, viewportHeight: number, loaded = true): number {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return loaded ? 100 : 0;
  // Multiply first: 580 / 2000 * 100 is 28.999… in floating point, and 29 % must read as 29.
  return Math.min(100, Math.max(0, Math.floor((scrollTop * 100) / scrollable)));
}

export function readScrollPercent(win: Window): number {
  const doc = win.document.documentElement;
  const body = win.document.body;
  const scrollHeight = Math.max(doc.scrollHeight, body ? body.scrollHeight : 0);
  const scrollTop = win.scrollY || doc.scrollTop || 0;
  return scrollPercent(scrollTop, scrollHeight, win.innerHeight || doc.clientHeight, win.document.readyState === 'complete');
}
