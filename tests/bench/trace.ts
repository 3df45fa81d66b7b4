/**
 * Recording a Chromium trace of the whole browser (every renderer) over CDP, returned as events.
 */
import type { CdpConnection } from './cdp';

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  // Event-specific arguments, read where they are used.
  args?: { data?: Record<string, unknown> & { url?: string }; name?: string } & Record<string, unknown>;
}

/**
 * - `disabled-by-default-devtools.timeline`: `RunTask`, one per main-thread task (what Lighthouse's
 *   Total Blocking Time is computed from);
 * - `devtools.timeline`: script slices (EvaluateScript, FunctionCall, TimerFire, EventDispatch,
 *   v8.compile with its code-cache arguments…), navigationStart, resources;
 * - `v8.execute`: RunMicrotasks (promise continuations); `v8`: v8.produceCache;
 * - `blink.user_timing`: the pages' performance marks.
 * V8's sampling profiler is not traced (it would run in every renderer and slow the frames down):
 * the bench profiles the host page only, over CDP (cpuProfile.ts).
 */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
];

export async function startTracing(cdp: CdpConnection, categories: string[] = TRACE_CATEGORIES): Promise<void> {
  await cdp.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: { recordMode: 'recordAsMuchAsPossible', includedCategories: categories, excludedCategories: ['*'] },
  });
}

export async function stopTracing(cdp: CdpConnection): Promise<TraceEvent[]> {
  const complete = cdp.waitFor('Tracing.tracingComplete', undefined, () => true, 120_000);
  await cdp.send('Tracing.end');
  const { stream } = (await complete) as { stream: string };
  const chunks: string[] = [];
  for (;;) {
    const r = await cdp.send<{ data: string; eof: boolean; base64Encoded?: boolean }>('IO.read', { handle: stream, size: 8 << 20 });
    chunks.push(r.base64Encoded ? Buffer.from(r.data, 'base64').toString('utf8') : r.data);
    if (r.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  const parsed = JSON.parse(chunks.join('')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}
