/**
 * Modal and takeover widgets are dialogs over the host page: keyboard focus moves into their iframe
 * when they open (so Tab, Enter and Escape reach the widget) and returns to the host element that had it
 * when they close. Only the host page can do this: a cross-origin frame cannot take focus by itself.
 */
import type { Placement } from '../../bridge-protocol/messages';

export function isDialogPlacement(placement: Placement | undefined): boolean {
  return placement?.kind === 'modal' || placement?.kind === 'takeover';
}

export interface DialogFocus {
  opened(): void;
  closed(): void;
  dispose(): void;
}

export function createDialogFocus(iframe: HTMLIFrameElement): DialogFocus {
  const doc = iframe.ownerDocument;
  let returnTo: HTMLElement | null = null;
  /**
   * The host element that last had focus, other than this iframe. A frame may focus its own first
   * control before the host shows its iframe (`visibility` does not reach into the frame's document),
   * so at `opened()` the iframe can already be the active element: this is where focus came from.
   */
  let lastOutside: HTMLElement | null = null;
  /** The check after a focusout, which dispose cancels: a disposed controller does nothing more. */
  let dropCheck: ReturnType<typeof setTimeout> | undefined;
  const onFocusIn = (event: FocusEvent): void => {
    if (event.target !== iframe && event.target instanceof HTMLElement) lastOutside = event.target;
  };
  const onFocusOut = (event: FocusEvent): void => {
    if (event.target === iframe) return;
    // Focus dropped onto the page itself (a click on blank space): there is nothing to return to.
    // One check reads the state after the last focusout as well as several would.
    clearTimeout(dropCheck);
    dropCheck = setTimeout(() => {
      if (!doc.activeElement || doc.activeElement === doc.body) lastOutside = null;
    }, 0);
  };
  doc.addEventListener('focusin', onFocusIn, true);
  doc.addEventListener('focusout', onFocusOut, true);
  return {
    opened() {
      const active = doc.activeElement;
      const candidate = active === iframe ? lastOutside : active;
      returnTo = candidate instanceof HTMLElement && candidate !== iframe && candidate !== doc.body ? candidate : null;
      iframe.focus({ preventScroll: true });
    },
    closed() {
      const target = returnTo;
      returnTo = null;
      const active = doc.activeElement;
      // Only when focus is still with the widget (or was dropped by hiding it): never steal it back
      // from wherever the visitor has moved it since.
      const focusWasInWidget = active === iframe || active === doc.body || active === null;
      if (target && target.isConnected && focusWasInWidget) target.focus({ preventScroll: true });
    },
    dispose() {
      clearTimeout(dropCheck);
      doc.removeEventListener('focusin', onFocusIn, true);
      doc.removeEventListener('focusout', onFocusOut, true);
    },
  };
}
