/**
 * Who may see a widget (issue 47 item 3): a widget whose `data.setup.audience` names rules gets its
 * frame only once this visitor is in the audience, by the one rule (bridge-protocol/audience.ts). A
 * visitor outside it is asked again whenever a fact changes: an attribute the site sets (`MC('set', {…})`),
 * or a page view of a site that swaps its pages. A frame once created stays: a widget never vanishes
 * under the visitor. The country is asked of the server once, and only when a widget names countries (its
 * CDN's header, server/rules/visitorCountry.ts); unknown, a country rule does not hold.
 */
import { inAudience, type Audience, type AudienceFacts } from '../../bridge-protocol/audience';
import type { Widget } from '../../bridge-protocol/config';
import type { VisitorStore } from './visitorStore';

export interface AudienceGate {
  /** Whether this visitor is in the widget's audience now. */
  admits(widget: Widget): boolean;
  /** Calls `show` once the visitor is in the widget's audience, when a fact changes. */
  wait(widget: Widget, show: () => void): void;
  /** A fact changed (an attribute, a page view): the waiting widgets are asked again. */
  recheck(): void;
}

/** The value of the host page's cookie `name`, or null. */
function cookieOf(doc: Document, name: string): string | null {
  for (const part of doc.cookie.split('; ')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at) === name) return decodeURIComponent(part.slice(at + 1));
  }
  return null;
}

/** `attributes`: the site's, as MC('set') keeps them (loader/growth/lazyGrowth.ts); `askCountry`: the server's answer. */
export function createAudienceGate(doc: Document, visitor: VisitorStore, attributes: AudienceFacts['attributes'], askCountry: () => Promise<string | null>): AudienceGate {
  const waiting = new Map<Widget, () => void>();
  /** undefined: not asked yet; a widget naming countries then waits for the answer. */
  let country: string | null | undefined;
  let asked = false;
  const admits = (widget: Widget): boolean => {
    const audience = widget.data?.setup?.audience as Audience | undefined;
    if (audience?.countries?.length && country === undefined) {
      if (!asked) {
        asked = true;
        // A failed answer is no country: the rule does not hold, and the waiting widgets are asked again.
        void askCountry()
          .catch(() => null)
          .then((answer) => {
            country = answer;
            gate.recheck();
          });
      }
      return false;
    }
    const { visits, views, sources } = visitor.record;
    const facts: AudienceFacts = { visits, pageViews: views, sources, country: country ?? null, cookie: (name) => cookieOf(doc, name), attributes };
    return inAudience(audience, facts);
  };
  const gate: AudienceGate = {
    admits,
    wait: (widget, show) => void waiting.set(widget, show),
    recheck() {
      for (const [widget, show] of waiting) {
        if (!admits(widget)) continue;
        waiting.delete(widget);
        show();
      }
    },
  };
  return gate;
}
