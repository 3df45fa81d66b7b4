/**
 * One row of the bench in one browser: a cold load and a warm load of its page, each traced and
 * reduced to the figures of the table.
 *
 * - Cold: a new browser context (Chromium's off-the-record kind: empty HTTP cache, no V8 code cache).
 * - Warm: the browser's default (on-disk) profile, its HTTP cache, code caches and the two origins'
 *   storage cleared first, then `primingLoads` unmeasured loads of the same page, then the measured
 *   load. Chromium creates a script's V8 code cache on its 2nd load and uses it from the 3rd, so with
 *   2 priming loads the measured load runs from both caches (each warm trace is checked: `codeCache`).
 *   New contexts keep no V8 code cache at all, hence the default profile.
 * Every load is a new tab, so a new renderer process: no in-memory cache is shared between loads.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Chromium } from './cdp';
import { productScripts, type BenchFindings, type Origins, type Scenario, type ScenarioKey } from './scenarios';
import { Tab } from './tab';
import { startTracing, stopTracing, type TraceEvent } from './trace';
import { entryScriptSamples, startProfiler, stopProfiler, type CpuProfile } from './cpuProfile';
import {
  codeCacheUse,
  findHostPage,
  framesInHostRenderer,
  longestTaskWith,
  mainThreadTasks,
  markTime,
  scriptSlices,
  scriptTime,
  scriptTimeByUrl,
  scriptTimeUrlOnly,
  totalBlockingTime,
  transferredBytes,
  frameMilestones,
  type Milestone,
  type Span,
} from './traceAnalysis';

export type Temperature = 'cold' | 'warm';

export interface BenchEnv {
  /** http://127.0.0.1:port/ */
  demoUrl: string;
  demoOrigin: string;
  widgetOrigin: string;
  cpuThrottle: number;
  /** The TBT window ends this long after the first visible mark. */
  windowAfterVisibleMs: number;
  primingLoads: number;
  /** What the bench read from the server at start (pages' queries). */
  found: BenchFindings;
}

/** The address a row loads. */
export const pageUrlOf = (s: Pick<Scenario, 'page' | 'query'>, env: Pick<BenchEnv, 'demoUrl'> & Partial<Pick<BenchEnv, 'found'>>): string =>
  `${env.demoUrl}${s.page}${s.query && env.found ? s.query(env.found) : ''}`;

