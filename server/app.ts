/**
 * One process, two origins on loopback:
 *   demo site        http://127.0.0.1:<demoPort>/
 *   widget provider  http://localhost:<widgetPort>/   (also bound to 127.0.0.1; a different origin by host name)
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { DEFAULT_RATE_LIMITS, type ApiContext, type RateLimitOptions } from './apiContext';
import type { Database } from './db/database';
import { openDatabase } from './db/openDatabase';
import { createDemoSite } from './demoSite';
import { createPageStore } from './pageStore';
import { loadMessengerSecrets } from './messengerWebhook';
import { loadStoredSecret } from './storedSecret';
import { createWidgetProvider } from './widgetProvider';
import { loadSignSecret } from './widgetSign';
import { errorText } from '../bridge-protocol/errorText';

export interface StartServersOptions {
  /** 0 picks a free port. */
  demoPort: number;
  /** 0 picks a free port. */
  widgetPort: number;
  /** Repository root; the defaults below are resolved against it. */
  rootDir: string;
  /** Default `<rootDir>/dist`. */
  distDir?: string;
  /** Default `<rootDir>/demo`. */
  demoDir?: string;
  /** Default `<demoDir>/config`. */
  configDir?: string;
  /** Default `<demoDir>/provider`. */
  providerDir?: string;
  /** One log line per request. Default: `LOG_REQUESTS=1`. */
  logRequests?: boolean;
  /** Bind address of both servers. Default 127.0.0.1. */
  bindHost?: string;
  /**
   * PGlite data directory (`memory://` for a throw-away database). Default: `DATA_DIR`, else
   * `<rootDir>/.data/pglite`. Ignored when `databaseUrl` is set.
   */
  dataDir?: string;
  /** PostgreSQL connection string. Default: `DATABASE_URL`; unset means PGlite. */
  databaseUrl?: string;
  /** PostgreSQL schema (created when missing). Default: `DATABASE_SCHEMA`, else the connection's search_path. */
  databaseSchema?: string;
  /** An already open, migrated database; the caller closes it. Wins over dataDir/databaseUrl. */
  database?: Database;
  /** Limits per IP and per phone number; `false` disables them (benchmarks only). */
  rateLimits?: RateLimitOptions | false;
  /**
   * Redis URL of the shared rate-limit store, so instances behind one load balancer share one budget.
   * Default: `REDIS_URL`; unset: each process counts in its own memory.
   */
  redisUrl?: string;
  /**
   * Host names (`name` or `name:port`) this server answers to on the admin API, besides
   * localhost/127.0.0.1/[::1] with its port. Default: `SERVER_NAMES` (comma-separated).
   */
  serverNames?: readonly string[];
  /** Fastify's trustProxy (the hops whose X-Forwarded-For is believed). Default: `TRUST_PROXY`; unset: none. */
  trustProxy?: boolean | string;
  /** How long a whole request (headers and body) may take to arrive. Default 10 s (httpServer.ts). */
  requestTimeoutMs?: number;
  /** HMAC secret of the pixel tokens (`mcp_token`). Default: `PIXEL_TOKEN_SECRET`, else generated once and stored. */
  pixelTokenSecret?: string;
  /** HMAC secret of `widget_sign`. Default: `WIDGET_SIGN_SECRET`, else generated once and stored. */
  widgetSignSecret?: string;
  /**
   * Meta app secret; `X-Hub-Signature-256` of `POST /webhook/messenger` is checked with it.
   * Default: `MESSENGER_APP_SECRET`, else generated once and stored.
   */
  messengerAppSecret?: string;
  /** Token of the webhook's verification handshake. Default: `MESSENGER_VERIFY_TOKEN`, else generated once and stored. */
  messengerVerifyToken?: string;
  /**
   * Bearer token of the admin API, and the studio's sign-in token. Default: `ADMIN_TOKEN`; unset: the admin
   * API answers loopback clients only, and the studio's token is generated on first start and stored.
   */
  adminToken?: string;
}

