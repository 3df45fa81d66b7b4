/**
 * One process, two origins on loopback:
 *   demo site        http://127.0.0.1:<demoPort>/
 *   widget provider  http://localhost:<widgetPort>/   (also bound to 127.0.0.1; a different origin by host name)
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { createDemoSiteHandler } from './demoSite';
import { createWidgetProviderHandler } from './widgetProvider';

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
}

export interface RunningServers {
  demoUrl: string;
  widgetUrl: string;
  demoOrigin: string;
  widgetOrigin: string;
  demoPort: number;
  widgetPort: number;
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

function makeServer(label: string, handler: Handler, logRequests: boolean): Server {
  return createServer((req, res) => {
    const started = process.hrtime.bigint();
    if (logRequests) {
      res.on('finish', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        console.log(`[${label}] ${req.method ?? '?'} ${req.url ?? ''} ${res.statusCode} ${ms.toFixed(1)}ms`);
      });
    }
    handler(req, res).catch((err: unknown) => {
      console.error(`[${label}] ${req.method ?? '?'} ${req.url ?? ''} failed:`, err);
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end('Internal server error\n');
      } else {
        res.destroy();
      }
    });
  });
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

  let widgetOrigin = '';
  let demoOriginForConfigs = '';
  const widgetServer = makeServer(
    'widget',
    createWidgetProviderHandler({ distDir, configDir, providerDir, demoOrigin: () => demoOriginForConfigs }),
    logRequests,
  );
  const demoServer = makeServer('demo', createDemoSiteHandler({ demoDir, widgetOrigin: () => widgetOrigin }), logRequests);

  const widgetPort = await listen(widgetServer, options.widgetPort, bindHost, 'WIDGET_PORT', 'widget provider');
  widgetOrigin = `http://localhost:${widgetPort}`;
  let demoPort: number;
  try {
    demoPort = await listen(demoServer, options.demoPort, bindHost, 'DEMO_PORT', 'demo site');
  } catch (err) {
    await closeServer(widgetServer);
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
    close() {
      closing ??= Promise.all([closeServer(demoServer), closeServer(widgetServer)]).then(() => undefined);
      return closing;
    },
  };
}