export interface LoadResult {
  scenario: ScenarioKey;
  siteIsolation: 'on' | 'off';
  temperature: Temperature;
  run: number;
  /** Page's start mark → its visible mark, ms. */
  visibleMs: number;
  /** Navigation start → the visible mark, ms. */
  visibleFromNavigationMs: number;
  /** Host main-thread script time of the page's own scripts in the window, ms. */
  scriptMs: number;
  /** The same by the former bench's rule (slices naming the script only; microtasks never count), ms. */
  scriptMsUrlOnly: number;
  /** Host main-thread script time per script URL in the window, ms. */
  scriptMsByUrl: Record<string, number>;
  /** Total Blocking Time of the host main thread in the window, ms. */
  tbtMs: number;
  /** Longest host task containing the product's work, ms. */
  longestTaskMs: number;
  /** Longest host task of any kind, ms. */
  longestAnyTaskMs: number;
  /** Host tasks over 50 ms: start (ms from navigation) and duration. */
  longTasks: { atMs: number; durMs: number }[];
  /** The window, ms from navigation start. */
  windowEndMs: number;
  /** V8 code cache of the page's host scripts in this load. */
  codeCache: { consumed: string[]; produced: string[] };
  /** Bytes received from the two origins. */
  transferredBytes: number;
  /** The first frame's steps, ms after the start mark (traceAnalysis.ts frameMilestones). */
  milestones: Partial<Record<Milestone, number>>;
  /** Out-of-process frame targets attached, and how many of them took the CPU throttle. */
  frameTargets: number;
  frameTargetsThrottled: number;
  /** Documents of the widget origin loaded, and how many ran on the host page's renderer. */
  widgetDocuments: number;
  widgetDocumentsInHostRenderer: number;
  /** CPU samples of the host renderer in the window (0 would mean URL-less slices fell back to nested URLs). */
  hostCpuSamples: number;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Host renderer's sampling interval: fine enough to split slices, coarse enough to cost little. */
const HOST_SAMPLING_INTERVAL_US = 500;

function analyse(events: TraceEvent[], profile: CpuProfile, s: Scenario, origins: Origins, visibleFromNavigationMs: number, env: BenchEnv) {
  const host = findHostPage(events, origins.pageUrl);
  const visibleTs = markTime(events, host, s.endMark) ?? host.navigationStart + visibleFromNavigationMs * 1000;
  const window: Span = { ts: host.navigationStart, end: visibleTs + env.windowAfterVisibleMs * 1000 };
  const tasks = mainThreadTasks(events, host.thread);
  const samples = entryScriptSamples(profile);
  const slices = scriptSlices(events, host.thread, samples);
  const hostScripts = s.hostScripts(origins);
  const inWindow = tasks.filter((t) => t.ts >= window.ts && t.ts < window.end);
  const documents = framesInHostRenderer(events, host, origins.widgetOrigin);
  const fromNav = (ts: number): number => Math.round((ts - host.navigationStart) / 100) / 10;
  return {
    scriptMs: scriptTime(slices, hostScripts, window),
    scriptMsUrlOnly: scriptTimeUrlOnly(events, host.thread, hostScripts, window),
    scriptMsByUrl: scriptTimeByUrl(slices, window),
    tbtMs: totalBlockingTime(tasks, window),
    longestTaskMs: longestTaskWith(tasks, slices, productScripts(s, origins), window),
    longestAnyTaskMs: Math.max(0, ...inWindow.map((t) => (t.end - t.ts) / 1000)),
    longTasks: inWindow.filter((t) => t.end - t.ts > 50_000).map((t) => ({ atMs: fromNav(t.ts), durMs: (t.end - t.ts) / 1000 })),
    windowEndMs: fromNav(window.end),
    codeCache: codeCacheUse(events, hostScripts),
    transferredBytes: transferredBytes(events, (url) => url.startsWith(`${env.demoOrigin}/`) || url.startsWith(`${env.widgetOrigin}/`)),
    milestones: frameMilestones(events, host, markTime(events, host, s.startMark) ?? host.navigationStart, visibleTs, (url) => url.startsWith(`${origins.widgetOrigin}/frame/`)),
    widgetDocuments: documents.frames,
    widgetDocumentsInHostRenderer: documents.inHostRenderer,
    hostCpuSamples: samples.filter((x) => x.ts >= window.ts && x.ts < window.end).length,
  };
}

/** One traced, throttled load of the scenario's page in a new tab of `contextId`. */
async function tracedLoad(browser: Chromium, contextId: string | undefined, s: Scenario, env: BenchEnv) {
  const pageUrl = pageUrlOf(s, env);
  // Let the processes of the tabs just closed exit before anything is measured.
  await sleep(300);
  const tab = await Tab.open(browser, contextId, { cpuThrottle: env.cpuThrottle });
  try {
    // The host page's renderer is sampled (to attribute URL-less script slices); it stays the same
    // renderer across the navigation from about:blank.
    await startProfiler(browser.cdp, tab.page.sessionId, HOST_SAMPLING_INTERVAL_US);
    await startTracing(browser.cdp);
    const loaded = (async () => {
      await tab.navigate(pageUrl);
      const m = await tab.waitForMarks(pageUrl, s.startMark, s.endMark);
      await sleep(env.windowAfterVisibleMs + 300);
      return m;
    })();
    // The trace is always ended, even when the page fails.
    await loaded.catch(() => undefined);
    // Back to full speed first: a throttled renderer is slow to flush its trace buffers.
    await tab.unthrottle();
    const profile = await stopProfiler(browser.cdp, tab.page.sessionId);
    const events = await stopTracing(browser.cdp);
    const marks = await loaded;
    if (process.env.BENCH_TRACE_DIR) {
      // For a look in DevTools (Performance > Load profile) or ui.perfetto.dev.
      mkdirSync(process.env.BENCH_TRACE_DIR, { recursive: true });
      const name = `${s.key}-isolation-${browser.siteIsolation}-${contextId === undefined ? 'warm' : 'cold'}-${Date.now()}.json`;
      writeFileSync(path.join(process.env.BENCH_TRACE_DIR, name), JSON.stringify({ traceEvents: events }));
    }
    return {
      visibleMs: marks.end - marks.start,
      visibleFromNavigationMs: marks.end,
      ...analyse(events, profile, s, { pageUrl, widgetOrigin: env.widgetOrigin }, marks.end, env),
      frameTargets: tab.frameTargets.length,
      frameTargetsThrottled: tab.frameTargets.filter((f) => f.throttled).length,
    };
  } finally {
    await tab.close();
  }
}

/** An unmeasured load (fills the caches): until visible, plus a moment for the code caches to be written. */
export async function primingLoad(browser: Chromium, s: Pick<Scenario, 'page' | 'query' | 'startMark' | 'endMark'>, env: Pick<BenchEnv, 'demoUrl'> & Partial<Pick<BenchEnv, 'found'>>): Promise<void> {
  const pageUrl = pageUrlOf(s, env);
  const tab = await Tab.open(browser, undefined, { cpuThrottle: 1 });
  try {
    await tab.navigate(pageUrl);
    await tab.waitForMarks(pageUrl, s.startMark, s.endMark);
    await sleep(500);
  } finally {
    await tab.close();
  }
}

/** Empties the default profile's HTTP cache (and with it the code caches) and the two origins' storage. */
export async function clearDefaultProfile(browser: Chromium, env: Pick<BenchEnv, 'demoOrigin' | 'widgetOrigin'>): Promise<void> {
  const tab = await Tab.open(browser, undefined, { cpuThrottle: 1 });
  try {
    await browser.cdp.send('Network.clearBrowserCache', {}, tab.page.sessionId);
    for (const origin of [env.demoOrigin, env.widgetOrigin]) {
      await browser.cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'cookies,local_storage,indexeddb,cache_storage,service_workers' }, tab.page.sessionId);
    }
  } finally {
    await tab.close();
  }
}

