/**
 * What the loader remembers of a visitor for the growth rules (issue 47; DESIGN "Growth"), in one
 * first-party localStorage entry: a visitor id (the split tests' hash input, never sent anywhere by
 * itself), visits, page views in this visit, the visit's traffic sources, and the page-wide overlay
 * cap's count and last close. `visitorOnPageView` is the pure step of one page view.
 */
import { VISIT_GAP_MS, type AudienceFacts } from '../../bridge-protocol/audience';
import { isPlainObject } from '../../bridge-protocol/validate';

export const VISITOR_KEY = 'mc_visitor';

export interface VisitorRecord {
  id: string;
  visits: number;
  /** The last page view (ms): a visit starts 30 minutes or more after it. */
  seen: number;
  /** Page views in this visit. */
  views: number;
  /** Captured at the visit's first page and kept for the visit. */
  sources: AudienceFacts['sources'];
  /** Overlays shown in this visit (the cap's session count). */
  overlays: number;
  /** When the visitor last closed an overlay (ms), across visits (the cap's cooldown). */
  closed: number | null;
}

/** What a page view's address says of where the visitor came from (only another site counts as a referrer). */
export interface PageOrigin {
  referrer: string;
  href: string;
}

function pageSources({ referrer, href }: PageOrigin): AudienceFacts['sources'] {
  const url = new URL(href);
  const sources: AudienceFacts['sources'] = {};
  for (const key of ['utm_source', 'utm_medium', 'utm_campaign'] as const) {
    const value = url.searchParams.get(key);
    if (value) sources[key] = value;
  }
  try {
    const host = new URL(referrer).hostname;
    if (host !== url.hostname) sources.referrer = host;
  } catch {
    // No referrer, or one that is no URL: a direct visit.
  }
  return sources;
}

/** A stored entry, or null when it is not one (a visitor then starts afresh). */
export function readVisitorRecord(text: string | null): VisitorRecord | null {
  try {
    const r: unknown = text && JSON.parse(text);
    return isPlainObject(r) && typeof r.id === 'string' && [r.visits, r.seen, r.views, r.overlays].every(Number.isFinite) && isPlainObject(r.sources)
      ? (r as unknown as VisitorRecord)
      : null;
  } catch {
    return null;
  }
}

/** The record after one more page view at `now`. */
export function visitorOnPageView(prev: VisitorRecord | null, now: number, page: PageOrigin, newId: () => string): VisitorRecord {
  if (prev && now - prev.seen < VISIT_GAP_MS) return { ...prev, seen: now, views: prev.views + 1 };
  return { id: prev?.id ?? newId(), visits: (prev?.visits ?? 0) + 1, seen: now, views: 1, sources: pageSources(page), overlays: 0, closed: prev?.closed ?? null };
}

/**
 * The visit's traffic source in one word, as the results break the funnel down by it: the campaign's
 * `utm_source` when the first page named one, else the other site that linked to it, else "direct".
 */
export function visitSource(record: Pick<VisitorRecord, 'sources'>): string {
  return record.sources.utm_source ?? record.sources.referrer ?? 'direct';
}