export interface RunningServers {
  demoUrl: string;
  widgetUrl: string;
  demoOrigin: string;
  widgetOrigin: string;
  demoPort: number;
  widgetPort: number;
  /** The storage in use (for tests and the admin CLI). */
  database: Database;
  /** Pages written from `configDir` at start. */
  seededPages: string[];
  /** `<widgetOrigin>/studio/`. */
  studioUrl: string;
  /** The studio's sign-in token, and where it comes from (`npm start` prints a generated one). */
  studioToken: string;
  studioTokenSource: 'ADMIN_TOKEN' | 'generated';
  close(): Promise<void>;
}

/** Thrown when a port is taken; `envVar` names the variable that changes it. */
export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly envVar: 'DEMO_PORT' | 'WIDGET_PORT',
    readonly role: string,
  ) {
    super(`Port ${port} (${role}) is already in use. Set ${envVar} to another port, e.g. ${envVar}=${port + 10} npm start`);
    this.name = 'PortInUseError';
  }
}

/** Listens, turning EADDRINUSE into a PortInUseError that names the variable to change. */
async function listen(app: FastifyInstance, port: number, host: string, envVar: 'DEMO_PORT' | 'WIDGET_PORT', role: string): Promise<number> {
  try {
    await app.listen({ port, host });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new PortInUseError(port, envVar, role);
    throw err;
  }
  const address = app.server.address();
  return typeof address === 'object' && address !== null ? address.port : port;
}

/** `TRUST_PROXY`: `true`, or the load balancers' addresses/CIDRs, comma-separated (Fastify's trustProxy). */
function trustProxyFromEnv(raw: string | undefined): boolean | string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  return raw === 'true' ? true : raw;
}

/**
 * `STUDIO_SIGN_INS_PER_MINUTE`: the studio's sign-in attempts a minute from one address (default 10). An
 * operator behind a shared office address may raise it; the e2e server does, since every test comes
 * from 127.0.0.1. Not a whole number from 1 to 10,000: the server refuses to start, saying so.
 */
export function withSignInLimitFromEnv(limits: RateLimitOptions, raw: string | undefined): RateLimitOptions {
  if (raw === undefined || raw === '') return limits;
  const max = Number(raw);
  if (!Number.isInteger(max) || max < 1 || max > 10_000) throw new Error(`STUDIO_SIGN_INS_PER_MINUTE: expected a whole number from 1 to 10000, got "${raw.slice(0, 40)}"`);
  return { ...limits, signIn: { max, timeWindowMs: 60_000 } };
}

const namesFromEnv = (raw: string | undefined): string[] =>
  (raw ?? '').split(',').map((n) => n.trim().toLowerCase()).filter((n) => n !== '');