async function withRetry<T>(what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    console.warn(`  ${what} failed (${error instanceof Error ? error.message : String(error)}); trying once more`);
    return fn();
  }
}

/** The cold and the warm load of one row in one browser. */
export async function measureScenario(browser: Chromium, s: Scenario, env: BenchEnv, run: number): Promise<LoadResult[]> {
  const base = { scenario: s.key, siteIsolation: browser.siteIsolation, run };
  const cold = await withRetry(`${s.key} cold (isolation ${browser.siteIsolation})`, async () => {
    const contextId = await Tab.newContext(browser);
    try {
      return await tracedLoad(browser, contextId, s, env);
    } finally {
      await Tab.disposeContext(browser, contextId);
    }
  });
  const warm = await withRetry(`${s.key} warm (isolation ${browser.siteIsolation})`, async () => {
    await clearDefaultProfile(browser, env);
    for (let i = 0; i < env.primingLoads; i++) await primingLoad(browser, s, env);
    return tracedLoad(browser, undefined, s, env);
  });
  return [
    { ...base, temperature: 'cold', ...cold },
    { ...base, temperature: 'warm', ...warm },
  ];
}

/** Lets a new browser finish its own start-up work (its built-in UI pages) before anything is measured. */
export async function settleBrowser(browser: Chromium, demoUrl: string): Promise<void> {
  const pageUrl = `${demoUrl}bench-bare.html`;
  const tab = await Tab.open(browser, undefined, { cpuThrottle: 1 });
  try {
    await tab.navigate(pageUrl);
    await tab.waitForMarks(pageUrl, 'bench:start', 'bench:visible');
    await sleep(2_000);
  } finally {
    await tab.close();
  }
}
