/**
 * The growth rules' loader side (issue 47), made once per page view in the loader's lazy chunk
 * (loader/extras/): the visitor's record, the split tests' arms, the audiences and the page-wide overlay
 * cap. Each part is its own file; this one only ties them to the same visitor.
 */
import type { AudienceFacts } from '../../bridge-protocol/audience';
import type { Frequency } from '../../bridge-protocol/overlayCap';
import type { KeyValueStore } from '../storage';
import { yieldToMain } from '../../bridge-protocol/yieldToMain';
import { createAudienceGate, type AudienceGate } from './audienceGate';
import { createOverlayCount, type OverlayCount } from './overlayCount';
import { createSplitTests, type SplitTests } from './splitTest';
import { createVisitorStore, type VisitorStore } from './visitorStore';

export interface Growth {
  visitor: VisitorStore;
  tests: SplitTests;
  audience: AudienceGate;
  cap: OverlayCount;
}

export interface GrowthParts {
  win: Window;
  storage: KeyValueStore;
  /** The page's `frequency`, read when asked (a page-level change replaces it). */
  frequency(): Frequency | undefined;
  /** Passes the cap on to the frames (the page state's `overlaysCapped`). */
  announce(capped: boolean): void;
  /** The site's attributes, as MC('set') keeps them. */
  attributes: AudienceFacts['attributes'];
  /** A visitor id for a new visitor. */
  newId(): string;
  /** Where the visitor's country is asked (`GET {api}/widget/country?account_id=…`), for the countries rule. */
  api: string;
  pageId: string;
}

/** The visitor's country as the server's CDN header says it, or null (server/rules/visitorCountry.ts). */
async function askCountry(api: string, pageId: string): Promise<string | null> {
  const answer: unknown = await (await fetch(`${api}/widget/country?account_id=${encodeURIComponent(pageId)}`)).json();
  const country = (answer as { country?: unknown } | null)?.country;
  return typeof country === 'string' ? country : null;
}

/**
 * In a task of its own: the chunk's first use is its module's evaluation and the pixel's first events, and
 * the visit's record (its storage, its address parsed) added to them was one task of 80 ms under the
 * bench's 4× throttle (profiled), a long task for Lighthouse.
 */
export async function createGrowth({ win, storage, frequency, announce, attributes, newId, api, pageId }: GrowthParts): Promise<Growth> {
  await yieldToMain();
  const visitor = createVisitorStore(win, storage, newId);
  return {
    visitor,
    tests: createSplitTests(() => visitor.record.id),
    audience: createAudienceGate(win.document, visitor, attributes, () => askCountry(api, pageId)),
    cap: createOverlayCount(frequency, visitor, announce),
  };
}
