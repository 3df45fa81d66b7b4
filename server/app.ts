/**
 * One process, two origins on loopback:
 *   demo site        http://127.0.0.1:<demoPort>/
 *   widget provider  http://localhost:<widgetPort>/   (also bound to 127.0.0.1; a different origin by host name)
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { DEFAULT_RATE_LIMITS, DEFAULT_WRONG_TOKEN_LIMIT, type ApiContext, type RateLimitOptions } from './apiContext';
import type { Database } from './db/database';
import { openDatabase } from './db/openDatabase';
import { createDemoSite } from './demoSite';
import { createPageStore } from './pageStore';
import { loadMessengerSecrets } from './messengerWebhook';
import { loadStoredSecret } from './storedSecret';
import { createWidgetProvider } from './widgetProvider';
import { loadSignSecret } from './widgetSign';
import { errorText } from '../bridge-protocol/errorText';
import { deploymentWarnings } from './deploymentWarnings';
import { createSignInLinks, signInUrl } from './signInLinks';
import { writeAdminTokenFile } from './adminTokenFile';
import { createWrongTokenLimiter } from './wrongTokenLimiter';

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
   * Host names (`name` or `name:port`) this server answers to on the admin API and the studio, besides
   * localhost/127.0.0.1/[::1] with its port. Default: `SERVER_NAMES` (comma-separated).
   */
  serverNames?: readonly string[];
  /**
   * Host names the studio answers on instead of the server's names: a host name of its own, so its
   * cookie reaches no other server (deploymentWarnings.ts). Default: `STUDIO_NAMES`; unset: the server's names.
   */
  studioNames?: readonly string[];
  /**
   * Fastify's trustProxy: the proxies whose X-Forwarded-For is believed, as addresses/CIDRs
   * (comma-separated). Default: `TRUST_PROXY`; unset: none. `true` or a hop count is refused
   * (SettingError): either believes an address the client writes, and the limits key on it.
   */
  trustProxy?: string;
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
   * Bearer token of the admin API, and the studio's sign-in token; 32 characters or more (SettingError).
   * Default: `ADMIN_TOKEN`; unset: one is generated on first start and stored, never printed: it is
   * written to `adminTokenFile` for the operator's tools, and the studio signs in with a one-time link
   * made at each start (`studioSignInUrl`).
   */
  adminToken?: string;
  /** Where a generated admin token is written (mode 0600). Default: `ADMIN_TOKEN_FILE`, else `<rootDir>/.data/admin-token`. */
  adminTokenFile?: string;
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
  /** The studio's sign-in token, and where it comes from. A generated one is never printed. */
  studioToken: string;
  studioTokenSource: 'ADMIN_TOKEN' | 'generated';
  /** Without ADMIN_TOKEN: a one-time sign-in link for the studio (`npm start` prints it); null otherwise. */
  studioSignInUrl: string | null;
  /** Without ADMIN_TOKEN: the file the generated token was written to; null otherwise. */
  adminTokenFile: string | null;
  /** What `npm start` warns about the set-up (deploymentWarnings.ts). */
  warnings: string[];
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

/** A setting the server refuses to start with; `npm start` prints its message alone. */
export class SettingError extends Error {
  override name = 'SettingError';
}

/** An admin token shorter than this is refused: it is the key to every page and every subscriber. */
export const MIN_ADMIN_TOKEN_LENGTH = 32;

/**
 * `TRUST_PROXY`: the proxies' addresses or CIDRs, comma-separated (`127.0.0.1`, `10.0.0.0/8`). `true`
 * (trust every hop) is refused: the client's own X-Forwarded-For would then be its address, and every
 * per-address limit would be the client's to choose. A number of hops is refused too: Fastify trusts
 * nothing for one, since a count cannot tell the proxy from a client that sent enough addresses.
 */
export function trustProxySetting(raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = raw.trim();
  if (value.toLowerCase() === 'true' || /^\d+$/.test(value)) {
    throw new SettingError(
      `TRUST_PROXY=${value.slice(0, 20)} would believe an X-Forwarded-For a client writes itself (and every per-address limit keys on it): set the address of your proxy instead, e.g. TRUST_PROXY=127.0.0.1`,
    );
  }
  return value;
}

