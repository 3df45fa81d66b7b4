/**
 * The storage seam: the reference server talks to PGlite (embedded, default) or a PostgreSQL server
 * (`DATABASE_URL`) through this one small interface, with the same SQL and the same migrations.
 */
export interface Queryable {
  /** Runs one parameterised statement ($1, $2, …) and returns its rows. */
  query<T extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * pg-boss's own database contract (server/webhooks/jobQueue.ts): one statement with parameters, or
   * several without (its schema migrations), answering the last statement's rows.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
  /** 'pglite' or 'postgres', for start-up messages. */
  readonly kind: 'pglite' | 'postgres';
  /** The PostgreSQL schema this server's tables live in (DATABASE_SCHEMA); null: the default. */
  readonly schema: string | null;
  /** Human-readable location (data directory or URL without password). */
  readonly location: string;
}
