/**
 * From the loads to what `npm run bench` prints (one table, its legend, the checks) and to
 * test-results/bench.json (medians and every sample).
 */
import type { LoadResult, Temperature } from './measure';
import type { Budgets, ColdWarm, Scenario } from './scenarios';
import type { ThrottleCheck } from './throttleCheck';
import { MILESTONE_LABELS, MILESTONES } from './traceAnalysis';

type Isolation = 'on' | 'off';

export interface Medians {
  runs: number;
  visibleMs: number;
  visibleFromNavigationMs: number;
  ratio: number;
  scriptMs: number;
  scriptMsUrlOnly: number;
  tbtMs: number;
  addedTbtMs: number;
  longestTaskMs: number;
  longestAnyTaskMs: number;
  transferredBytes: number;
}

export const median = (xs: number[]): number => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export function computeMedians(results: LoadResult[], scenarios: readonly Scenario[]) {
  const out: Record<string, Partial<Record<Isolation, Partial<Record<Temperature, Medians>>>>> = {};
  const pick = (key: string, iso: Isolation, temp: Temperature): LoadResult[] =>
    results.filter((r) => r.scenario === key && r.siteIsolation === iso && r.temperature === temp);
  for (const s of scenarios) {
    out[s.key] = {};
    for (const iso of ['on', 'off'] as const) {
      for (const temp of ['cold', 'warm'] as const) {
        const rs = pick(s.key, iso, temp);
        if (rs.length === 0) continue;
        const floor = pick('floor', iso, temp);
        const m = (f: (r: LoadResult) => number, from = rs): number => median(from.map(f));
        (out[s.key]![iso] ??= {})[temp] = {
          runs: rs.length,
          visibleMs: m((r) => r.visibleMs),
          visibleFromNavigationMs: m((r) => r.visibleFromNavigationMs),
          ratio: m((r) => r.visibleMs) / m((r) => r.visibleMs, floor),
          scriptMs: m((r) => r.scriptMs),
          scriptMsUrlOnly: m((r) => r.scriptMsUrlOnly),
          tbtMs: m((r) => r.tbtMs),
          addedTbtMs: m((r) => r.tbtMs) - m((r) => r.tbtMs, floor),
          longestTaskMs: m((r) => r.longestTaskMs),
          longestAnyTaskMs: m((r) => r.longestAnyTaskMs),
          transferredBytes: m((r) => r.transferredBytes),
        };
      }
    }
  }
  return out;
}

export type AllMedians = ReturnType<typeof computeMedians>;

function cell(value: number | undefined, digits: number, budget: number | undefined, unit = ''): string {
  if (value === undefined || Number.isNaN(value)) return '–';
  const v = `${value.toFixed(digits)}${unit}`;
  if (budget === undefined) return v;
  return `${v} ${value <= budget ? 'ok' : 'OVER'}(≤${budget})`;
}

function pair(
  m: AllMedians[string] | undefined,
  iso: Isolation,
  get: (x: Medians) => number,
  digits: number,
  budget: ColdWarm<number> | undefined,
  unit = '',
): string {
  const c = m?.[iso]?.cold;
  const w = m?.[iso]?.warm;
  return `${cell(c && get(c), digits, budget?.cold, unit)} / ${cell(w && get(w), digits, budget?.warm, unit)}`;
}

export interface ReportInput {
  scenarios: readonly Scenario[];
  results: LoadResult[];
  medians: AllMedians;
  runs: number;
  chromium: string;
  cpuThrottle: number;
  windowAfterVisibleMs: number;
  primingLoads: number;
  isolationModes: Isolation[];
  throttle: ThrottleCheck | null;
  elapsedS: number;
  /** Other processes on the machine skew every figure: its load average is printed with them. */
  machine: { cores: number; loadAtStart: number; loadAtEnd: number };
}

export function warmDefinition(primingLoads: number): string {
  const after = primingLoads === 1 ? 'one unmeasured priming load' : `${primingLoads} unmeasured priming loads`;
  const state =
    primingLoads >= 2
      ? 'HTTP cache and V8 code cache warm (Chromium writes a code cache on a script\'s 2nd load and uses it from the 3rd)'
      : primingLoads === 1
        ? 'HTTP cache warm; V8 writes the code cache during this load, it does not use one yet'
        : 'same as cold';
  return `warm = in the default profile (caches and storage cleared first), ${after} of the same page, then the measured load: ${state}`;
}

