/**
 * The embedded database: PGlite (Postgres compiled to WASM), so the server needs no setup step and no
 * native build. The data directory is created on first start; `memory://` keeps everything in memory.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

export async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create(inMemory ? undefined : dataDir);
  const asQueryable = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<T>(sql, params as unknown[]);
      return result.rows;
    },
  });
  const root = asQueryable(pg);
  return {
    kind: 'pglite',
    schema: null,
    location: inMemory ? 'in memory' : dataDir,
    query: root.query,
    async exec(sql) {
      await pg.exec(sql);
    },
    async executeSql(text, values) {
      if (values !== undefined && values.length > 0) return pg.query(text, values);
      // Without parameters the simple protocol runs several statements; the last one's rows are the answer.
      const results = await pg.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
    transaction(fn) {
      return pg.transaction((tx) => fn(asQueryable(tx)));
    },
    async close() {
      if (!pg.closed) await pg.close();
    },
  };
}
