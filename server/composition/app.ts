/**
 * One process, two origins on loopback:
 *   demo site        http://127.0.0.1:<demoPort>/
 *   widget provider  http://localhost:<widgetPort>/   (also bound to 127.0.0.1; a different origin by host name)
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { DEFAULT_RATE_LIMITS, DEFAULT_WRONG_TOKEN_LIMIT, type ApiContext, type RateLimitOptions } from '../api/apiContext';
import { adminTokenSetting, namesFromEnv, trustProxySetting, withWrongTokenLimitFromEnv } from './serverSettings';
import type { Database } from '../db/database';
import { openDatabase } from '../db/openDatabase';
import { createDemoSite } from '../demo/demoSite';
import { seedDemoData } from '../stores/demoData';
import { createPageStore } from '../stores/pageStore';
import { loadMessengerSecrets } from '../api/messengerWebhook';
import { loadStoredSecret } from '../stores/storedSecret';
import { createWidgetProvider } from './widgetProvider';
import { startWebhooks } from '../webhooks/webhooks';
import { targetRule, type TargetRule } from '../webhooks/targetRule';
import { webhookPollSeconds } from './serverSettings';
import { loadSignSecret } from '../policies/widgetSign';
import { errorText } from '../../bridge-protocol/errorText';
import { deploymentWarnings } from './deploymentWarnings';
import { createSignInLinks, signInUrl } from '../stores/signInLinks';
import { writeAdminTokenFile } from './adminTokenFile';
import { createWrongTokenLimiter } from '../policies/wrongTokenLimiter';
import { canonicalFrameOrigin } from '../policies/frameOrigin';
import { openSmsProvider } from '../sms/openSmsProvider';
import type { SmsProvider } from '../sms/smsProvider';

export interface StartServersOptions {
  /** 0 picks a free port. */
  demoPort: number;
  /** The header a CDN sets with the visitor's country (default COUNTRY_HEADER; unset: none). */
  countryHeader?: string;
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
  /**
   * Outbound webhooks (server/webhooks/): `worker` false only queues (another instance delivers);
   * `targets` the endpoints it may reach. Defaults: a worker polling every WEBHOOK_POLL_SECONDS (2 s); public https targets
   * only, any target in development mode: NODE_ENV=development or WEBHOOK_TARGETS=development (targetRule.ts).
   */
  webhooks?: { worker?: boolean; targets?: TargetRule; pollSeconds?: number; retryBaseSeconds?: number; retryWindowMs?: number };
  /** How long a whole request (headers and body) may take to arrive. Default 10 s (httpServer.ts). */
  requestTimeoutMs?: number;
  /**
   * Make the demo brand with its 30 days of results in a fresh database (stores/demoData.ts, once per
   * database). `npm start` asks for it unless DEMO_DATA=0; default false, so a test's database holds only its own rows.
   */
  demoData?: boolean;
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
  /** The SMS provider of the double opt-in. Default: SMS_PROVIDER (log or twilio, sms/openSmsProvider.ts). */
  smsProvider?: SmsProvider;
  /**
   * Bearer token of the admin API, and the studio's sign-in token; 32 characters or more (SettingError).
   * Default: `ADMIN_TOKEN`; unset: one is generated on first start and stored, never printed: it is
   * written to `adminTokenFile` for the operator's tools, and the studio signs in with a one-time link
   * made at each start (`studioSignInUrl`).
   */
  adminToken?: string;
  /**
   * Where a generated admin token is written (mode 0600). Default: `ADMIN_TOKEN_FILE`, else beside the
   * PGlite data directory (`.data/admin-token`), `<rootDir>/.data/admin-token` on PostgreSQL, and no
   * file for a database in memory or handed over (`database`): nothing lasting to point at.
   */
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

