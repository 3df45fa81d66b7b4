/**
 * The visitor's record (visitorRecord.ts) as this page view holds it: read and stepped once at the
 * loader's start, stepped again on each page swap of a site that swaps its pages, and written back at
 * once on each change (a tab closed a second later keeps its count).
 */
import type { KeyValueStore } from '../storage';
import { safeStringify } from '../../bridge-protocol/safeJson';
import { readVisitorRecord, visitSource, visitorOnPageView, VISITOR_KEY, type VisitorRecord } from './visitorRecord';

export interface VisitorStore {
  readonly record: VisitorRecord;
  update(change: Partial<VisitorRecord>): void;
  /** One more page view (the start, or a swap of the page): a new visit after 30 minutes. */
  pageView(): void;
  /** The visit's traffic source in one word, for the results' breakdown (visitorRecord.ts visitSource). */
  source(): string;
}

export function createVisitorStore(win: Window, storage: KeyValueStore, newId: () => string): VisitorStore {
  let record: VisitorRecord | null = readVisitorRecord(storage.get(VISITOR_KEY));
  const save = (next: VisitorRecord): void => {
    record = next;
    storage.set(VISITOR_KEY, safeStringify(next));
  };
  const store: VisitorStore = {
    get record() {
      return record as VisitorRecord;
    },
    update: (change) => save({ ...store.record, ...change }),
    source: () => visitSource(store.record),
    pageView: () => save(visitorOnPageView(record, Date.now(), { referrer: win.document.referrer, href: win.location.href }, newId)),
  };
  store.pageView();
  return store;
}
