/**
 * `npm run profile`: where the time goes when a page with our widgets loads, to decide what to
 * optimise. One cold load (new browser context) of demo/bench-1.html (`-- 10`: bench-10.html;
 * `-- --isolation=off`: frames in the host's renderer; `-- --warm`: the bench's warm load instead, from
 * the default profile after two priming loads), every renderer CPU-throttled 4× as in the
 * bench, Meta's SDK answered locally. Records:
 *   test-results/profile/trace.json         the whole browser's trace (DevTools > Performance, or ui.perfetto.dev)
 *   test-results/profile/host.cpuprofile    V8 CPU profile of the host page's renderer (DevTools loads it)
 *   test-results/profile/frame.cpuprofile   the same for the first widget frame's renderer (site isolation on)
 * and prints the top 25 functions by self time of each, then the host main thread's tasks over
 * 20 ms with the trace slices and the functions that ran in them (the frame's too).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServers } from '../../server/composition/app';
import { buildIfStale } from '../../server/composition/buildIfStale';
import { launchChromium, type CdpConnection } from './cdp';
import { startProfiler, stopProfiler, topInclusiveTime, topSelfTime, type CpuProfile, type FunctionCost } from './cpuProfile';
import { clearDefaultProfile, primingLoad, settleBrowser } from './measure';
import { Tab, type AttachedTarget } from './tab';
import { SourceMapResolver } from './sourceMaps';
import { startTracing, stopTracing, TRACE_CATEGORIES, type TraceEvent } from './trace';
import { findHostPage, mainThreadTasks, markTime, totalBlockingTime, type Span, type Thread } from './traceAnalysis';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(rootDir, 'test-results', 'profile');
const args = process.argv.slice(2);
const WIDGETS = args.includes('10') || args.includes('--widgets=10') ? 10 : 1;
const ISOLATION = args.includes('--isolation=off') ? 'off' : 'on';
const WARM = args.includes('--warm');
/** As the bench's warm rows: V8 makes a script's code cache on its 2nd load and uses it from the 3rd. */
const PRIMING_LOADS = 2;
const CPU_THROTTLE = 4;
const WINDOW_AFTER_VISIBLE_MS = 3_000;
const SAMPLING_INTERVAL_US = 100;
const TASK_THRESHOLD_MS = 20;
/** How many functions a long task's "under:" line names, by inclusive time. */
const INCLUSIVE_SHOWN = 10;

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

function shortUrl(url: string, origins: string[]): string {
  if (url === '') return '-';
  let u = url;
  for (const o of origins) if (u.startsWith(`${o}/`)) u = u.slice(o.length);
  return u.length > 60 ? `${u.slice(0, 57)}…` : u;
}

/** `name source:line` with the original name and position when the build's source map knows them. */
function describeFunction(f: FunctionCost, origins: string[], maps: SourceMapResolver): { name: string; where: string } {
  if (f.url === '') return { name: f.functionName, where: '(native / V8)' };
  const built = `${shortUrl(f.url, origins)}:${f.line}:${f.column}`;
  const original = maps.resolve(f.url, f.line, f.column);
  if (!original) return { name: f.functionName, where: built };
  const name = original.name && original.name !== f.functionName ? `${original.name} (${f.functionName})` : f.functionName;
  return { name, where: `${original.source}:${original.line}  [${built}]` };
}

function printTopFunctions(title: string, profile: CpuProfile, origins: string[], maps: SourceMapResolver): void {
  const all = topSelfTime(profile, Number.MAX_SAFE_INTEGER);
  const total = all.reduce((sum, f) => sum + f.selfMs, 0);
  console.log(`\n${title}: top 25 functions by self time (of ${total.toFixed(0)} ms sampled, idle excluded; (program) is native work: parsing, style, layout, and the throttle's pauses)`);
  console.log('   self ms  function                                  source:line  [built file:line:col]');
  for (const f of all.slice(0, 25)) {
    const d = describeFunction(f, origins, maps);
    console.log(`  ${f.selfMs.toFixed(1).padStart(8)}  ${d.name.slice(0, 40).padEnd(40)}  ${d.where}`);
  }
  const byScript = new Map<string, number>();
  for (const f of all) byScript.set(f.url, (byScript.get(f.url) ?? 0) + f.selfMs);
  const scripts = [...byScript]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([url, ms]) => `${url === '' ? '(native / V8)' : shortUrl(url, origins)} ${ms.toFixed(0)}`);
  console.log(`  by script (ms): ${scripts.join('; ')}`);
}