/** What `startServers` reads from its options and the environment, checked before anything is opened. */
function readSettings(options: StartServersOptions) {
  const env = process.env;
  const rootDir = path.resolve(options.rootDir);
  const demoDir = path.resolve(options.demoDir ?? path.join(rootDir, 'demo'));
  const adminToken = adminTokenSetting(options.adminToken ?? env.ADMIN_TOKEN);
  const databaseUrl = options.databaseUrl ?? (env.DATABASE_URL || undefined);
  const dataDir = options.dataDir ?? (env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(rootDir, '.data', 'pglite'));
  const explicitTokenFile = options.adminTokenFile ?? (env.ADMIN_TOKEN_FILE || undefined);
  return {
    rootDir,
    demoDir,
    distDir: path.resolve(options.distDir ?? path.join(rootDir, 'dist')),
    configDir: path.resolve(options.configDir ?? path.join(demoDir, 'config')),
    providerDir: path.resolve(options.providerDir ?? path.join(demoDir, 'provider')),
    logRequests: options.logRequests ?? env.LOG_REQUESTS === '1',
    bindHost: options.bindHost ?? '127.0.0.1',
    adminToken,
    databaseUrl,
    dataDir,
    // Without ADMIN_TOKEN the generated token is written here for the operator's tools, never printed.
    adminTokenFile: adminToken ? null : explicitTokenFile ? path.resolve(explicitTokenFile) : defaultTokenFile(options, rootDir, databaseUrl, dataDir),
    trustProxy: trustProxySetting(options.trustProxy ?? env.TRUST_PROXY),
    serverNames: options.serverNames?.map((n) => n.toLowerCase()) ?? namesFromEnv(env.SERVER_NAMES),
    studioNames: options.studioNames?.map((n) => n.toLowerCase()) ?? namesFromEnv(env.STUDIO_NAMES),
    redisUrl: options.redisUrl ?? (env.REDIS_URL || undefined),
    // The CDN's country header for the audiences (rules/visitorCountry.ts); unset: no country is known.
    countryHeader: (options.countryHeader ?? env.COUNTRY_HEADER)?.trim().toLowerCase() || null,
    limits: options.rateLimits ?? withWrongTokenLimitFromEnv(DEFAULT_RATE_LIMITS, env.WRONG_TOKENS_PER_MINUTE),
    sms: options.smsProvider ?? openSmsProvider(env),
  };
}
type Settings = ReturnType<typeof readSettings>;

function defaultTokenFile(options: StartServersOptions, rootDir: string, databaseUrl: string | undefined, dataDir: string): string | null {
  if (options.database) return null;
  if (databaseUrl) return path.join(rootDir, '.data', 'admin-token');
  return dataDir.startsWith('memory://') ? null : path.join(path.dirname(path.resolve(dataDir)), 'admin-token');
}

/** The database the options name (or the one they hand over), opened and migrated. */
function openStorage(options: StartServersOptions, settings: Settings): Promise<Database> {
  if (options.database) return Promise.resolve(options.database);
  return openDatabase({
    databaseUrl: settings.databaseUrl,
    schema: options.databaseSchema ?? (process.env.DATABASE_SCHEMA || undefined),
    dataDir: settings.dataDir,
  });
}

