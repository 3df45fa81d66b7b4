/**
 * One process, two origins on loopback:
 *   demo site        http://127.0.0.1:<demoPort>/
 *   widget provider  http://localhost:<widgetPort>/   (also bound to 127.0.0.1; a different origin by host name)
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { createApiContext } from './apiContext';
import type { Database } from './db/database';
import { openDatabase } from './db/openDatabase';
import { createDemoSiteHandler } from './demoSite';
import { createPageStore } from './pageStore';
import { loadMessengerSecrets } from './messengerWebhook';
import { DEFAULT_RATE_LIMITS, type RateLimitOptions } from './rateLimit';
import { createWidgetProviderHandler } from './widgetProvider';
import { loadSignSecret } from './widgetSign';

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
  /** Token buckets per IP and per phone number; `false` disables them (benchmarks only). */
  rateLimits?: RateLimitOptions | false;
  /** HMAC secret of `widget_sign`. Default: `WIDGET_SIGN_SECRET`, else generated once and stored. */
  widgetSignSecret?: string;
  /**
   * Meta app secret; `X-Hub-Signature-256` of `POST /webhook/messenger` is checked with it.
   * Default: `MESSENGER_APP_SECRET`, else generated once and stored.
   */
  messengerAppSecret?: string;
  /** Token of the webhook's verification handshake. Default: `MESSENGER_VERIFY_TOKEN`, else generated once and stored. */
  messengerVerifyToken?: string;
  /** Bearer token of the admin API. Default: `ADMIN_TOKEN`; unset: loopback clients only. */
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

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Handlers still running; close() waits for them so none queries a database that is closing. */
type InFlight = Set<Promise<void>>;

function makeServer(label: string, handler: Handler, logRequests: boolean, inFlight: InFlight): Server {
  return createServer((req, res) => {
    const started = process.hrtime.bigint();
    if (logRequests) {
      res.on('finish', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        console.log(`[${label}] ${req.method ?? '?'} ${req.url ?? ''} ${res.statusCode} ${ms.toFixed(1)}ms`);
      });
    }
    const running: Promise<void> = handler(req, res).catch((err: unknown) => {
      console.error(`[${label}] ${req.method ?? '?'} ${req.url ?? ''} failed:`, err);
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end('Internal server error\n');
      } else {
        res.destroy();
      }
    });
    inFlight.add(running);
    void running.finally(() => inFlight.delete(running));
  });
}

/** Waits for running handlers, at most `ms` (a stuck one must not block shutdown forever). */
async function settle(inFlight: InFlight, ms = 5_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled([...inFlight]),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, ms))),
  ]);
  clearTimeout(timer);
}



function listen(server: Server, port: number, host: string, envVar: 'DEMO_PORT' | 'WIDGET_PORT', role: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      reject(err.code === 'EADDRINUSE' ? new PortInUseError(port, envVar, role) : err);
    };
    const onListening = () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) {
      resolve();
      return;
    }
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

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
  let api;
  let seededPages: string[];
  try {
    const pages = createPageStore(database, configDir);
    seededPages = await pages.seed();
    const secret = await loadSignSecret(database, options.widgetSignSecret ?? (env.WIDGET_SIGN_SECRET || undefined));
    const messenger = await loadMessengerSecrets(database, {
      appSecret: options.messengerAppSecret ?? (env.MESSENGER_APP_SECRET || undefined),
      verifyToken: options.messengerVerifyToken ?? (env.MESSENGER_VERIFY_TOKEN || undefined),
    });
    api = createApiContext(database, pages, secret, options.rateLimits ?? DEFAULT_RATE_LIMITS, messenger);
  } catch (err) {
    await closeDatabase();
    throw err;
  }

  const inFlight: InFlight = new Set();
  let widgetOrigin = '';
  let demoOriginForConfigs = '';
  const widgetServer = makeServer(
    'widget',
    createWidgetProviderHandler({
      distDir,
      configDir,
      providerDir,
      demoOrigin: () => demoOriginForConfigs,
      api,
      adminToken: options.adminToken ?? (env.ADMIN_TOKEN || undefined),
    }),
    logRequests,
    inFlight,
  );
  const demoServer = makeServer('demo', createDemoSiteHandler({ demoDir, widgetOrigin: () => widgetOrigin }), logRequests, inFlight);

  let widgetPort: number;
  try {
    widgetPort = await listen(widgetServer, options.widgetPort, bindHost, 'WIDGET_PORT', 'widget provider');
  } catch (err) {
    await closeDatabase();
    throw err;
  }
  widgetOrigin = `http://localhost:${widgetPort}`;
  let demoPort: number;
  try {
    demoPort = await listen(demoServer, options.demoPort, bindHost, 'DEMO_PORT', 'demo site');
  } catch (err) {
    await closeServer(widgetServer);
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
    close() {
      // Servers first, so no request is mid-query when the database closes.
      closing ??= Promise.all([closeServer(demoServer), closeServer(widgetServer)])
        .then(() => settle(inFlight))
        .then(closeDatabase);
      return closing;
    },
  };
}
