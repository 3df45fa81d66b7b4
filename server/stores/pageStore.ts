/**
 * Pages and their widgets in the database. Seeding: `demo/config/<id>.json` files are inserted when their
 * page is missing, and a page that came from a file (source 'file') follows later changes of that file
 * (checked on start and on each config read, by content hash). A page saved through the admin API
 * (source 'admin') is never overwritten by its file.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isPlainObject } from '../../bridge-protocol/validate';
import type { Database, Queryable } from '../db/database';
import { isValidPageId, pageSizeProblem, whitelistOf } from '../policies/pageConfig';
import { isoTimestamp } from '../db/isoTimestamp';
import { errorText } from '../../bridge-protocol/errorText';

export interface StoredPage {
  id: string;
  config: Record<string, unknown>;
  whitelist: readonly unknown[] | undefined;
  source: 'file' | 'admin';
  updatedAt: string;
}

export type PageLookup =
  | { kind: 'ok'; page: StoredPage }
  | { kind: 'invalid-id' }
  | { kind: 'unknown'; pageId: string }
  | { kind: 'invalid-json'; pageId: string; error: string };

interface PageRow {
  id: string;
  config: Record<string, unknown>;
  whitelist: unknown[] | null;
  source: 'file' | 'admin';
  seed_hash: string | null;
  updated_at: Date | string;
}

const toPage = (r: PageRow): StoredPage => ({
  id: r.id,
  config: r.config,
  whitelist: r.whitelist ?? undefined,
  source: r.source,
  updatedAt: isoTimestamp(r.updated_at),
});

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/** Why a configuration is not acceptable, or null: an object whose `widgets` (if any) each have an id. */
export function pageConfigProblem(config: unknown): string | null {
  if (!isPlainObject(config)) return 'config: expected a JSON object';
  const widgets = config.widgets;
  if (widgets === undefined) return null;
  if (!Array.isArray(widgets)) return 'config.widgets: expected array';
  for (let i = 0; i < widgets.length; i++) {
    const w: unknown = widgets[i];
    if (!isPlainObject(w)) return `config.widgets[${i}]: expected object`;
    const id = w.widget_id ?? w.id;
    if (typeof id !== 'string' && typeof id !== 'number') return `config.widgets[${i}].widget_id: expected string or number`;
  }
  return null;
}

/** `widget_id` (or `id`) of a widget as text: the key of the widgets table. */
export function widgetKey(widget: Record<string, unknown>): string {
  return String(widget.widget_id ?? widget.id);
}

async function writePage(tx: Queryable, id: string, config: Record<string, unknown>, source: 'file' | 'admin', seedHash: string | null) {
  const whitelist = whitelistOf(config) ?? null;
  await tx.query(
    `INSERT INTO pages (id, config, whitelist, source, seed_hash, updated_at) VALUES ($1, $2, $3, $4, $5, now())
     ON CONFLICT (id) DO UPDATE SET config = EXCLUDED.config, whitelist = EXCLUDED.whitelist,
       source = EXCLUDED.source, seed_hash = EXCLUDED.seed_hash, updated_at = now()`,
    [id, JSON.stringify(config), whitelist === null ? null : JSON.stringify(whitelist), source, seedHash],
  );
  await tx.query('DELETE FROM widgets WHERE page_id = $1', [id]);
  const widgets = Array.isArray(config.widgets) ? config.widgets.filter(isPlainObject) : [];
  const seen = new Set<string>();
  for (const widget of widgets) {
    const key = widgetKey(widget);
    if (seen.has(key)) continue; // a duplicate id in a config: the first one is the widget, as the loader does
    seen.add(key);
    await tx.query('INSERT INTO widgets (page_id, widget_id, data) VALUES ($1, $2, $3)', [id, key, JSON.stringify(widget)]);
  }
}

export interface PageStore {
  /** Reads a page, first syncing it from its config file when it is file-sourced (or new). */
  get(pageId: string | null): Promise<PageLookup>;
  /** Reads a page from the database only (the hot API paths). */
  getStored(pageId: string): Promise<StoredPage | null>;
  widget(pageId: string, widgetId: string): Promise<Record<string, unknown> | null>;
  list(): Promise<StoredPage[]>;
  /** Saves a whole configuration from the admin API; the page's file no longer overrides it. */
  /** Stores a page; `alsoInTransaction` writes what must commit with it (a webhook event of the change). */
  put(pageId: string, config: Record<string, unknown>, alsoInTransaction?: (tx: Queryable) => Promise<unknown>): Promise<StoredPage>;
  /** Inserts or refreshes every file-sourced page from `configDir`; returns the ids written. */
  seed(): Promise<string[]>;
}

