/**
 * `npm run bench:server`: requests per second and p99 latency of the reference server's hot calls on
 * loopback (autocannon), printed as a markdown table: the API's, and the frame document every widget of
 * every page view asks for (from the built `dist/`, built first when stale, as `npm run bench` does). The server runs in this process on free
 * ports with a temporary PGlite data directory (or PostgreSQL when BENCH_DATABASE_URL is set), and
 * with rate limits disabled, since the benchmark is one IP sending thousands of requests.
 *
 * Requests carry a browser's Accept-Encoding, so compression is on as in production.
 *
 * Env: BENCH_SECONDS (5), BENCH_CONNECTIONS (10), BENCH_DATABASE_URL.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServers } from '../../server/composition/app';
import { buildIfStale } from '../../server/composition/buildIfStale';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PAGE = 'sms';
const SMS_WIDGET = 71;
/** What a browser sends: the server may compress (brotli/gzip) what is over 1 KB. */
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br' };

async function main(): Promise<void> {
  await buildIfStale({ rootDir });
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
  });
  try {
    const config = (await (await fetch(`${servers.widgetOrigin}/widget/config?page_id=${PAGE}`)).json()) as {
      widgets: { widget_id: number; widget_sign: string; frame_version?: string }[];
    };
    const entry = config.widgets.find((w) => w.widget_id === SMS_WIDGET);
    if (!entry) throw new Error(`demo/config/${PAGE}.json has no widget ${SMS_WIDGET}`);
    const sign = entry.widget_sign;
    if (!entry.frame_version) throw new Error('the configuration names no frame_version: is dist/frame/index.html built?');

    const pixelBody = JSON.stringify({
      app_id: '111',
      account_id: PAGE,
      payload: { widget_id: SMS_WIDGET, widget_type: 'box', guid: 'g', hash: 'a'.repeat(40), timestamp: 1, version: '1.0' },
      event: 'impression',
      session_id: 'bench-session',
      external_id: null,
      b: false,
    });
    let n = 0;
    const runs = [
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
                  widget_sign: sign,
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
        name: `GET /frame/index.html?page_id=${PAGE}&widget_id=${SMS_WIDGET}&host_origin=${encodeURIComponent(servers.demoOrigin)}&widget_type=box&channel=sms&v=${entry.frame_version}`,
        opts: { method: 'GET', headers: BROWSER },
      },
    ];
    const rows: string[] = [];
    for (const run of runs) {
      const pathname = run.name.split(' ')[1] ?? '/'; // with its query
      const result = await autocannon({ url: `${servers.widgetOrigin}${pathname}`, connections: CONNECTIONS, duration: SECONDS, ...run.opts });
      const errors = result.errors + result.timeouts + result.non2xx;
      rows.push(`| ${run.name} | ${Math.round(result.requests.average).toLocaleString('en-US')} | ${result.latency.p99} ms | ${errors} |`);
    }
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