/**
 * `WRONG_TOKENS_PER_MINUTE`: wrong admin tokens a minute from one client, the studio's sign-in and the
 * admin API together (default 10). An operator behind a shared office address may raise it. Not a whole
 * number from 1 to 10,000: the server refuses to start, saying so.
 */
export function withWrongTokenLimitFromEnv(limits: RateLimitOptions, raw: string | undefined): RateLimitOptions {
  if (raw === undefined || raw === '') return limits;
  const max = Number(raw);
  if (!Number.isInteger(max) || max < 1 || max > 10_000) throw new SettingError(`WRONG_TOKENS_PER_MINUTE: expected a whole number from 1 to 10000, got "${raw.slice(0, 40)}"`);
  return { ...limits, wrongTokens: { max, timeWindowMs: 60_000 } };
}

/** ADMIN_TOKEN as given, or undefined; a short one is refused. */
export function adminTokenSetting(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < MIN_ADMIN_TOKEN_LENGTH) {
    throw new SettingError(
      `ADMIN_TOKEN: ${raw.length} characters is too short to guard the admin API and the studio; use ${MIN_ADMIN_TOKEN_LENGTH} or more, e.g. ADMIN_TOKEN=$(openssl rand -base64 32)`,
    );
  }
  return raw;
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
  // Settings first: a refused one stops the start before anything is opened.
  const adminToken = adminTokenSetting(options.adminToken ?? env.ADMIN_TOKEN);
  const trustProxy = trustProxySetting(options.trustProxy ?? env.TRUST_PROXY);
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
    const limits = options.rateLimits ?? withWrongTokenLimitFromEnv(DEFAULT_RATE_LIMITS, env.WRONG_TOKENS_PER_MINUTE);
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
  const ownStudioNames = options.studioNames?.map((n) => n.toLowerCase()) ?? namesFromEnv(env.STUDIO_NAMES);
  const loopbackNames = () => [`localhost:${widgetPort}`, `127.0.0.1:${widgetPort}`, `[::1]:${widgetPort}`];
  const serverNames = () => [...loopbackNames(), ...extraNames];
  // The studio on names of its own answers on those alone (and on loopback, for the operator's browser).
  const studioNames = ownStudioNames.length > 0 ? () => [...loopbackNames(), ...ownStudioNames] : serverNames;
  const wrongTokenLimit = api.limits ? (api.limits.wrongTokens ?? DEFAULT_WRONG_TOKEN_LIMIT) : null;
  let demoOriginForConfigs = '';
  let widgetOrigin = '';
  const widgetApp = await createWidgetProvider({
    distDir,
    providerDir,
    demoOrigin: () => demoOriginForConfigs,
    api,
    adminTokenSet: adminToken !== undefined,
    serverNames,
    studioNames,
    studio,
    wrongTokens: wrongTokenLimit ? createWrongTokenLimiter(wrongTokenLimit, redis) : null,
    redis,
    logRequests,
    trustProxy,
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
  const studioUrl = `${widgetOrigin}/studio/`;
  // No ADMIN_TOKEN: the generated token is never printed; each start makes a one-time link instead.
  let studioSignInUrl: string | null = null;
  const adminTokenFile = adminToken ? null : path.resolve(options.adminTokenFile ?? (env.ADMIN_TOKEN_FILE || path.join(rootDir, '.data', 'admin-token')));
  if (adminTokenFile !== null) {
    try {
      await writeAdminTokenFile(adminTokenFile, studio.token);
      studioSignInUrl = signInUrl(studioUrl, await createSignInLinks(database).issue());
    } catch (err) {
      await Promise.all([demoApp.close(), widgetApp.close()]);
      await closeRedis();
      await closeDatabase();
      throw err;
    }
  }

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
    studioUrl,
    studioToken: studio.token,
    studioTokenSource: adminToken ? 'ADMIN_TOKEN' : 'generated',
    studioSignInUrl,
    adminTokenFile,
    warnings: deploymentWarnings({
      behindProxy: trustProxy !== undefined,
      serverNames: extraNames,
      studioNames: ownStudioNames.length > 0 ? ownStudioNames : null,
      bindHost,
    }),
    close() {
      // Servers first (Fastify waits for requests in flight), so none is mid-query when the database closes.
      closing ??= Promise.all([demoApp.close(), widgetApp.close()])
        .then(closeRedis)
        .then(closeDatabase);
      return closing;
    },
  };
}