const selectPage = async (q: Queryable, id: string) =>
  (await q.query<PageRow>('SELECT id, config, whitelist, source, seed_hash, updated_at FROM pages WHERE id = $1', [id]))[0] ?? null;

/** A page's file as text, or null when there is none (a missing folder or a folder in its place included). */
async function readPageFile(configDir: string, pageId: string): Promise<string | null> {
  try {
    return await readFile(path.join(configDir, `${pageId}.json`), 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR' && code !== 'EISDIR') throw err;
    return null;
  }
}

/** A page file's configuration, or why it cannot be one (the lookup the store answers with). */
function parsePageFile(pageId: string, raw: string): { config: Record<string, unknown> } | Extract<PageLookup, { kind: 'invalid-json' }> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (err) {
    return { kind: 'invalid-json', pageId, error: errorText(err) };
  }
  const problem = pageConfigProblem(parsed) ?? pageSizeProblem(parsed);
  if (problem !== null || !isPlainObject(parsed)) return { kind: 'invalid-json', pageId, error: problem ?? 'not an object' };
  return { config: parsed };
}

/** Brings one page in step with its file; a missing or broken file leaves the row as it is. */
async function syncFromFile(db: Database, configDir: string, pageId: string): Promise<PageLookup> {
  const raw = await readPageFile(configDir, pageId);
  const row = await selectPage(db, pageId);
  if (row?.source === 'admin' || raw === null) return row ? { kind: 'ok', page: toPage(row) } : { kind: 'unknown', pageId };
  const hash = sha1(raw);
  if (row && row.seed_hash === hash) return { kind: 'ok', page: toPage(row) };
  const parsed = parsePageFile(pageId, raw);
  if (!('config' in parsed)) return parsed;
  const saved = await db.transaction(async (tx) => {
    // Re-check inside the transaction: an admin save may have landed since the read above.
    const current = await selectPage(tx, pageId);
    if (current?.source === 'admin') return current;
    await writePage(tx, pageId, parsed.config, 'file', hash);
    return selectPage(tx, pageId);
  });
  return saved ? { kind: 'ok', page: toPage(saved) } : { kind: 'unknown', pageId };
}

/** Every valid page file of `configDir`, in name order, synced; the ids written. */
async function seedPages(db: Database, configDir: string): Promise<string[]> {
  let names: string[];
  try {
    names = (await readdir(configDir)).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  const written: string[] = [];
  for (const name of names.sort()) {
    const id = name.slice(0, -'.json'.length);
    if (!isValidPageId(id)) continue;
    const result = await syncFromFile(db, configDir, id);
    if (result.kind === 'invalid-json') console.error(`[server] demo config ${name} not seeded: ${result.error}`);
    else if (result.kind === 'ok') written.push(id);
  }
  return written;
}

export function createPageStore(db: Database, configDir: string): PageStore {
  return {
    async get(pageId) {
      if (!isValidPageId(pageId)) return { kind: 'invalid-id' };
      return syncFromFile(db, configDir, pageId);
    },
    async getStored(pageId) {
      const row = await selectPage(db, pageId);
      return row ? toPage(row) : null;
    },
    async widget(pageId, widgetId) {
      const rows = await db.query<{ data: Record<string, unknown> }>('SELECT data FROM widgets WHERE page_id = $1 AND widget_id = $2', [pageId, widgetId]);
      return rows[0]?.data ?? null;
    },
    async list() {
      const rows = await db.query<PageRow>('SELECT id, config, whitelist, source, seed_hash, updated_at FROM pages ORDER BY id');
      return rows.map(toPage);
    },
    async put(pageId, config, alsoInTransaction) {
      // Every caller refuses an oversized page with its own answer first; this is the last guard.
      const tooBig = pageSizeProblem(config);
      if (tooBig) throw new Error(`page ${pageId}: ${tooBig}`);
      const row = await db.transaction(async (tx) => {
        await writePage(tx, pageId, config, 'admin', null);
        await alsoInTransaction?.(tx);
        return selectPage(tx, pageId);
      });
      if (!row) throw new Error(`page ${pageId} vanished while being saved`);
      return toPage(row);
    },
    seed: () => seedPages(db, configDir),
  };
}
