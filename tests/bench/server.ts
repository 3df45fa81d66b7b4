/**
 * `npm run bench:server`: requests per second and p99 latency of the reference server's hot calls on
 * loopback (autocannon), printed as a markdown table: the API's, and the frame document every widget of
 * every page view asks for, plain and painted by the server renderer when it is built (from the built
 * `dist/`, built first when stale, as `npm run bench` does). The server runs in this process on free
 * ports with a temporary PGlite data directory (or PostgreSQL when BENCH_DATABASE_URL is set), and
 * with rate limits disabled, since the benchmark is one IP sending thousands of requests.
 *
 * Requests carry a browser's Accept-Encoding, so compression is on as in production.
 *
 * Then the studio's results over a million events (resultsBench.ts, issue 47 item 7), in a table of its own.
 *
 * Env: BENCH_SECONDS (5), BENCH_CONNECTIONS (10), BENCH_DATABASE_URL, SKIP_BUILD=1 (measure `dist/` as
 * it is, as `npm start` does with it: while the sources are being edited, a build would be of half a change),
 * BENCH_ONLY=results (only the results table: it needs no build, so no `dist/`), BENCH_RESULTS_RUNS (20).
 */
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServers, type RunningServers } from '../../server/composition/app';
import { buildIfStale } from '../../server/composition/buildIfStale';
import { RENDERER_PATH } from '../../server/composition/firstViewRenderer';
import { PAINTED_ATTRIBUTE } from '../../bridge-protocol/paintedDocument';
import { measureResults } from './resultsBench';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PAGE = 'sms';
const SMS_WIDGET = 71;
/** A widget the server renderer paints (it leaves SMS widgets to the browser): the bench page's messenger bar. */
const PAINTED_PAGE = 'bench-1';
const PAINTED_WIDGET = 101;
/** What a browser sends: the server may compress (brotli/gzip) what is over 1 KB. */
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br' };
/** The studio's sign-in for the results table (given, so no generated token is written anywhere). */
const ADMIN_TOKEN = 'bench-server-admin-token-0123456789abcdef';
/** Only the results table: no build, no frame documents. */
const RESULTS_ONLY = process.env.BENCH_ONLY === 'results';

/**
 * Why the frame document at its version is not painted, or null when it is: the row then says so
 * instead of a rate (a dist built before the renderer, or a widget the renderer refuses).
 */
async function notPainted(widgetOrigin: string, framePath: string): Promise<string | null> {
  const renderer = path.join(rootDir, 'dist', RENDERER_PATH);
  const built = await access(renderer).then(
    () => true,
    () => false,
  );
  if (!built) return `not measured: the server renderer is not built (${path.relative(rootDir, renderer)} is missing)`;
  const html = await (await fetch(`${widgetOrigin}${framePath}`)).text();
  return html.includes(`${PAINTED_ATTRIBUTE}=""`)
    ? null
    : `not measured: widget ${PAINTED_WIDGET} of ${PAINTED_PAGE} is not painted (refused, or the renderer failed: see the log above)`;
}

interface BenchRun {
  /** The method and the address (with its query), and a note after a space. */
  name: string;
  opts: Record<string, unknown>;
  /** Why the row has no rate, or null: measured. */
  skip?: string | null;
}

/**
 * The hot calls of one page view and of a sign-up, for the SMS widget `entry` of the served
 * configuration, and the painted frame document of `paintedVersion` (PAINTED_WIDGET's `frame_version`).
 */
