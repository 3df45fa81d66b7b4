/**
 * `npm run bench`: what the loader costs a host page, in Debian Chromium, printed as a table.
 *
 * - Loader main-thread script time on the host, with a 4× CPU throttle (DESIGN.md budget ≤ 10 ms):
 *   CDP `Performance.getMetrics().ScriptDuration` of the host page's renderer. The bench pages run no
 *   other script, and the widget frames are cross-site (localhost vs 127.0.0.1), so they run in their
 *   own renderer processes and are not counted here.
 * - Time from loader start (`mc:loader-start` mark) to the first visible widget
 *   (`mc:first-widget-visible`, set when the loader applies the first visible layout), beside the
 *   same figure for one bare static iframe of the widget origin (`bench:start` → its load event) on
 *   the same kind of page: the physical floor. Their ratio has a budget of 1.5.
 *
 * Each figure is the median of RUNS cold page loads (a new browser context each, so no HTTP cache).
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServers } from '../../server/app';
import { buildIfStale } from '../../server/buildIfStale';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function measure(browser: Browser, url: string, opts: { throttle: number; start: string; end: string }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  if (opts.throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: opts.throttle });
  await page.goto(url);
  await page.waitForFunction((end) => performance.getEntriesByName(end).length > 0, opts.end, { timeout: 30_000 });
  // Let the loader finish what follows the first widget (other frames' layouts, ready) before reading.
  await page.waitForTimeout(1_000);
  const elapsed = await page.evaluate(
    ({ start, end }) => performance.getEntriesByName(end)[0]!.startTime - performance.getEntriesByName(start)[0]!.startTime,
    opts,
  );
  const { metrics } = await cdp.send('Performance.getMetrics');
  const scriptMs = (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? NaN) * 1000;
  await context.close();
  return { elapsed, scriptMs };
}

async function main(): Promise<void> {
  await buildIfStale({ rootDir });
  const servers = await startServers({ demoPort: 0, widgetPort: 0, rootDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
  try {
    const bare = { url: `${servers.demoUrl}bench-bare.html`, start: 'bench:start', end: 'bench:visible' };
    const scenarios = [
      { widgets: 1, url: `${servers.demoUrl}bench-1.html` },
      { widgets: 10, url: `${servers.demoUrl}bench-10.html` },
    ];
    // One warm-up of each, so the first measured run does not pay for process start-up alone.
    await measure(browser, bare.url, { throttle: 1, start: bare.start, end: bare.end });
    for (const s of scenarios) await measure(browser, s.url, { throttle: 1, start: 'mc:loader-start', end: 'mc:first-widget-visible' });

    const floor: number[] = [];
    for (let i = 0; i < RUNS; i++) floor.push((await measure(browser, bare.url, { throttle: 1, start: bare.start, end: bare.end })).elapsed);

    const rows: string[][] = [];
    for (const s of scenarios) {
      const visible: number[] = [];
      const script: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        visible.push((await measure(browser, s.url, { throttle: 1, start: 'mc:loader-start', end: 'mc:first-widget-visible' })).elapsed);
        script.push((await measure(browser, s.url, { throttle: 4, start: 'mc:loader-start', end: 'mc:first-widget-visible' })).scriptMs);
      }
      const ratio = median(visible) / median(floor);
      rows.push([
        String(s.widgets),
        `${median(script).toFixed(1)} ms`,
        median(script) <= 10 ? 'ok' : 'OVER',
        `${median(visible).toFixed(0)} ms`,
        `${median(floor).toFixed(0)} ms`,
        `${ratio.toFixed(2)}×`,
        ratio <= 1.5 ? 'ok' : 'OVER',
      ]);
    }
    const head = ['widgets', 'loader script (4× CPU)', '≤10 ms', 'first widget visible', 'bare iframe (floor)', 'ratio', '≤1.5'];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]): string => `| ${cells.map((c, i) => c.padStart(widths[i]!)).join(' | ')} |`;
    console.log(`\nLoader cost on the host page, Debian Chromium, median of ${RUNS} cold loads each\n`);
    console.log(line(head));
    console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    for (const r of rows) console.log(line(r));
    console.log('\nScript time: CDP ScriptDuration of the host renderer (the frames run in their own processes).');
  } finally {
    await browser.close();
    await servers.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
