/**
 * Keeps keyboard focus inside a modal dialog while it is active:
 * - on activation, remembers what had focus and focuses the first control in the container (retried
 *   until the iframe is shown, and whenever the frame's window gains focus while it is outside), or
 *   with `initialFocus: 'container'` the container itself (a dialog with tabindex=-1, named by its
 *   title): a dialog that opens on its own (a trigger, forceOpen) then shows no focus ring on a control
 *   the visitor never went to, since Chrome draws :focus-visible on a script's first focus in a frame;
 *   the first Tab goes to the first control;
 * - Tab from the last control goes to the first, Shift+Tab from the first to the last (also when focus
 *   has fallen out of the container, e.g. onto <body> after the focused control was removed);
 * - when `resetKey` changes (e.g. the content switched to its success state) and focus is no longer
 *   inside, the first control gets it again;
 * - on deactivation, focus returns to the remembered element if it is still in the document;
 * - with `initialFocus: 'none'` (editing mode: the studio's preview, a site owner editing in place) it
 *   never takes focus by itself: a preview that opens or reboots while the owner types in the studio's
 *   form would otherwise move the page's focus into its iframe, away from the field or the problem
 *   summary the owner is on. Tab still stays inside once focus is there.
 *
 * Inside a widget iframe the remembered element is usually <body>: the host page owns focus outside the
 * frame (loader/frames/dialogFocus.ts moves it into the iframe and back).
 */
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * The controls Tab can reach: not inside an inert or aria-hidden subtree, and not hidden by visibility
 * (the messenger call to action keeps its hidden half in place to hold its size, MessengerAction.tsx).
 */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  const view = container.ownerDocument.defaultView;
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.closest('[inert], [aria-hidden="true"]') === null && view?.getComputedStyle(el).visibility !== 'hidden',
  );
}

function focusFirst(container: HTMLElement): void {
  const first = focusableIn(container)[0];
  (first ?? container).focus({ preventScroll: true });
}

function focusContainer(container: HTMLElement): void {
  container.focus({ preventScroll: true });
}

function leaveFocus(): void {}

export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  resetKey?: unknown,
  initialFocus: 'first' | 'container' | 'none' = 'first',
): void {
  const activeRef = useRef(active);
  activeRef.current = active;
  const focusStart = initialFocus === 'container' ? focusContainer : initialFocus === 'none' ? leaveFocus : focusFirst;

  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    const doc = container.ownerDocument;
    const previous = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
    const win = doc.defaultView;
    // The frame commits "displayed" before the host shows the iframe (mc:layout is asynchronous). The
    // host's `visibility:hidden` does not reach into the frame's document, so the control usually takes
    // focus at once (the loader remembers the host's last focused element for that reason, see
    // loader/frames/dialogFocus.ts); where a browser refuses focus to a hidden frame, retry for a while
    // and again when the host focuses the iframe.
    let retries = 0;
    let retryTimer: ReturnType<typeof setTimeout> | null = null;
    const takeFocus = (): void => {
      retryTimer = null;
      if (container.contains(doc.activeElement)) return;
      if (focusStart === leaveFocus) return;
      focusStart(container);
      if (!container.contains(doc.activeElement) && retries++ < 40) retryTimer = setTimeout(takeFocus, 50);
    };
    const onWindowFocus = (): void => {
      if (!container.contains(doc.activeElement)) focusStart(container);
    };
    takeFocus();
    win?.addEventListener('focus', onWindowFocus);

    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Tab' || event.defaultPrevented) return;
      const items = focusableIn(container);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        container.focus({ preventScroll: true });
        return;
      }
      const current = doc.activeElement;
      const inside = current instanceof Node && container.contains(current) && current !== container;
      if (event.shiftKey && (!inside || current === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || current === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => {
      if (retryTimer !== null) clearTimeout(retryTimer);
      win?.removeEventListener('focus', onWindowFocus);
      doc.removeEventListener('keydown', onKeyDown);
      const current = doc.activeElement;
      const focusWasInside = current === null || current === doc.body || container.contains(current);
      if (previous && previous !== doc.body && previous.isConnected && focusWasInside) previous.focus({ preventScroll: true });
      else if (focusWasInside && current instanceof HTMLElement && current !== doc.body) current.blur();
    };
  }, [ref, active, focusStart]);

  // Content swapped under the focused control (success state): give focus back to the dialog.
  useEffect(() => {
    const container = ref.current;
    if (!activeRef.current || !container) return;
    if (!container.contains(container.ownerDocument.activeElement)) focusStart(container);
  }, [ref, resetKey, focusStart]);
}
