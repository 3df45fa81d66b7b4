/**
 * `npm run bench`: what a widget costs its host page, beside a bare iframe (the floor) and two
 * libraries that do part of the job (iframe-resizer, post-robot), in Debian Chromium with every
 * renderer CPU-throttled. One table; raw figures in test-results/bench.json. Never asserts.
 *
 * Environment: BENCH_RUNS (default 3), BENCH_ONLY (e.g. `ours`, `ours-1,post-robot`; the floor is
 * always run), BENCH_ISOLATION (`on`, `off` or `on,off`, the default), BENCH_PRIMING_LOADS (default 2),
 * BENCH_WINDOW_MS (TBT window after first visible, default 3000), BENCH_TRACE_DIR (keep every
 * measured load's trace there), CHROMIUM_PATH.
 *
 * Files: cdp.ts (Chromium over a pipe), tab.ts (a tab with every renderer throttled), trace.ts
 * (recording), cpuProfile.ts (V8 profiles), traceAnalysis.ts (tasks, TBT, script attribution),
 * scenarios.ts (rows, budgets), measure.ts (the cold and warm loads of a row), throttleCheck.ts,
 * report.ts (table, legend, JSON). `npm run profile` (profile.ts, sourceMaps.ts) shares them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServers } from '../../server/composition/app';
import { buildIfStale } from '../../server/composition/buildIfStale';
import { launchChromium, type Chromium } from './cdp';
import { findPaintedFrame } from './paintedFloor';
import { measureScenario, settleBrowser, type BenchEnv, type LoadResult } from './measure';
import { computeMedians, renderReport, warmDefinition } from './report';
import { selectScenarios } from './scenarios';
import { checkThrottle, type ThrottleCheck } from './throttleCheck';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CPU_THROTTLE = 4;
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 3000);
const PRIMING_LOADS = Number(process.env.BENCH_PRIMING_LOADS ?? 2);
const ISOLATION = (process.env.BENCH_ISOLATION ?? 'on,off').split(',').map((s) => s.trim()) as ('on' | 'off')[];

async function main(): Promise<void> {
  const started = Date.now();
  const loadAtStart = loadavg()[0]!;
  const scenarios = selectScenarios(process.env.BENCH_ONLY);
  await buildIfStale({ rootDir });
  const servers = await startServers({ demoPort: 0, widgetPort: 0, rootDir, dataDir: 'memory://' });
  const browsers: Chromium[] = [];
  try {
    for (const iso of ISOLATION) browsers.push(await launchChromium({ siteIsolation: iso }));
    const version = (await browsers[0]!.cdp.send<{ product: string }>('Browser.getVersion')).product.replace(/^(Headless)?Chrome\//, 'Debian Chromium ');
    const env: BenchEnv = {
      demoUrl: servers.demoUrl,
      demoOrigin: servers.demoOrigin,
      widgetOrigin: servers.widgetOrigin,
      cpuThrottle: CPU_THROTTLE,
      windowAfterVisibleMs: WINDOW_MS,
      primingLoads: PRIMING_LOADS,
      found: await findPaintedFrame(servers.widgetOrigin, servers.demoOrigin),
    };
    for (const b of browsers) await settleBrowser(b, servers.demoUrl);
    const isolated = browsers.find((b) => b.siteIsolation === 'on');
    const throttle: ThrottleCheck | null = isolated ? await checkThrottle(isolated, servers.demoUrl, CPU_THROTTLE) : null;

    console.log(`${scenarios.length} pages × ${browsers.length} isolation mode(s) × ${RUNS} run(s), cold and warm; ${warmDefinition(PRIMING_LOADS)}.`);
    const results: LoadResult[] = [];
    // Interleaved (run by run, page by page) so that a slow spell of the machine hits every row alike.
    for (let run = 0; run < RUNS; run++) {
      for (const browser of browsers) {
        for (const s of scenarios) {
          const unitStart = Date.now();
          const loads = await measureScenario(browser, s, env, run);
          results.push(...loads);
          const [cold, warm] = loads;
          console.log(
            `  run ${run + 1}/${RUNS} isolation ${browser.siteIsolation} ${s.key.padEnd(14)} visible ${cold!.visibleMs.toFixed(0)}/${warm!.visibleMs.toFixed(0)} ms, ` +
              `script ${cold!.scriptMs.toFixed(1)}/${warm!.scriptMs.toFixed(1)} ms, TBT ${cold!.tbtMs.toFixed(0)}/${warm!.tbtMs.toFixed(0)} ms (cold/warm; ${((Date.now() - unitStart) / 1000).toFixed(0)} s)`,
          );
        }
      }
    }

    const medians = computeMedians(results, scenarios);
    const elapsedS = (Date.now() - started) / 1000;
    console.log(
      renderReport({
        scenarios,
        results,
        medians,
        runs: RUNS,
        chromium: version,
        cpuThrottle: CPU_THROTTLE,
        windowAfterVisibleMs: WINDOW_MS,
        primingLoads: PRIMING_LOADS,
        isolationModes: browsers.map((b) => b.siteIsolation),
        throttle,
        elapsedS,
        machine: { cores: cpus().length, loadAtStart, loadAtEnd: loadavg()[0]! },
      }),
    );
    const outDir = path.join(rootDir, 'test-results');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(
      path.join(outDir, 'bench.json'),
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          chromium: version,
          runs: RUNS,
          cpuThrottle: CPU_THROTTLE,
          tbtWindow: `navigation start → first visible + ${WINDOW_MS} ms`,
          cold: 'a new browser context per run (empty HTTP cache, no V8 code cache)',
          warm: warmDefinition(PRIMING_LOADS),
          throttleCheck: throttle,
          machine: { cores: cpus().length, loadAverage1mAtStart: loadAtStart, loadAverage1mAtEnd: loadavg()[0] },
          scenarios: scenarios.map((s) => ({ key: s.key, label: s.label, page: s.page, startMark: s.startMark, endMark: s.endMark, budgets: s.budgets })),
          medians,
          samples: results,
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    for (const b of browsers) await b.close();
    await servers.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
