/**
 * Route changes of single-page apps, the Formbricks way: patch history.pushState/replaceState and
 * listen to popstate and hashchange. The patch is installed once per page and keeps the host's own
 * behaviour (and any earlier patch) intact.
 */
const PATCHED = '__mcRoutePatched';
const EVENT = 'mc:locationchange';

export function watchRouteChanges(win: Window, onChange: (url: string) => void): void {
  const history = win.history as History & { [PATCHED]?: boolean };
  if (!history[PATCHED]) {
    history[PATCHED] = true;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method];
      history[method] = function patched(this: History, ...args: Parameters<History['pushState']>) {
        const result = original.apply(this, args);
        win.dispatchEvent(new Event(EVENT));
        return result;
      };
    }
  }
  let last = win.location.href;
  const check = (): void => {
    const now = win.location.href;
    if (now === last) return;
    last = now;
    onChange(now);
  };
  // For the page's lifetime: the loader never stops watching (no teardown is shipped to host pages).
  for (const type of [EVENT, 'popstate', 'hashchange']) win.addEventListener(type, check);
}
