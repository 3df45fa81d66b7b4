/**
 * V8 CPU profiles taken over CDP (`Profiler` domain) of one target: recording, and reading them as
 * samples (whose script's code was entered) or as functions by self time.
 *
 * Sample times are µs on the same monotonic clock as trace events, so samples can be matched with
 * the trace's tasks and slices.
 */
import type { CdpConnection } from './cdp';

export interface CpuProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; scriptId: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: CpuProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

export async function startProfiler(cdp: CdpConnection, sessionId: string, intervalUs: number): Promise<void> {
  await cdp.send('Profiler.enable', {}, sessionId);
  await cdp.send('Profiler.setSamplingInterval', { interval: intervalUs }, sessionId);
  await cdp.send('Profiler.start', {}, sessionId);
}

export async function stopProfiler(cdp: CdpConnection, sessionId: string): Promise<CpuProfile> {
  return (await cdp.send<{ profile: CpuProfile }>('Profiler.stop', {}, sessionId)).profile;
}

interface TimedSample {
  ts: number;
  /** µs until the next sample (what this sample stands for). */
  weight: number;
  node: number;
}

function timedSamples(profile: CpuProfile): TimedSample[] {
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const out: TimedSample[] = [];
  let t = profile.startTime;
  for (let i = 0; i < samples.length; i++) {
    t += deltas[i] ?? 0;
    out.push({ ts: t, weight: 0, node: samples[i]! });
  }
  out.sort((a, b) => a.ts - b.ts);
  for (let i = 0; i < out.length; i++) out[i]!.weight = Math.max(0, (out[i + 1]?.ts ?? profile.endTime) - out[i]!.ts);
  return out;
}

export interface Sample {
  ts: number;
  /** URL of the outermost JS frame that has one (whose code was entered), '' when none. */
  url: string;
}

/** Every sample with the script whose code was entered (outermost frame with a URL), by time. */
/** Each profile node's parent, by id. */
function parentsOf(profile: CpuProfile): Map<number, number> {
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  return parent;
}

export function entryScriptSamples(profile: CpuProfile): Sample[] {
  const parent = parentsOf(profile);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const outer = new Map<number, string>();
  const outerUrl = (id: number): string => {
    const memo = outer.get(id);
    if (memo !== undefined) return memo;
    const p = parent.get(id);
    const fromParent = p === undefined ? '' : outerUrl(p);
    const found = fromParent !== '' ? fromParent : (byId.get(id)?.callFrame.url ?? '');
    outer.set(id, found);
    return found;
  };
  // Parents first, so that the recursion above stays shallow.
  for (const n of profile.nodes) outerUrl(n.id);
  return timedSamples(profile).map((s) => ({ ts: s.ts, url: outer.get(s.node) ?? '' }));
}

export interface FunctionCost {
  functionName: string;
  url: string;
  /** 1-based, as editors show them. */
  line: number;
  column: number;
  selfMs: number;
}

/** Functions by self time (samples whose innermost frame they are), optionally within [from, to) µs. */
export function topSelfTime(profile: CpuProfile, n: number, range?: { ts: number; end: number }): FunctionCost[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const costs = new Map<string, FunctionCost>();
  for (const s of timedSamples(profile)) {
    if (range && (s.ts < range.ts || s.ts >= range.end)) continue;
    const f = byId.get(s.node)?.callFrame;
    if (!f || f.functionName === '(idle)') continue;
    addCost(costs, f, s.weight / 1000);
  }
  return [...costs.values()].sort((a, b) => b.selfMs - a.selfMs).slice(0, n);
}

/**
 * Functions by inclusive time (samples with the function anywhere on their stack, counted once per
 * sample), optionally within [from, to) µs: what a long task was spent *under*, where self time names
 * only the leaves.
 */
export function topInclusiveTime(profile: CpuProfile, n: number, range?: { ts: number; end: number }): FunctionCost[] {
  const parent = parentsOf(profile);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const costs = new Map<string, FunctionCost>();
  for (const s of timedSamples(profile)) {
    if (range && (s.ts < range.ts || s.ts >= range.end)) continue;
    if (byId.get(s.node)?.callFrame.functionName === '(idle)') continue;
    const seen = new Set<string>();
    for (let id: number | undefined = s.node; id !== undefined; id = parent.get(id)) {
      const f = byId.get(id)?.callFrame;
      if (!f || f.url === '' || seen.has(functionKey(f))) continue;
      seen.add(functionKey(f));
      addCost(costs, f, s.weight / 1000);
    }
  }
  return [...costs.values()].sort((a, b) => b.selfMs - a.selfMs).slice(0, n);
}

type CallFrame = CpuProfileNode['callFrame'];

function functionKey(f: CallFrame): string {
  return `${f.functionName}|${f.url}|${f.lineNumber}|${f.columnNumber}`;
}

/** Adds `ms` to the function of `f` in `costs` (its `selfMs` field, whichever time is being summed). */
function addCost(costs: Map<string, FunctionCost>, f: CallFrame, ms: number): void {
  const key = functionKey(f);
  let c = costs.get(key);
  if (!c) costs.set(key, (c = { functionName: f.functionName || '(anonymous)', url: f.url, line: f.lineNumber + 1, column: f.columnNumber + 1, selfMs: 0 }));
  c.selfMs += ms;
}