export async function startServers(options: StartServersOptions): Promise<RunningServers> {
  const rootDir = path.resolve(options.rootDir);
  const demoDir = path.resolve(options.demoDir ?? path.join(rootDir, 'demo'));
  const distDir = path.resolve(options.distDir ?? path.join(rootDir, 'dist'));
  const configDir = path.resolve(options.configDir ?? path.join(demoDir, 'config'));
  const providerDir = path.resolve(options.providerDir ?? path.join(demoDir, 'provider'));
  const logRequests = options.logRequests ?? process.env.LOG_REQUESTS === '1';
  const bindHost = options.bindHost ?? '127.0.0.1';

  const env = process.env;
  const ownsDatabase = options.database === undefined;
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: options.databaseUrl ?? (env.DATABASE_URL || undefined),
      schema: options.databaseSchema ?? (env.DATABASE_SCHEMA || undefined),
      dataDir: options.dataDir ?? (env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(rootDir, '.data', 'pglite')),
    }));
  const closeDatabase = () => (ownsDatabase ? database.close() : Promise.resolve());
  let api: ApiContext;
  let seededPages: string[];
  const adminToken = options.adminToken ?? (env.ADMIN_TOKEN || undefined);
  let studio: { token: string; sessionSecret: string };
  try {
    const pages = createPageStore(database, configDir);
    seededPages = await pages.seed();
    const signSecret = await loadSignSecret(database, options.widgetSignSecret ?? (env.WIDGET_SIGN_SECRET || undefined));
    const pixelTokenSecret = await loadStoredSecret(database, 'pixel_token_secret', options.pixelTokenSecret ?? (env.PIXEL_TOKEN_SECRET || undefined));
    const messenger = await loadMessengerSecrets(database, {
      appSecret: options.messengerAppSecret ?? (env.MESSENGER_APP_SECRET || undefined),
      verifyToken: options.messengerVerifyToken ?? (env.MESSENGER_VERIFY_TOKEN || undefined),
    });
    studio = {
      // Without ADMIN_TOKEN the admin API stays loopback-only, but the studio is reached from a browser,
      // so it always needs a token: generated once, kept in `settings`, printed by `npm start`.
      token: await loadStoredSecret(database, 'studio_admin_token', adminToken, 24),
      sessionSecret: await loadStoredSecret(database, 'studio_session_secret', undefined),
    };
    const limits = options.rateLimits ?? withSignInLimitFromEnv(DEFAULT_RATE_LIMITS, env.STUDIO_SIGN_INS_PER_MINUTE);
    api = { db: database, pages, signSecret, pixelTokenSecret, messenger, limits: limits === false ? null : limits };
  } catch (err) {
    await closeDatabase();
    throw err;
  }

  const redisUrl = options.redisUrl ?? (env.REDIS_URL || undefined);
  // Commands fail fast (no offline queue), so no request waits while Redis is away; the limiter then lets
  // requests through (skipOnError in widgetProvider.ts) and each outage is logged, never a visitor's error.
  const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true }) : null;
  let redisDown = false;
  redis?.on('error', (err: Error) => {
    if (!redisDown) console.error(`[server] rate-limit store ${redisUrl} unavailable (limits not applied until it is back): ${err.message}`);
    redisDown = true;
  });
  redis?.on('ready', () => {
    if (redisDown) console.error(`[server] rate-limit store ${redisUrl} is back`);
    redisDown = false;
  });
  const closeRedis = async () => {
    if (redis) await redis.quit().catch(() => redis.disconnect());
  };
  if (redis) {
    try {
      await redis.connect();
    } catch (err) {
      redis.disconnect();
      await closeDatabase();
      throw new Error(`REDIS_URL: cannot connect to ${redisUrl}: ${errorText(err)}`);
    }
  }

  let widgetPort = options.widgetPort;
  const extraNames = options.serverNames?.map((n) => n.toLowerCase()) ?? namesFromEnv(env.SERVER_NAMES);
  const serverNames = () => [`localhost:${widgetPort}`, `127.0.0.1:${widgetPort}`, `[::1]:${widgetPort}`, ...extraNames];
  let demoOriginForConfigs = '';
  let widgetOrigin = '';
  const widgetApp = await createWidgetProvider({
    distDir,
    providerDir,
    demoOrigin: () => demoOriginForConfigs,
    api,
    adminToken,
    serverNames,
    studio,
    redis,
    logRequests,
    trustProxy: options.trustProxy ?? trustProxyFromEnv(env.TRUST_PROXY),
    requestTimeoutMs: options.requestTimeoutMs,
  });
  const demoApp = await createDemoSite({ demoDir, widgetOrigin: () => widgetOrigin, logRequests });

  try {
    widgetPort = await listen(widgetApp, options.widgetPort, bindHost, 'WIDGET_PORT', 'widget provider');
  } catch (err) {
    await closeRedis();
    await closeDatabase();
    throw err;
  }
  widgetOrigin = `http://localhost:${widgetPort}`;
  let demoPort: number;
  try {
    demoPort = await listen(demoApp, options.demoPort, bindHost, 'DEMO_PORT', 'demo site');
  } catch (err) {
    await widgetApp.close();
    await closeRedis();
    await closeDatabase();
    throw err;
  }
  const demoOrigin = `http://127.0.0.1:${demoPort}`;
  demoOriginForConfigs = demoOrigin;

  let closing: Promise<void> | null = null;
  return {
    demoUrl: `${demoOrigin}/`,
    widgetUrl: `${widgetOrigin}/`,
    demoOrigin,
    widgetOrigin,
    demoPort,
    widgetPort,
    database,
    seededPages,
    studioUrl: `${widgetOrigin}/studio/`,
    studioToken: studio.token,
    studioTokenSource: adminToken ? 'ADMIN_TOKEN' : 'generated',
    close() {
      // Servers first (Fastify waits for requests in flight), so none is mid-query when the database closes.
      closing ??= Promise.all([demoApp.close(), widgetApp.close()])
        .then(closeRedis)
        .then(closeDatabase);
      return closing;
    },
  };
}
