/**
 * Reading one page load's trace: the host page's main thread, its tasks (Total Blocking Time, the
 * longest task), whose script ran in it, and whether code caches were used.
 *
 * Times in the trace are µs on one monotonic clock shared by every process; results here are ms.
 */
import type { Sample } from './cpuProfile';
import type { TraceEvent } from './trace';

export interface Thread {
  pid: number;
  tid: number;
}

/** A time range, µs. */
export interface Span {
  ts: number;
  end: number;
}

export type UrlMatch = (url: string) => boolean;

const onThread = (e: TraceEvent, t: Thread): boolean => e.pid === t.pid && e.tid === t.tid;
const data = (e: TraceEvent): Record<string, unknown> => (e.args?.data ?? {}) as Record<string, unknown>;

export interface HostPage {
  /** The renderer main thread the page's document runs on. */
  thread: Thread;
  /** Its navigationStart, µs. */
  navigationStart: number;
}

/** The host page's main thread: where its `navigationStart` (main frame, that URL) was recorded. */
export function findHostPage(events: TraceEvent[], pageUrl: string): HostPage {
  const nav = events.find((e) => e.name === 'navigationStart' && data(e).documentLoaderURL === pageUrl && data(e).isLoadingMainFrame === true);
  if (!nav) throw new Error(`trace: no navigationStart for ${pageUrl}`);
  return { thread: { pid: nav.pid, tid: nav.tid }, navigationStart: nav.ts };
}

/** When `performance.mark(name)` ran in the host page's renderer, µs. */
export function markTime(events: TraceEvent[], host: HostPage, name: string): number | undefined {
  return events.find((e) => e.name === name && e.cat.includes('blink.user_timing') && e.pid === host.thread.pid && e.ts >= host.navigationStart)?.ts;
}

/** Top-level tasks (`RunTask`, nested run loops folded into their parent) of one thread, by start. */
export function mainThreadTasks(events: TraceEvent[], thread: Thread): Span[] {
  const runs = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.dur !== undefined && onThread(e, thread))
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const out: Span[] = [];
  let openUntil = -Infinity;
  for (const e of runs) {
    if (e.ts < openUntil) continue;
    out.push({ ts: e.ts, end: e.ts + e.dur! });
    openUntil = e.ts + e.dur!;
  }
  return out;
}

/**
 * Lighthouse's Total Blocking Time over `window`: Σ (duration − 50 ms) of the tasks longer than 50 ms
 * that start in it, each clipped at the window's end. ms.
 */
export function totalBlockingTime(tasks: Span[], window: Span): number {
  let total = 0;
  for (const t of tasks) {
    if (t.ts < window.ts || t.ts >= window.end) continue;
    total += Math.max(0, Math.min(t.end, window.end) - t.ts - 50_000);
  }
  return total / 1000;
}

function firstAtOrAfter(samples: Sample[], ts: number): number {
  let lo = 0;
  let hi = samples.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (samples[mid]!.ts < ts) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Trace slices in which JavaScript runs on a main thread (with what it does: DOM, layout it forces…). */
const SCRIPT_SLICES = new Set([
  'EvaluateScript',
  'v8.run',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'v8.callFunction',
  'RunMicrotasks',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'FireIdleCallback',
  'XHRReadyStateChange',
  'XHRLoad',
]);

const sliceUrl = (e: TraceEvent): string => String(data(e).url ?? e.args?.fileName ?? '');

export interface ScriptSlice extends Span {
  /** µs of this slice per script URL (whose code it entered). */
  byUrl: Map<string, number>;
}

/**
 * The top-level script slices of a thread (a slice inside another is part of it), each attributed
 * to script URLs: a slice that names its script (EvaluateScript, FunctionCall, v8.compile…) is that
 * script's; one that does not (RunMicrotasks, v8.callFunction, EventDispatch: promise continuations,
 * listeners) is split in proportion of the host's CPU samples (cpuProfile.ts) taken in it, by the
 * outermost JS frame's script; without samples, its nested slices that name a script count (the
 * former bench's rule).
 */
export function scriptSlices(events: TraceEvent[], thread: Thread, samples: Sample[]): ScriptSlice[] {
  const all = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && SCRIPT_SLICES.has(e.name) && onThread(e, thread))
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const out: ScriptSlice[] = [];
  let top: { e: TraceEvent; nestedWithUrl: TraceEvent[] } | null = null;
  const finish = (): void => {
    if (!top) return;
    const { e, nestedWithUrl } = top;
    const byUrl = new Map<string, number>();
    const own = sliceUrl(e);
    if (own !== '') byUrl.set(own, e.dur!);
    else {
      const counts = new Map<string, number>();
      let withUrl = 0;
      for (let i = firstAtOrAfter(samples, e.ts); i < samples.length && samples[i]!.ts < e.ts + e.dur!; i++) {
        const url = samples[i]!.url;
        if (url === '') continue;
        counts.set(url, (counts.get(url) ?? 0) + 1);
        withUrl++;
      }
      if (withUrl > 0) for (const [url, n] of counts) byUrl.set(url, (e.dur! * n) / withUrl);
      else {
        let openUntil = -Infinity;
        for (const n of nestedWithUrl) {
          if (n.ts < openUntil) continue;
          byUrl.set(sliceUrl(n), (byUrl.get(sliceUrl(n)) ?? 0) + n.dur!);
          openUntil = n.ts + n.dur!;
        }
      }
    }
    out.push({ ts: e.ts, end: e.ts + e.dur!, byUrl });
    top = null;
  };
  for (const e of all) {
    if (top && e.ts < top.e.ts + top.e.dur!) {
      if (sliceUrl(e) !== '') top.nestedWithUrl.push(e);
      continue;
    }
    finish();
    top = { e, nestedWithUrl: [] };
  }
  finish();
  return out;
}

