/**
 * A list of short words a person adds one at a time (the feed-comment keywords, the covered posts): what
 * adding and removing do, and how a stored list is read back. Spelling is kept as typed, but two
 * entries that differ only in case or spaces are the same entry, so the second is refused with a reason
 * rather than silently dropped. Limits come from the caller (feed comments use the opt-in keywords'
 * 20 entries of 64 characters, bridge-protocol/optInRouting.ts).
 */
export interface ListLimits {
  maxItems: number;
  maxLength: number;
  /** What one entry is called in messages: "keyword", "post". */
  noun: string;
  /** Extra check of one entry (a post id's form); a message when refused. */
  check?: (entry: string) => string | null;
}

export type AddResult = { ok: true; list: string[] } | { ok: false; error: string };

/** Trimmed, inner runs of white space made one space. */
const cleanEntry = (raw: string): string => raw.trim().replace(/\s+/g, ' ');

/** The key two entries are compared by: case and Unicode form folded. */
export const entryKey = (entry: string): string => cleanEntry(entry).normalize('NFC').toLocaleLowerCase('en-US');

export function addToList(list: readonly string[], raw: string, limits: ListLimits): AddResult {
  const entry = cleanEntry(raw);
  if (entry === '') return { ok: false, error: `Type a ${limits.noun} first.` };
  if ([...entry].length > limits.maxLength) return { ok: false, error: `A ${limits.noun} has at most ${limits.maxLength} characters.` };
  const problem = limits.check?.(entry) ?? null;
  if (problem !== null) return { ok: false, error: problem };
  const key = entryKey(entry);
  const same = list.find((item) => entryKey(item) === key);
  if (same !== undefined) return { ok: false, error: `“${same}” is in the list already.` };
  if (list.length >= limits.maxItems) return { ok: false, error: `At most ${limits.maxItems} ${limits.noun}s: remove one to add another.` };
  return { ok: true, list: [...list, entry] };
}

export function removeFromList(list: readonly string[], index: number): string[] {
  return list.filter((_, i) => i !== index);
}

/**
 * A stored list as the editor shows it: an array, or one comma-separated string as configurations
 * written by hand carry it ("sale, promo"); numbers are taken as text. Entries that could not be added
 * one by one (empty, too long, refused by `check`, a repeat, past the limit) are left out.
 */
export function normalizeList(raw: unknown, limits: ListLimits): string[] {
  const items: unknown[] = typeof raw === 'string' ? raw.split(',') : Array.isArray(raw) ? raw : [];
  let list: string[] = [];
  for (const item of items) {
    if (typeof item !== 'string' && typeof item !== 'number') continue;
    const added = addToList(list, String(item), limits);
    if (added.ok) list = added.list;
  }
  return list;
}
