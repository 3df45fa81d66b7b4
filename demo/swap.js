/**
 * The demo's sites that swap their pages (server/demo/swapPages.ts): what each library needs to start,
 * and the "Refresh this page" button (Turbo 8: a morphing refresh; elsewhere a swap to the same page).
 * `data-swap="astro"` does what Astro's view transitions do: fetch the next page, then replace <body>
 * inside `document.startViewTransition`, the address changed first.
 */
const kind = document.body.dataset.swap;

async function swapBodyTo(url, push) {
  const response = await fetch(url);
  const next = new DOMParser().parseFromString(await response.text(), 'text/html');
  if (push) history.pushState({}, '', url);
  const swap = () => {
    document.title = next.title;
    document.body.replaceWith(next.body);
  };
  if (document.startViewTransition) await document.startViewTransition(swap).finished;
  else swap();
}

if (kind === 'astro') {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link || link.origin !== location.origin || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void swapBodyTo(link.href, link.href !== location.href);
  });
  addEventListener('popstate', () => void swapBodyTo(location.href, false));
}

// Swup's UMD build (/vendor/swup.js) is loaded before this module; no animation: a swap at once.
const swup = kind === 'swup' ? new window.Swup({ containers: ['#swup'], animationSelector: false }) : null;

document.addEventListener('click', (event) => {
  if (!(event.target instanceof Element) || !event.target.closest('[data-refresh]')) return;
  if (window.Turbo) window.Turbo.visit(location.href, { action: 'replace' });
  else if (swup) void swup.navigate(location.href, { cache: false });
  else if (window.htmx) window.htmx.ajax('GET', location.href, { target: 'body', swap: 'innerHTML' });
  else void swapBodyTo(location.href, false);
});