/** Seeds the pages and loads (or generates once) every secret: what the routes share. */
async function loadState(database: Database, options: StartServersOptions, settings: Settings) {
  const env = process.env;
  const pages = createPageStore(database, settings.configDir);
  const seededPages = await pages.seed();
  if (options.demoData === true) await seedDemoData(database, pages);
  const signSecret = await loadSignSecret(database, options.widgetSignSecret ?? (env.WIDGET_SIGN_SECRET || undefined));
  const pixelTokenSecret = await loadStoredSecret(database, 'pixel_token_secret', options.pixelTokenSecret ?? (env.PIXEL_TOKEN_SECRET || undefined));
  const messenger = await loadMessengerSecrets(database, {
    appSecret: options.messengerAppSecret ?? (env.MESSENGER_APP_SECRET || undefined),
    verifyToken: options.messengerVerifyToken ?? (env.MESSENGER_VERIFY_TOKEN || undefined),
  });
  const studio = {
    // The admin token: ADMIN_TOKEN, else generated once and kept in `settings` (every instance shares it).
    token: await loadStoredSecret(database, 'studio_admin_token', settings.adminToken, 24),
    sessionSecret: await loadStoredSecret(database, 'studio_session_secret', undefined),
  };
  const limits = settings.limits === false ? null : settings.limits;
  const webhooks = await startWebhooks(database, {
    worker: options.webhooks?.worker ?? true,
    targets: options.webhooks?.targets ?? targetRule(env.NODE_ENV === 'development' || env.WEBHOOK_TARGETS === 'development'),
    pollSeconds: options.webhooks?.pollSeconds ?? webhookPollSeconds(env.WEBHOOK_POLL_SECONDS),
    retryBaseSeconds: options.webhooks?.retryBaseSeconds,
    retryWindowMs: options.webhooks?.retryWindowMs,
  });
  const api: ApiContext = { db: database, pages, signSecret, pixelTokenSecret, messenger, limits, countryHeader: settings.countryHeader, webhooks, sms: settings.sms };
  return { api, seededPages, studio };
}

/**
 * The shared rate-limit store, connected; null without REDIS_URL. Commands fail fast (no offline queue),
 * so no request waits while Redis is away; the limiters then fall back (skipOnError in widgetProvider.ts,
 * the memory insurance of wrongTokenLimiter.ts) and each outage is logged, never a visitor's error.
 */
async function connectRedis(redisUrl: string | undefined): Promise<Redis | null> {
  if (!redisUrl) return null;
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
  let redisDown = false;
  redis.on('error', (err: Error) => {
    if (!redisDown) console.error(`[server] rate-limit store ${redisUrl} unavailable (limits not applied until it is back): ${err.message}`);
    redisDown = true;
  });
  redis.on('ready', () => {
    if (redisDown) console.error(`[server] rate-limit store ${redisUrl} is back`);
    redisDown = false;
  });
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw new Error(`REDIS_URL: cannot connect to ${redisUrl}: ${errorText(err)}`);
  }
  return redis;
}

const warningsOf = (settings: Settings): string[] =>
  deploymentWarnings({
    behindProxy: settings.trustProxy !== undefined,
    serverNames: settings.serverNames,
    studioNames: settings.studioNames.length > 0 ? settings.studioNames : null,
    bindHost: settings.bindHost,
  });

/** The host names each part answers on, once the provider's port is known. */
function hostNames(port: () => number, settings: Settings) {
  const loopbackNames = () => [`localhost:${port()}`, `127.0.0.1:${port()}`, `[::1]:${port()}`];
  const serverNames = () => [...loopbackNames(), ...settings.serverNames];
  // The studio on names of its own answers on those alone (and on loopback, for the operator's browser).
  const studioNames = settings.studioNames.length > 0 ? () => [...loopbackNames(), ...settings.studioNames] : serverNames;
  return { serverNames, studioNames };
}

/**
 * Undo steps of a start in progress: a step that fails closes what the steps before it opened, in
 * reverse order, so a refused start leaves no port, connection or database open.
 */
function startSteps() {
  const undo: (() => Promise<unknown>)[] = [];
  return {
    onFailure(step: () => Promise<unknown>) {
      undo.unshift(step);
    },
    async run<T>(step: () => Promise<T>): Promise<T> {
      try {
        return await step();
      } catch (err) {
        for (const close of undo) await close();
        throw err;
      }
    },
  };
}

/** How long a closing server lets requests in flight finish before it drops their connections. */
const CLOSE_GRACE_MS = 3_000;

/**
 * Closes the apps, letting requests in flight finish for `graceMs`; then every connection left is
 * dropped. A client that stops reading an answer (or holds a request open) must not hold the
 * shutdown, and with it the database, open for ever.
 */
