// Migration 011 (issue 48) over a database that already has subscribers: each stored consent text moves to
// consent_texts once, by its hash, and every list and report still reads the text the visitor agreed to.
import { createHash } from 'node:crypto';
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { openPglite } from '../../../server/db/pglite';
import { openPostgres } from '../../../server/db/postgres';
import { consentRecord } from '../../../server/stores/consentRecords';
import { listSubscribers } from '../../../server/stores/subscribers';
import { TEST_DATABASE_URL } from './storages';

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../server/db/migrations');
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

type Opened = { db: Database; drop: () => Promise<void> };

const onPglite = async (): Promise<Opened> => {
  const db = await openPglite('memory://');
  return { db, drop: () => db.close() };
};
const onPostgres = async (): Promise<Opened> => {
  const schema = `consent_mig_${process.pid}_${Date.now().toString(36)}`;
  const db = await openPostgres(TEST_DATABASE_URL, schema);
  return {
    db,
    drop: async () => {
      await db.close();
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
};

function migrationSuite(label: string, open: () => Promise<Opened>) {
  describe(`migration 011 over stored subscribers on ${label}`, () => {
    let dir = '';
    let opened: Opened;
    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'consent-migrations-'));
      for (const file of await readdir(MIGRATIONS)) if (file < '011') await copyFile(path.join(MIGRATIONS, file), path.join(dir, file));
      opened = await open();
      await migrate(opened.db, dir);
    });
    afterAll(async () => {
      await opened?.drop();
      await rm(dir, { recursive: true, force: true });
    });

    it('keeps each text once by its hash, and the subscribers still read theirs', async () => {
      const { db } = opened;
      await db.query(`INSERT INTO subscribers (page_id, widget_id, phone, session_id, legal_text) VALUES
        ('shop', '1', '+12015550001', 's1', 'Text A'), ('shop', '1', '+12015550002', 's2', 'Text A'), ('shop', '2', '+12015550003', 's3', 'Text B')`);
      await copyFile(path.join(MIGRATIONS, '011_consent_records.sql'), path.join(dir, '011_consent_records.sql'));
      expect(await migrate(db, dir)).toEqual(['011_consent_records.sql']);
      const texts = await db.query<{ hash: string; version: string; text: string }>('SELECT hash, version, text FROM consent_texts ORDER BY text');
      expect(texts).toEqual([
        { hash: sha256('Text A'), version: sha256('Text A').slice(0, 12), text: 'Text A' },
        { hash: sha256('Text B'), version: sha256('Text B').slice(0, 12), text: 'Text B' },
      ]);
      const subscribers = await listSubscribers(db, 'shop');
      expect(subscribers.map((s) => [s.phone, s.legal_text, s.status])).toEqual([
        ['+12015550001', 'Text A', 'subscribed'],
        ['+12015550002', 'Text A', 'subscribed'],
        ['+12015550003', 'Text B', 'subscribed'],
      ]);
      expect(await db.query('SELECT 1 FROM subscribers WHERE legal_text IS NOT NULL')).toHaveLength(0);
      expect(await consentRecord(db, 'shop', subscribers[2]!.id)).toMatchObject({ text: 'Text B', hash: sha256('Text B'), arm: null, ip: null, status: 'subscribed' });
    });
  });
}

migrationSuite('PGlite', onPglite);
describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL (TEST_DATABASE_URL)', () => migrationSuite('PostgreSQL', onPostgres));
