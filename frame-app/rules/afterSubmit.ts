import { redirectUrl } from '../../bridge-protocol/redirectUrl';

/**
 * SPEC §4 "After-submit", by the kind's after-submit class (its row in widgets/kinds.ts):
 * - inline (button, box, landing): redirect if configured, and mark submitted.
 * - overlay (bar, modal, slide_in, page_takeover and the rest): action redirect → redirect and
 *   close (an automatic close, not manual); action nothing → nothing; otherwise mark submitted.
 * The frame never navigates: `redirect` goes to the loader as `mc:navigate` (DESIGN "Who decides what").
 */
import type { AfterSubmitClass } from '../../bridge-protocol/widgetCatalogue';
export type { AfterSubmitClass };

export interface AfterSubmitInput {
  afterSubmitClass: AfterSubmitClass;
  submitted: {
    action?: unknown;
    redirect?: unknown;
    redirectUrl?: unknown;
    redirectTarget?: unknown;
  } | undefined;
}

export interface AfterSubmitDecision {
  redirect: { url: string; target: 'same' | 'new' } | null;
  markSubmitted: boolean;
  close: boolean;
}

function configuredRedirect(submitted: AfterSubmitInput['submitted'], requireFlag: boolean): AfterSubmitDecision['redirect'] {
  if (submitted === undefined) return null;
  const wanted = submitted.action === 'redirect' || submitted.redirect === true || (!requireFlag && submitted.redirect !== false);
  if (!wanted) return null;
  const url = redirectUrl(submitted.redirectUrl);
  if (url === null) return null;
  return { url, target: submitted.redirectTarget === 'new' ? 'new' : 'same' };
}

export function afterSubmit({ afterSubmitClass, submitted }: AfterSubmitInput): AfterSubmitDecision {
  if (afterSubmitClass === 'inline') {
    return { redirect: configuredRedirect(submitted, true), markSubmitted: true, close: false };
  }
  const action = submitted?.action;
  if (action === 'redirect') {
    const redirect = configuredRedirect(submitted, false);
    // A redirect action without a usable URL falls back to the success view rather than vanishing.
    if (redirect === null) return { redirect: null, markSubmitted: true, close: false };
    return { redirect, markSubmitted: false, close: true };
  }
  if (action === 'nothing') return { redirect: null, markSubmitted: false, close: false };
  return { redirect: null, markSubmitted: true, close: false };
}
