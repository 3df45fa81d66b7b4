/**
 * What a new configuration changes against the one the widgets were started from (configCache.ts: a
 * repeat visit starts from the stored copy and the server's answer may differ). Pure: boot.ts replaces
 * exactly the widgets named here and leaves every other frame as it is, so an unchanged widget never
 * reloads or blinks.
 *
 * - `'page'`: a page-level field changed (the page ids, the whitelist, the SMS channel, EU flag…): every
 *   widget's bootstrap carries them, so every widget is replaced.
 * - Otherwise the ids whose entry changed, appeared or went, in no particular order (empty: nothing to do).
 */
import { withWidgetAliases, type UncheckedAppConfig } from '../bridge-protocol/config';
import { safeStringify } from '../bridge-protocol/safeJson';

export type ConfigChanges = 'page' | string[];

/** The name a change is given for the entry at `index`: its id, or its place when it has none (it then compares as itself). */
export function entryKey(raw: unknown, index: number): string {
  const id = (withWidgetAliases(raw) as { widget_id?: unknown } | null)?.widget_id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : `#${index}`;
}

/** Each widget entry's text by its key. */
function entriesById(config: UncheckedAppConfig): Map<string, string> {
  const entries = new Map<string, string>();
  config.widgets.forEach((raw, index) => {
    const key = entryKey(raw, index);
    // A duplicate id (disabled by widgetMounts.ts) joins the first one's text: a change to either counts.
    entries.set(key, (entries.get(key) ?? '') + safeStringify(raw));
  });
  return entries;
}

function pageFieldsText(config: UncheckedAppConfig): string {
  const { widgets: _widgets, ...page } = config;
  return safeStringify(page);
}

export function configChanges(before: UncheckedAppConfig, after: UncheckedAppConfig): ConfigChanges {
  if (pageFieldsText(before) !== pageFieldsText(after)) return 'page';
  const was = entriesById(before);
  const now = entriesById(after);
  const changed = new Set<string>();
  for (const [id, text] of was) if (now.get(id) !== text) changed.add(id);
  for (const id of now.keys()) if (!was.has(id)) changed.add(id);
  return [...changed];
}