/** ms of the slices starting in `window` attributed to scripts matching `match`. */
export function scriptTime(slices: ScriptSlice[], match: UrlMatch, window: Span): number {
  let total = 0;
  for (const s of slices) {
    if (s.ts < window.ts || s.ts >= window.end) continue;
    for (const [url, us] of s.byUrl) if (match(url)) total += us;
  }
  return total / 1000;
}

/** ms per script URL in `window` (for the JSON). */
export function scriptTimeByUrl(slices: ScriptSlice[], window: Span): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of slices) {
    if (s.ts < window.ts || s.ts >= window.end) continue;
    for (const [url, us] of s.byUrl) out[url] = (out[url] ?? 0) + us / 1000;
  }
  return out;
}

/**
 * The former bench's figure, for comparison: slices that name a matching script, anywhere in the
 * nesting, a nested one counted once; URL-less slices (microtasks) never count. ms.
 */
export function scriptTimeUrlOnly(events: TraceEvent[], thread: Thread, match: UrlMatch, window: Span): number {
  const slices = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && SCRIPT_SLICES.has(e.name) && onThread(e, thread) && match(sliceUrl(e)))
    .filter((e) => e.ts >= window.ts && e.ts < window.end)
    .sort((a, b) => a.ts - b.ts);
  let total = 0;
  let openUntil = -Infinity;
  for (const e of slices) {
    if (e.ts < openUntil) continue;
    total += e.dur!;
    openUntil = e.ts + e.dur!;
  }
  return total / 1000;
}

/** The longest task starting in `window` in which a script matching `match` ran, ms (0: none). */
export function longestTaskWith(tasks: Span[], slices: ScriptSlice[], match: UrlMatch, window: Span): number {
  let longest = 0;
  for (const t of tasks) {
    if (t.ts < window.ts || t.ts >= window.end || t.end - t.ts <= longest * 1000) continue;
    const ours = slices.some((s) => s.ts >= t.ts && s.ts < t.end && [...s.byUrl].some(([url, us]) => us > 0 && match(url)));
    if (ours) longest = (t.end - t.ts) / 1000;
  }
  return longest;
}

/** Scripts whose V8 code cache was used (consumed) or created (produced) during the trace. */
export function codeCacheUse(events: TraceEvent[], match: UrlMatch): { consumed: string[]; produced: string[] } {
  const consumed = new Set<string>();
  const produced = new Set<string>();
  for (const e of events) {
    const url = String(data(e).url ?? '');
    if (!match(url)) continue;
    if ((e.name === 'v8.compile' || e.name === 'v8.compileModule') && Number(data(e).consumedCacheSize ?? 0) > 0 && data(e).cacheRejected !== true) consumed.add(url);
    if (e.name === 'v8.produceCache' || e.name === 'v8.produceModuleCache') produced.add(url);
  }
  return { consumed: [...consumed], produced: [...produced] };
}