export function renderReport(r: ReportInput): string {
  const lines: string[] = [];
  lines.push('');
  lines.push(
    `Host-page cost, ${r.chromium} headless, CPU ${r.cpuThrottle}× slower in every renderer (page and out-of-process iframes), ` +
      `Meta's SDK answered locally, median of ${r.runs} run(s).`,
  );
  lines.push(`cold = a new browser context per run (empty HTTP cache, no V8 code cache); ${warmDefinition(r.primingLoads)}.`);
  lines.push('Each cell: cold / warm.');
  lines.push('');
  const head = [
    'page',
    'first visible ms',
    '÷ floor',
    'host script ms',
    '+TBT ms, isolated',
    '+TBT ms, one renderer',
    'longest task ms, isolated',
    'longest task ms, one renderer',
  ];
  const rows: string[][] = [];
  for (const s of r.scenarios) {
    const m = r.medians[s.key];
    const b: Budgets = s.budgets;
    const isFloor = s.key === 'floor';
    const tbt = (iso: Isolation): string =>
      isFloor ? `own ${pair(m, iso, (x) => x.tbtMs, 0, undefined)}` : pair(m, iso, (x) => x.addedTbtMs, 0, b.addedTbtMs);
    rows.push([
      s.label,
      pair(m, 'on', (x) => x.visibleMs, 0, undefined),
      pair(m, 'on', (x) => x.ratio, 2, b.ratio, '×'),
      pair(m, 'on', (x) => x.scriptMs, 1, b.scriptMs),
      tbt('on'),
      tbt('off'),
      pair(m, 'on', (x) => x.longestTaskMs, 0, b.longestTaskMs),
      pair(m, 'off', (x) => x.longestTaskMs, 0, b.longestTaskMs),
    ]);
  }
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]): string => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  lines.push(line(head));
  lines.push(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const row of rows) lines.push(line(row));
  lines.push('');
  lines.push(...milestoneTable(r));
  lines.push('');
  lines.push(...legend(r.windowAfterVisibleMs));
  lines.push('');
  lines.push(...checks(r));
  return lines.join('\n');
}

/**
 * Where the time goes: the first widget's steps, ms after the page's start mark, medians over the runs
 * (site isolation on), beside the floor's one step. Shows which part of "first visible" is ours to cut.
 */
export function milestoneTable(r: Pick<ReportInput, 'scenarios' | 'results'>): string[] {
  const rows = r.scenarios.filter((s) => r.results.some((l) => l.scenario === s.key && Object.keys(l.milestones ?? {}).length > 1));
  if (rows.length === 0) return [];
  const head = ['step (ms after the start mark; cold / warm)', ...rows.map((s) => s.label)];
  const value = (key: string, milestone: (typeof MILESTONES)[number], temp: Temperature): string => {
    const xs = r.results
      .filter((l) => l.scenario === key && l.siteIsolation === 'on' && l.temperature === temp)
      .map((l) => l.milestones?.[milestone])
      .filter((x): x is number => typeof x === 'number');
    return xs.length === 0 ? '–' : median(xs).toFixed(0);
  };
  const body = MILESTONES.map((milestone) => [MILESTONE_LABELS[milestone], ...rows.map((s) => `${value(s.key, milestone, 'cold')} / ${value(s.key, milestone, 'warm')}`)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]): string => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  return [
    'Where the time goes (site isolation on; the frame\'s marks are in frame-app/main.tsx and boot/):',
    line(head),
    `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...body.map(line),
  ];
}

export function legend(windowAfterVisibleMs: number): string[] {
  return [
    'Legend:',
    "- first visible: the page's start mark → its widget shown (ours: mc:loader-start, first line of the loader's boot → mc:first-widget-visible; others: bench:start, first line of the page's inline script, after the library ran → bench:visible; floor: the bare iframe's load event); ÷ floor: over the floor's own cold or warm figure. Site isolation on.",
    "- host script: host main-thread time in top-level script slices of the page's own script(s) (ours: widget-origin /loader*; iframe-resizer: its parent script; post-robot: its script + the inline one; floor: its inline script), DOM work they do included; slices that name no script (promise jobs, listeners) split by the host renderer's CPU samples (V8 profiler over CDP, every 0.5 ms).",
    `- +TBT: Lighthouse's Total Blocking Time (Σ over main-thread tasks > 50 ms of their time beyond 50 ms) of the host page's renderer main thread, from navigation start to ${windowAfterVisibleMs / 1000} s after first visible, minus the floor page's (median − median); floor row: its own. isolated: Chromium's default; one renderer: --disable-site-isolation-trials, frames run on the host's main thread.`,
    '- longest task: the longest host main-thread task in that window in which the product\'s script ran (its host scripts, or any widget-origin script: the frames\' when they share the thread). ok/OVER(≤budget): the median against the budget.',
  ];
}