/** The trace slices directly inside a task (grouped by name and script), longest first. */
function taskContents(events: TraceEvent[], thread: Thread, task: Span, origins: string[]): string {
  const inside = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && e.pid === thread.pid && e.tid === thread.tid && e.name !== 'RunTask' && e.ts >= task.ts && e.ts < task.end)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const groups = new Map<string, number>();
  let openUntil = -Infinity;
  for (const e of inside) {
    if (e.ts < openUntil) continue; // nested in a slice already listed
    openUntil = e.ts + e.dur!;
    const url = String(e.args?.data?.url ?? e.args?.fileName ?? '');
    const key = url ? `${e.name} ${shortUrl(url, origins)}` : e.name;
    groups.set(key, (groups.get(key) ?? 0) + e.dur! / 1000);
  }
  return [...groups]
    .filter(([, ms]) => ms >= 0.1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([k, ms]) => `${k} ${ms.toFixed(1)}`)
    .join('; ');
}

function printTasks(
  title: string,
  events: TraceEvent[],
  thread: Thread,
  navigationStart: number,
  window: Span,
  profile: CpuProfile | null,
  origins: string[],
  maps: SourceMapResolver,
): void {
  const tasks = mainThreadTasks(events, thread).filter((t) => t.ts >= window.ts && t.ts < window.end);
  const long = tasks.filter((t) => t.end - t.ts > TASK_THRESHOLD_MS * 1000);
  console.log(`\n${title}: ${long.length} tasks over ${TASK_THRESHOLD_MS} ms (TBT ${totalBlockingTime(tasks, window).toFixed(0)} ms)`);
  for (const t of long) {
    console.log(
      `  at ${((t.ts - navigationStart) / 1000).toFixed(0).padStart(5)} ms  ${((t.end - t.ts) / 1000).toFixed(1).padStart(6)} ms  ${taskContents(events, thread, t, origins)}`,
    );
    if (profile) {
      const fns = topSelfTime(profile, 4, t)
        .map((f) => {
          const d = describeFunction(f, origins, maps);
          return `${d.name.slice(0, 40)} ${f.url ? d.where.replace(/ {2}\[.*\]$/, '') : ''} ${f.selfMs.toFixed(1)}`.replace('  ', ' ');
        })
        .join('; ');
      if (fns) console.log(`  ${''.padStart(22)}self time: ${fns}`);
      // Inclusive time (the selfMs field holds it here): the calls the task was spent under.
      const under = topInclusiveTime(profile, INCLUSIVE_SHOWN, t)
        .map((f) => `${describeFunction(f, origins, maps).name.slice(0, 40)} ${f.selfMs.toFixed(1)}`)
        .join('; ');
      if (under) console.log(`  ${''.padStart(22)}under: ${under}`);
    }
  }
}