/** Bytes received over the network (encoded, headers included) for URLs matching `match`. */
export function transferredBytes(events: TraceEvent[], match: UrlMatch): number {
  const urls = new Map<string, string>();
  for (const e of events) if (e.name === 'ResourceSendRequest') urls.set(String(data(e).requestId), String(data(e).url ?? ''));
  let total = 0;
  for (const e of events) {
    if (e.name !== 'ResourceFinish') continue;
    if (match(urls.get(String(data(e).requestId)) ?? '')) total += Number(data(e).encodedDataLength ?? 0);
  }
  return total;
}

/** How many documents from `origin` loaded, and how many of them in the host page's renderer. */
export function framesInHostRenderer(events: TraceEvent[], host: HostPage, origin: string): { frames: number; inHostRenderer: number } {
  let frames = 0;
  let inHostRenderer = 0;
  for (const e of events) {
    if (e.name !== 'navigationStart' || e.ts < host.navigationStart) continue;
    if (!String(data(e).documentLoaderURL ?? '').startsWith(`${origin}/`)) continue;
    frames++;
    if (e.pid === host.thread.pid) inHostRenderer++;
  }
  return { frames, inHostRenderer };
}

/** Where the time goes in one load of a page with our widgets, in order (see MILESTONE_LABELS). */
export const MILESTONES = ['config', 'frameRequested', 'frameReceived', 'hello', 'paintedLayout', 'framesStarted', 'frameStart', 'bootstrap', 'render', 'commit', 'layout', 'visible', 'allVisible'] as const;
export type Milestone = (typeof MILESTONES)[number];

export const MILESTONE_LABELS: Record<Milestone, string> = {
  config: 'config received',
  frameRequested: 'frame document requested',
  frameReceived: 'frame document received',
  hello: 'handshake sent (earlyHello.ts)',
  paintedLayout: 'painted view asked to show (boot/firstPaint.ts)',
  framesStarted: 'told every frame has started (mc:frames-started)',
  frameStart: 'frame JS evaluated',
  bootstrap: 'bootstrap received',
  render: 'React render starts',
  commit: 'first commit',
  layout: 'first layout sent',
  visible: 'visible',
  allVisible: 'last widget visible (of those shown in the window)',
};

const FRAME_MARKS: Partial<Record<Milestone, string>> = {
  hello: 'mc:frame-hello',
  paintedLayout: 'mc:frame-painted-layout',
  framesStarted: 'mc:frame-frames-started',
  frameStart: 'mc:frame-start',
  bootstrap: 'mc:frame-bootstrap',
  render: 'mc:frame-render',
  commit: 'mc:frame-commit',
  layout: 'mc:frame-layout',
};

/**
 * The first frame's steps, ms after `startTs` (the page's start mark): when the configuration arrived,
 * when the first widget document was requested, the frame's own marks (frame-app/main.tsx and
 * boot/, in whichever renderer the frame ran) and `visibleTs`. A step that did not happen
 * is left out (the floor page has no configuration and no frame marks).
 */
export function frameMilestones(events: TraceEvent[], host: HostPage, startTs: number, visibleTs: number, frameDocument: UrlMatch): Partial<Record<Milestone, number>> {
  const after = events.filter((e) => e.ts >= host.navigationStart);
  const urls = new Map<unknown, string>();
  for (const e of after) if (e.name === 'ResourceSendRequest') urls.set(data(e).requestId, String(data(e).url ?? ''));
  const ms = (ts: number | undefined): number | undefined => (ts === undefined ? undefined : Math.round((ts - startTs) / 100) / 10);
  const out: Partial<Record<Milestone, number>> = {
    config: ms(after.find((e) => e.name === 'ResourceFinish' && (urls.get(data(e).requestId) ?? '').includes('/widget/config?'))?.ts),
    frameRequested: ms(after.find((e) => e.name === 'ResourceSendRequest' && frameDocument(String(data(e).url ?? '')))?.ts),
    frameReceived: ms(after.find((e) => e.name === 'ResourceFinish' && frameDocument(urls.get(data(e).requestId) ?? ''))?.ts),
    visible: ms(visibleTs),
  };
  for (const [milestone, mark] of Object.entries(FRAME_MARKS)) {
    out[milestone as Milestone] = ms(after.find((e) => e.name === mark && e.cat.includes('blink.user_timing'))?.ts);
  }
  // The loader marks each widget it shows (boot.ts onVisible); the last one in the window.
  out.allVisible = ms(after.filter((e) => e.name === 'mc:widget-visible' && e.cat.includes('blink.user_timing')).at(-1)?.ts);
  for (const key of MILESTONES) if (out[key] === undefined) delete out[key];
  return out;
}