async function closeWithin(graceMs: number, apps: readonly FastifyInstance[]): Promise<void> {
  const deadline = setTimeout(() => {
    for (const app of apps) app.server.closeAllConnections();
  }, graceMs);
  try {
    await Promise.all(apps.map((app) => app.close()));
  } finally {
    clearTimeout(deadline);
  }
}

export async function startServers(options: StartServersOptions): Promise<RunningServers> {
  // Settings first: a refused one stops the start before anything is opened.
  const settings = readSettings(options);
  const steps = startSteps();
  const database = await openStorage(options, settings);
  const closeDatabase = () => (options.database === undefined ? database.close() : Promise.resolve());
  steps.onFailure(closeDatabase);
  const { api, seededPages, studio } = await steps.run(() => loadState(database, options, settings));
  steps.onFailure(() => api.webhooks.stop()); // before the database: a delivery in flight ends or is retried
  const redis = await steps.run(() => connectRedis(settings.redisUrl));
  const closeRedis = async () => {
    if (redis) await redis.quit().catch(() => redis.disconnect());
  };
  steps.onFailure(closeRedis);

  let widgetPort = options.widgetPort;
  const names = hostNames(() => widgetPort, settings);
  const wrongTokenLimit = api.limits ? (api.limits.wrongTokens ?? DEFAULT_WRONG_TOKEN_LIMIT) : null;
  let demoOrigin = '';
  let widgetOrigin = '';
  const widgetApp = await createWidgetProvider({
    ...names,
    distDir: settings.distDir,
    providerDir: settings.providerDir,
    demoOrigin: () => demoOrigin,
    widgetOrigin: () => widgetOrigin,
    frameOrigin: () => canonicalFrameOrigin(settings.serverNames, widgetOrigin),
    api,
    adminTokenSet: settings.adminToken !== undefined,
    studio,
    wrongTokens: wrongTokenLimit ? createWrongTokenLimiter(wrongTokenLimit, redis) : null,
    redis,
    logRequests: settings.logRequests,
    trustProxy: settings.trustProxy,
    requestTimeoutMs: options.requestTimeoutMs,
  });
  const demoApp = await createDemoSite({ demoDir: settings.demoDir, widgetOrigin: () => widgetOrigin, logRequests: settings.logRequests });

  widgetPort = await steps.run(() => listen(widgetApp, options.widgetPort, settings.bindHost, 'WIDGET_PORT', 'widget provider'));
  steps.onFailure(() => widgetApp.close());
  widgetOrigin = `http://localhost:${widgetPort}`;
  const demoPort = await steps.run(() => listen(demoApp, options.demoPort, settings.bindHost, 'DEMO_PORT', 'demo site'));
  steps.onFailure(() => demoApp.close());
  demoOrigin = `http://127.0.0.1:${demoPort}`;
  const studioUrl = `${widgetOrigin}/studio/`;
  const { adminTokenFile } = settings;
  // No ADMIN_TOKEN: the generated token goes to its file, and each start makes a one-time sign-in link.
  const studioSignInUrl = settings.adminToken
    ? null
    : await steps.run(async () => {
        if (adminTokenFile !== null) await writeAdminTokenFile(adminTokenFile, studio.token);
        return signInUrl(studioUrl, await createSignInLinks(database).issue());
      });

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
    studioTokenSource: settings.adminToken ? 'ADMIN_TOKEN' : 'generated',
    studioSignInUrl,
    adminTokenFile,
    warnings: warningsOf(settings),
    close() {
      // Servers first (Fastify waits for requests in flight), so none is mid-query when the database closes.
      closing ??= closeWithin(CLOSE_GRACE_MS, [demoApp, widgetApp])
        .then(() => api.webhooks.stop())
        .then(closeRedis)
        .then(closeDatabase);
      return closing;
    },
  };
}
