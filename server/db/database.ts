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
  close(): Promise<void>;
  /** 'pglite' or 'postgres', for start-up messages. */
  readonly kind: 'pglite' | 'postgres';
  /** Human-readable location (data directory or URL without password). */
  readonly location: string;
}
