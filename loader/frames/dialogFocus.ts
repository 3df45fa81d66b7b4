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
}

export function createDialogFocus(iframe: HTMLIFrameElement): DialogFocus {
  const doc = iframe.ownerDocument;
  let returnTo: HTMLElement | null = null;
  return {
    opened() {
      const active = doc.activeElement;
      returnTo = active instanceof HTMLElement && active !== iframe && active !== doc.body ? active : null;
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
  };
}
