/**
 * Migration runner: applies `migrations/NNN_name.sql` in name order, each in its own transaction, and
 * records it in `schema_migrations`, so a start on an existing database applies only what is new.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = await readFile(path.join(dir, file), 'utf8');
    await db.transaction(async (tx) => {
      // Statements run one by one: the pg extended protocol takes a single statement per query.
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}

/**
 * Splits a migration on `;` at line ends, dropping `--` comment lines (migrations use no `;` inside strings).
 * A dollar-quoted body (`$$ … $$`, a function's) is kept whole: its own statements end in `;` too.
 */
export function splitStatements(sql: string): string[] {
  const text = sql
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n');
  const statements: string[] = [];
  let current = '';
  text.split('$$').forEach((part, i) => {
    if (i % 2 === 1) {
      current += `$$${part}$$`;
      return;
    }
    const [first = '', ...rest] = part.split(/;\s*(?:\n|$)/);
    current += first;
    for (const next of rest) {
      statements.push(current);
      current = next;
    }
  });
  statements.push(current);
  return statements.map((s) => s.trim()).filter((s) => s !== '');
}
