/**
 * A real PostgreSQL server through a `pg` Pool (`DATABASE_URL`). An optional `schema` isolates one
 * server (or one test run) from another in the same database: it is created when missing and put first
 * on every connection's search_path.
 */
import pg from 'pg';
import type { Database, Queryable } from './database';

const SCHEMA_RE = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openPostgres(databaseUrl: string, schema?: string): Promise<Database> {
  if (schema !== undefined && !SCHEMA_RE.test(schema)) throw new Error(`Invalid schema name "${schema}" (a-z, 0-9, _)`);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', (err) => console.error('[db] idle PostgreSQL client error:', err.message));
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  const asQueryable = (q: Pick<pg.Pool | pg.PoolClient, 'query'>): Queryable => ({
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<T & pg.QueryResultRow>(sql, params as unknown[]);
      return result.rows;
    },
  });
  let location = databaseUrl;
  try {
    const url = new URL(databaseUrl);
    url.password = '';
    location = url.toString() + (schema ? ` (schema ${schema})` : '');
  } catch {
    location = 'DATABASE_URL';
  }
  return {
    kind: 'postgres',
    schema: schema ?? null,
    location,
    query: asQueryable(pool).query,
    async exec(sql) {
      await pool.query(sql);
    },
    async executeSql(text, values) {
      // What pg-boss's own pool does; several statements (no parameters) answer an array of results.
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      return Array.isArray(result) ? (result[result.length - 1] ?? { rows: [] }) : result;
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(asQueryable(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