function checks(r: ReportInput): string[] {
  const out: string[] = ['Checks:'];
  if (r.throttle) {
    const c = r.throttle;
    const x = (a: number, b: number): string => `${(a / b).toFixed(1)}×`;
    out.push(
      `- CPU throttle: a busy loop (fastest of 5) takes ${x(c.everySession.hostMs, c.unthrottled.hostMs)} as long in the host page and ${x(c.everySession.frameMs, c.unthrottled.frameMs)} in its out-of-process iframe ` +
        `(${c.unthrottled.frameMs.toFixed(0)} → ${c.everySession.frameMs.toFixed(0)} ms) when every attached session gets the throttle; through the page's session only, the iframe stays at ${x(c.pageSessionOnly.frameMs, c.unthrottled.frameMs)}.`,
    );
  }
  const measured = r.results;
  const frames = measured.reduce((n, l) => n + l.frameTargets, 0);
  const throttled = measured.reduce((n, l) => n + l.frameTargetsThrottled, 0);
  out.push(`- Out-of-process frame targets throttled before their first script: ${throttled}/${frames}.`);
  const sampled = measured.filter((l) => l.hostCpuSamples > 0).length;
  out.push(`- Host renderer CPU samples present in ${sampled}/${measured.length} loads (median ${median(measured.map((l) => l.hostCpuSamples))} per window).`);
  for (const iso of r.isolationModes) {
    const ls = measured.filter((l) => l.siteIsolation === iso);
    const docs = ls.reduce((n, l) => n + l.widgetDocuments, 0);
    const inHost = ls.reduce((n, l) => n + l.widgetDocumentsInHostRenderer, 0);
    out.push(`- Site isolation ${iso}: ${inHost}/${docs} widget-origin documents ran in the host page's renderer.`);
  }
  const warm = measured.filter((l) => l.temperature === 'warm' && l.scenario !== 'floor');
  const consumed = warm.filter((l) => l.codeCache.consumed.length > 0).length;
  const produced = warm.filter((l) => l.codeCache.produced.length > 0).length;
  const misses = new Map<string, number>();
  for (const l of warm.filter((x) => x.codeCache.consumed.length === 0)) {
    const key = `${l.scenario} isolation ${l.siteIsolation}`;
    misses.set(key, (misses.get(key) ?? 0) + 1);
  }
  const missText = misses.size === 0 ? '' : ` (not in: ${[...misses].map(([k, n]) => `${k} ×${n}`).join(', ')})`;
  const kb = (temp: Temperature): string => (median(measured.filter((l) => l.temperature === temp).map((l) => l.transferredBytes)) / 1024).toFixed(1);
  out.push(
    `- Warm loads: the host script's V8 code cache was used in ${consumed}/${warm.length}${missText}, written in ${produced}; median bytes from the two origins: cold ${kb('cold')} KB, warm ${kb('warm')} KB.`,
  );
  out.push(
    `- ${measured.length} measured loads in ${r.elapsedS.toFixed(0)} s on ${r.machine.cores} cores, 1-min load average ${r.machine.loadAtStart.toFixed(1)} at the start and ${r.machine.loadAtEnd.toFixed(1)} at the end ` +
      `(anything above ~1 is other processes competing with the browser). Raw medians and every sample: test-results/bench.json.`,
  );
  return out;
}
