/**
 * The storages the server suites run on: PGlite always (a temporary data directory), PostgreSQL when
 * TEST_DATABASE_URL is set, in a schema of its own per run that is dropped afterwards, so parallel
 * runs and the PGlite suite never share tables.
 */
import pg from 'pg';
import { describe } from 'vitest';
import type { StartServersOptions } from '../../../server/composition/app';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? '';

export type Storage = () => Promise<{ options: Partial<StartServersOptions>; cleanup: () => Promise<void> }>;

const pglite: Storage = async () => ({ options: { databaseUrl: '' }, cleanup: async () => undefined });

function postgres(schemaPrefix: string): Storage {
  const schema = `${schemaPrefix}_${process.pid}_${Date.now().toString(36)}`;
  return async () => ({
    options: { databaseUrl: TEST_DATABASE_URL, databaseSchema: schema },
    cleanup: async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      // The webhook queue's own schema beside it (server/webhooks/jobQueue.ts).
      await client.query(`DROP SCHEMA IF EXISTS ${schema}_jobs CASCADE`);
      await client.end();
    },
  });
}

/** Declares `suite` on PGlite and, with TEST_DATABASE_URL, on PostgreSQL. */
export function onEveryStorage(schemaPrefix: string, suite: (label: string, storage: Storage) => void): void {
  suite('PGlite', pglite);
  describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL (TEST_DATABASE_URL)', () => suite('PostgreSQL', postgres(schemaPrefix)));
}
