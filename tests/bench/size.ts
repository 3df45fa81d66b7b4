/**
 * `npm run size`: gzip bytes of what a host page and a widget frame download, against DESIGN.md's
 * budgets. Builds first when dist/ is missing. The frame's *initial* assets are those index.html
 * references; lazy chunks (QA harness, later: phone data, players, SDKs) are listed apart.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { QUEUE_SNIPPET } from '../../loader/queue';

const root = new URL('../..', import.meta.url).pathname;
const dist = join(root, 'dist');
if (!existsSync(join(dist, 'loader.js')) || !existsSync(join(dist, 'frame', 'index.html'))) {
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

const gz = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;
const raw = (file: string): number => readFileSync(file).length;

const html = readFileSync(join(dist, 'frame', 'index.html'), 'utf8');
// Once each: a chunk could be both a script and a modulepreload.
const referenced = [...new Set(Array.from(html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+)"/g), (m) => m[1] as string))];
const initialJs = referenced.filter((f) => f.endsWith('.js'));
// The only script the document runs before its first paint (issue 26): the others are preloaded and
// evaluated once the first script has decided the painted view's first paint.
const firstScript = Array.from(html.matchAll(/<script[^>]*\ssrc="\.?\/?(assets\/[^"]+\.js)"/g), (m) => m[1] as string);
const initialCss = referenced.filter((f) => f.endsWith('.css'));
const lazy = readdirSync(join(dist, 'frame', 'assets')).filter((f) => f.endsWith('.js') && !initialJs.includes(`assets/${f}`));

const sum = (files: string[]): { raw: number; gzip: number } =>
  files.reduce((acc, f) => ({ raw: acc.raw + raw(join(dist, 'frame', f)), gzip: acc.gzip + gz(join(dist, 'frame', f)) }), { raw: 0, gzip: 0 });

const loaderChunks = readdirSync(join(dist, 'loader-chunks')).filter((f) => f.endsWith('.js'));
const snippet = Buffer.from(QUEUE_SNIPPET);
type Row = { asset: string; raw: number; gzip: number; budget: number | null };
const rows: Row[] = [
  { asset: 'queue snippet (inline, before loader.js)', raw: snippet.length, gzip: gzipSync(snippet, { level: 9 }).length, budget: 500 },
  { asset: 'dist/loader.js (host page)', raw: raw(join(dist, 'loader.js')), gzip: gz(join(dist, 'loader.js')), budget: 17 * 1024 },
  // Its lazy chunk (loader/extras/): the pixel client and the growth rules, after the first paint on most pages.
  ...loaderChunks.map((f) => ({ asset: `  lazy chunk loader-chunks/${f}`, raw: raw(join(dist, 'loader-chunks', f)), gzip: gz(join(dist, 'loader-chunks', f)), budget: null })),
  { asset: `frame initial JS (${initialJs.length} file)`, ...sum(initialJs), budget: 90 * 1024 },
  { asset: `  of which before the first paint (${firstScript.length} file)`, ...sum(firstScript), budget: 8 * 1024 },
  { asset: `frame initial CSS (${initialCss.length} file)`, ...sum(initialCss), budget: 10 * 1024 },
  ...lazy.map((f) => ({ asset: `  lazy chunk ${f}`, ...sum([`assets/${f}`]), budget: null })),
];

const kb = (n: number): string => (n < 1024 ? `${n} B` : `${(n / 1024).toFixed(1)} KB`);
console.log('\nSize (gzip -9), budgets from DESIGN.md\n');
console.log(`| ${'asset'.padEnd(44)} | ${'raw'.padStart(9)} | ${'gzip'.padStart(9)} | ${'budget'.padStart(9)} | status |`);
console.log(`|${'-'.repeat(46)}|${'-'.repeat(11)}|${'-'.repeat(11)}|${'-'.repeat(11)}|--------|`);
for (const r of rows) {
  const status = r.budget === null ? 'lazy' : r.gzip <= r.budget ? 'ok' : 'OVER';
  console.log(
    `| ${r.asset.padEnd(44)} | ${kb(r.raw).padStart(9)} | ${kb(r.gzip).padStart(9)} | ${(r.budget ? kb(r.budget) : '-').padStart(9)} | ${status.padEnd(6)} |`,
  );
}
console.log(`\nloader.js gzip: ${gz(join(dist, 'loader.js'))} bytes`);
