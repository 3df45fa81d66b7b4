/**
 * `npm start`: build dist/ if stale, then serve the demo site and the widget provider.
 *
 * Env: DEMO_PORT (8080), WIDGET_PORT (8081), SKIP_BUILD=1, LOG_REQUESTS=1, DATA_DIR (.data/pglite),
 * RESET_DATA=1 (wipe DATA_DIR first), DATABASE_URL (PostgreSQL instead of PGlite), WIDGET_SIGN_SECRET,
 * ADMIN_TOKEN (32+ characters; also the studio's sign-in token; unset: a one-time studio sign-in link is
 * printed at each start), DEMO_DATA=0 (no demo brand in a fresh database), TRUST_PROXY, SERVER_NAMES, STUDIO_NAMES, WRONG_TOKENS_PER_MINUTE (server/README.md).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PortInUseError, startServers, type RunningServers } from './composition/app';
import { SettingError } from './composition/serverSettings';
import { BuildError, buildIfStale, REQUIRED_OUTPUTS } from './composition/buildIfStale';
import { demoPagePath } from './demo/demoPagePath';
import { SWAP_SITES, swapPagePath } from './demo/swapPages';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

function portFromEnv(name: 'DEMO_PORT' | 'WIDGET_PORT', fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`${name}=${raw} is not a valid port number (0-65535).`);
  return port;
}

async function listDemoPages(demoDir: string): Promise<{ file: string; title: string }[]> {
  let names: string[];
  try {
    names = (await readdir(demoDir)).filter((n) => n.endsWith('.html')).sort();
  } catch {
    return [];
  }
  const pages = await Promise.all(
    names.map(async (file) => {
      const html = await readFile(path.join(demoDir, file), 'utf8').catch(() => '');
      const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() ?? '';
      return { file, title };
    }),
  );
  // index first
  return pages.sort((a, b) => (a.file === 'index.html' ? -1 : b.file === 'index.html' ? 1 : a.file.localeCompare(b.file)));
}

/** How the operator's tools authenticate to the admin API, as the banner says it. */
function adminAuthHint(servers: RunningServers): string {
  if (servers.studioTokenSource === 'ADMIN_TOKEN') return 'Authorization: Bearer $ADMIN_TOKEN';
  if (servers.adminTokenFile === null) return '(set ADMIN_TOKEN to use it: the generated token of a database in memory is kept nowhere)';
  return `Authorization: Bearer $(cat ${path.relative(process.cwd(), servers.adminTokenFile) || servers.adminTokenFile})`;
}

async function main(): Promise<void> {
  const demoPort = portFromEnv('DEMO_PORT', 8080);
  const widgetPort = portFromEnv('WIDGET_PORT', 8081);

  if (process.env.SKIP_BUILD === '1') {
    console.log('SKIP_BUILD=1: serving dist/ as it is.');
    const missing = REQUIRED_OUTPUTS.filter((f) => !existsSync(path.join(rootDir, 'dist', f)));
    if (missing.length > 0) console.warn(`Warning: dist/ lacks ${missing.join(', ')}; the widgets will not load.`);
  } else {
    try {
      const result = await buildIfStale({ rootDir });
      if (result.built) console.log('Build finished.');
    } catch (err) {
      if (err instanceof BuildError) {
        fail(`Build failed: ${err.message}.\nFix the errors above, or run with SKIP_BUILD=1 to serve the existing dist/.`);
      }
      throw err;
    }
  }

  const dataDir = path.resolve(rootDir, process.env.DATA_DIR || path.join('.data', 'pglite'));
  if (process.env.RESET_DATA === '1' && !process.env.DATABASE_URL) {
    // A fresh embedded database (the e2e run): every demo config is seeded again from its file.
    if (dataDir === path.parse(dataDir).root || (rootDir + path.sep).startsWith(dataDir + path.sep)) fail(`RESET_DATA=1: refusing to wipe ${dataDir}`);
    await rm(dataDir, { recursive: true, force: true });
    console.log(`RESET_DATA=1: wiped ${dataDir}.`);
  }

  let servers: RunningServers;
  try {
    servers = await startServers({ demoPort, widgetPort, rootDir, dataDir, demoData: process.env.DEMO_DATA !== '0' });
  } catch (err) {
    if (err instanceof PortInUseError || err instanceof SettingError) fail(err.message);
    throw err;
  }

  const pages = (await listDemoPages(path.join(rootDir, 'demo'))).map(({ file, title }) => ({
    // The address the page is served at (the SPA lives at /spa/, not at its file name).
    url: new URL(demoPagePath(file), servers.demoUrl).href,
    title,
  }));
  for (const [site, { title }] of Object.entries(SWAP_SITES)) pages.push({ url: new URL(swapPagePath(site), servers.demoUrl).href, title });
  const urlColumn = Math.max(0, ...pages.map(({ url }) => url.length)) + 1;
  const lines = [
    '',
    `Demo site:       ${servers.demoUrl}`,
    `Widget provider: ${servers.widgetUrl}`,
    `Storage:         ${servers.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ${servers.database.location}`,
    `Admin API:       ${servers.widgetUrl}admin/pages  ${adminAuthHint(servers)}`,
    servers.studioSignInUrl === null
      ? `Studio:          ${servers.studioUrl}  sign-in token: $ADMIN_TOKEN`
      : `Studio:          ${servers.studioSignInUrl}\n                 (a one-time sign-in link, valid for an hour; set ADMIN_TOKEN to sign in with a token)`,
    ...servers.warnings.map((warning) => `\nWarning: ${warning}`),
    '',
    'Demo pages:',
    ...pages.map(({ url, title }) => `  ${url.padEnd(urlColumn)} ${title}`),
    '',
    'Press Ctrl+C to stop.',
  ];
  console.log(lines.join('\n'));

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // second Ctrl+C: do not wait
    stopping = true;
    console.log(`\n${signal}: closing servers…`);
    servers.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
