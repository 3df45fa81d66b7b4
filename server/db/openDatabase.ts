/**
 * Picks the storage: PostgreSQL when a URL is given (`DATABASE_URL`), else PGlite in `dataDir`;
 * then applies pending migrations.
 */
import { migrate } from './migrate';
import type { Database } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

interface OpenDatabaseOptions {
  /** PostgreSQL connection string; wins over `dataDir`. */
  databaseUrl?: string;
  /** Schema inside that database (tests use one per run). */
  schema?: string;
  /** PGlite data directory, or `memory://`. */
  dataDir: string;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  const db = opts.databaseUrl ? await openPostgres(opts.databaseUrl, opts.schema) : await openPglite(opts.dataDir);
  try {
    await migrate(db);
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
  return db;
}
