/**
 * Sites that swap their pages without a page load (Turbo Drive, htmx's hx-boost, Livewire's
 * wire:navigate, Astro's view transitions, Swup, Barba): the new page's content arrives by DOM mutation,
 * often after the address has changed (Swup changes it first, then animates the swap), so the route
 * change alone comes too early to find the new page's anchors. Whenever an element that is or holds a
 * `data-widget-id` anchor is added or removed, `onSwap` runs once, at the next animation frame.
 *
 * Our own iframes carry `data-widget-id` too; they are not anchors and are skipped. A Turbo preview
 * (a cached page shown while the real one loads, `<html data-turbo-preview>`) is not the page yet: its
 * embeds would be created only to be replaced a moment later, so the swap after it is the one that counts.
 */
import { EMBED_ANCHOR as ANCHOR } from '../frames/embedAnchor';

/**
 * An element that is or holds an anchor; or, taken away, one of our frames (an embed's frame taken out of
 * its anchor by a morph that made the anchor like the server's empty one: it must be placed again).
 */
const wakes = (node: Node, removed: boolean): boolean =>
  node instanceof Element && (node.matches(removed ? '[data-widget-id]' : ANCHOR) || node.querySelector(ANCHOR) !== null);

export function watchPageSwaps(win: Window, onSwap: () => void): void {
  const root = win.document.documentElement;
  let scheduled = false;
  const run = (): void => {
    scheduled = false;
    if (!root.hasAttribute('data-turbo-preview')) onSwap();
  };
  // For the page's lifetime, as the route watcher (routeChanges.ts).
  new MutationObserver((records) => {
    if (scheduled) return;
    if (records.some((record) => [...record.addedNodes].some((node) => wakes(node, false)) || [...record.removedNodes].some((node) => wakes(node, true)))) {
      scheduled = true;
      win.requestAnimationFrame(run);
    }
  }).observe(root, { childList: true, subtree: true });
  // Turbo 8's morphing refresh makes each element like the server's copy, where an anchor is empty: an
  // anchor that holds our frame is left as it is, so the embed is not loaded again (Chatwoot#11422's
  // users saw theirs vanish). Other libraries that morph still get the frame back through the observer.
  win.document.addEventListener('turbo:before-morph-element', (event) => {
    const target = event.target;
    if (target instanceof Element && target.matches(ANCHOR) && target.querySelector('iframe[data-widget-id]')) event.preventDefault();
  });
}