async function main(): Promise<void> {
  const page = WIDGETS === 10 ? 'bench-10.html' : 'bench-1.html';
  await buildIfStale({ rootDir });
  const servers = await startServers({ demoPort: 0, widgetPort: 0, rootDir, dataDir: 'memory://' });
  const browser = await launchChromium({ siteIsolation: ISOLATION });
  const origins = [servers.widgetOrigin, servers.demoOrigin];
  const maps = new SourceMapResolver(path.join(rootDir, 'dist'), servers.widgetOrigin);
  try {
    await settleBrowser(browser, servers.demoUrl);
    const pageUrl = `${servers.demoUrl}${page}`;
    const contextId = WARM ? undefined : await Tab.newContext(browser);
    if (WARM) {
      const origins = { demoOrigin: servers.demoOrigin, widgetOrigin: servers.widgetOrigin };
      await clearDefaultProfile(browser, origins);
      for (let i = 0; i < PRIMING_LOADS; i++) await primingLoad(browser, { page, startMark: 'mc:loader-start', endMark: 'mc:first-widget-visible' }, { demoUrl: servers.demoUrl });
    }
    let frame: AttachedTarget | null = null;
    const tab = await Tab.open(browser, contextId, {
      cpuThrottle: CPU_THROTTLE,
      // The first widget frame is profiled from its first script: it is still held by the debugger here.
      onFrameTarget: async (target: AttachedTarget, cdp: CdpConnection) => {
        if (frame !== null || target.type !== 'iframe') return;
        frame = target;
        await startProfiler(cdp, target.sessionId, SAMPLING_INTERVAL_US);
      },
    });
    await startProfiler(browser.cdp, tab.page.sessionId, SAMPLING_INTERVAL_US);
    await startTracing(browser.cdp, [...TRACE_CATEGORIES, 'disabled-by-default-devtools.timeline.stack', 'disabled-by-default-v8.compile']);
    await tab.navigate(pageUrl);
    const marks = await tab.waitForMarks(pageUrl, 'mc:loader-start', 'mc:first-widget-visible');
    await sleep(WINDOW_AFTER_VISIBLE_MS + 300);
    const hostProfile = await stopProfiler(browser.cdp, tab.page.sessionId);
    const framed = frame as AttachedTarget | null;
    const frameProfile = framed ? await stopProfiler(browser.cdp, framed.sessionId) : null;
    const frameUrl = framed ? await tab.evaluate<string>('location.href', framed.sessionId) : null;
    await tab.unthrottle();
    const events = await stopTracing(browser.cdp);
    await tab.close();
    if (contextId !== undefined) await Tab.disposeContext(browser, contextId);

    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, 'trace.json'), JSON.stringify({ traceEvents: events }));
    writeFileSync(path.join(outDir, 'host.cpuprofile'), JSON.stringify(hostProfile));
    if (frameProfile) writeFileSync(path.join(outDir, 'frame.cpuprofile'), JSON.stringify(frameProfile));

    const host = findHostPage(events, pageUrl);
    const visibleTs = markTime(events, host, 'mc:first-widget-visible') ?? host.navigationStart + marks.end * 1000;
    const window: Span = { ts: host.navigationStart, end: visibleTs + WINDOW_AFTER_VISIBLE_MS * 1000 };
    console.log(
      `\nProfile of ${page}: one ${WARM ? 'warm' : 'cold'} load, CPU ${CPU_THROTTLE}× in every renderer, site isolation ${ISOLATION}, Meta's SDK answered locally.` +
        `\nFirst widget visible ${(marks.end - marks.start).toFixed(0)} ms after mc:loader-start (${marks.end.toFixed(0)} ms after navigation start).` +
        `\nFiles in ${path.relative(rootDir, outDir)}/: trace.json (DevTools > Performance > Load profile, or ui.perfetto.dev), host.cpuprofile` +
        `${frameProfile ? ', frame.cpuprofile' : ''} (DevTools loads .cpuprofile). Sampling every ${SAMPLING_INTERVAL_US} µs; profiling slows the page down, so compare these figures with each other, not with the bench.`,
    );
    printTopFunctions(`Host page ${shortUrl(pageUrl, [])}`, hostProfile, origins, maps);
    if (frameProfile && frameUrl) {
      printTopFunctions(`Widget frame ${shortUrl(frameUrl, origins)}${WIDGETS > 1 ? ' (its renderer runs all the widget frames)' : ''}`, frameProfile, origins, maps);
    } else {
      console.log('\nNo out-of-process widget frame to profile (site isolation off: the frames run in the host profile above).');
    }
    printTasks(`Host main thread, navigation start → first visible + ${WINDOW_AFTER_VISIBLE_MS / 1000} s`, events, host.thread, host.navigationStart, window, hostProfile, origins, maps);
    if (frameProfile && frameUrl) {
      const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === frameUrl);
      if (nav) printTasks('Widget frame main thread, same window', events, { pid: nav.pid, tid: nav.tid }, host.navigationStart, window, frameProfile, origins, maps);
    }
  } finally {
    await browser.close();
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