async function benchRuns(servers: RunningServers, entry: { widget_sign: string; frame_version: string }, paintedVersion: string): Promise<BenchRun[]> {
  const pixelBody = JSON.stringify({
    app_id: '111',
    account_id: PAGE,
    payload: { widget_id: SMS_WIDGET, widget_type: 'box', guid: 'g', hash: 'a'.repeat(40), timestamp: 1, version: '1.0' },
    event: 'impression',
    session_id: 'bench-session',
    external_id: null,
    b: false,
  });
  const hostOrigin = encodeURIComponent(servers.demoOrigin);
  const frameAddress = `/frame/index.html?page_id=${PAGE}&widget_id=${SMS_WIDGET}&host_origin=${hostOrigin}&widget_type=box&channel=sms`;
  const paintedAddress = `/frame/index.html?page_id=${PAINTED_PAGE}&widget_id=${PAINTED_WIDGET}&host_origin=${hostOrigin}&widget_type=bar&v=${paintedVersion}`;
  let n = 0;
  return [
    {
      name: 'POST /pixel/logEvent',
      opts: { method: 'POST', headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...BROWSER }, body: pixelBody },
    },
    {
      name: 'POST /widget/createSubscriberByPhoneNumber',
      opts: {
        requests: [
          {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', ...BROWSER },
            // A new valid number per request (NANP 201-2xx-xxxx), so each one is a real insert.
            setupRequest: (req: { body?: string }) => ({
              ...req,
              body: JSON.stringify({
                account_id: PAGE,
                widget_id: SMS_WIDGET,
                phone_number: `+1201${String(2_000_000 + n++).padStart(7, '0')}`,
                session_id: `bench-${n}`,
                widget_sign: entry.widget_sign,
              }),
            }),
          },
        ],
      },
    },
    {
      // The loader's first request on every page view (compressed: it is over 1 KB).
      name: `GET /widget/config?page_id=${PAGE}`,
      opts: { method: 'GET', headers: BROWSER },
    },
    {
      // One per widget per page view: the built document, with the CSP its page's whitelist gives, at
      // the immutable address the configuration names (a CDN or the browser keeps it; this is a miss).
      // The renderer leaves SMS widgets to the browser, so this is the plain document.
      name: `GET ${frameAddress}&v=${entry.frame_version} (plain)`,
      opts: { method: 'GET', headers: BROWSER },
    },
    {
      // The same for a widget the server renderer paints: rendered once, then served from the process's
      // cache of painted documents (issue 26: a painted document must not be much slower than a plain one).
      name: `GET ${paintedAddress} (painted)`,
      opts: { method: 'GET', headers: BROWSER },
      skip: await notPainted(servers.widgetOrigin, paintedAddress),
    },
  ];
}

/** One markdown row: the run's rate and p99, or why it was not measured. */
async function runRow(widgetOrigin: string, run: BenchRun): Promise<string> {
  if (run.skip) return `| ${run.name} | ${run.skip} | | |`;
  const pathname = run.name.split(' ')[1] ?? '/'; // with its query
  const result = await autocannon({ url: `${widgetOrigin}${pathname}`, connections: CONNECTIONS, duration: SECONDS, ...run.opts });
  const errors = result.errors + result.timeouts + result.non2xx;
  return `| ${run.name} | ${Math.round(result.requests.average).toLocaleString('en-US')} | ${result.latency.p99} ms | ${errors} |`;
}

/** A widget of a page's served configuration, with the version of its frame document. */
async function servedWidget(widgetOrigin: string, pageId: string, widgetId: number): Promise<{ widget_sign: string; frame_version: string }> {
  const config = (await (await fetch(`${widgetOrigin}/widget/config?page_id=${pageId}`)).json()) as {
    widgets: { widget_id: number; widget_sign: string; frame_version?: string }[];
  };
  const entry = config.widgets.find((w) => w.widget_id === widgetId);
  if (!entry) throw new Error(`demo/config/${pageId}.json has no widget ${widgetId}`);
  const { frame_version: version } = entry;
  if (!version) throw new Error('the configuration names no frame_version: is dist/frame/index.html built?');
  return { widget_sign: entry.widget_sign, frame_version: version };
}

async function measure(servers: RunningServers): Promise<void> {
  const entry = await servedWidget(servers.widgetOrigin, PAGE, SMS_WIDGET);
  const painted = await servedWidget(servers.widgetOrigin, PAINTED_PAGE, PAINTED_WIDGET);
  const rows: string[] = [];
  for (const run of await benchRuns(servers, entry, painted.frame_version)) rows.push(await runRow(servers.widgetOrigin, run));
  console.log(
    [
      '',
      `Reference server on loopback, ${servers.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ${CONNECTIONS} connections, ${SECONDS} s each, rate limits off:`,
      '',
      '| endpoint | requests/s | p99 latency | errors |',
      '|---|---:|---:|---:|',
      ...rows,
      '',
    ].join('\n'),
  );
}

async function main(): Promise<void> {
  if (process.env.SKIP_BUILD !== '1' && !RESULTS_ONLY) await buildIfStale({ rootDir });
  const tmp = await mkdtemp(path.join(tmpdir(), 'bench-server-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
  const schema = `bench_${process.pid}`;
  const servers = await startServers({
    demoPort: 0,
    widgetPort: 0,
    rootDir,
    distDir: path.join(rootDir, 'dist'),
    dataDir: path.join(tmp, 'pglite'),
    databaseUrl,
    databaseSchema: databaseUrl ? schema : undefined,
    rateLimits: false, // explicit: one loopback IP is the whole load
    logRequests: false,
    adminToken: ADMIN_TOKEN,
  });
  try {
    if (!RESULTS_ONLY) await measure(servers);
    await measureResults(servers, ADMIN_TOKEN);
  } finally {
    await servers.close();
    // A PostgreSQL bench leaves nothing behind (dropped after close: autocannon's last requests may still be in flight).
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
    await rm(tmp, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
