/**
 * The bench's "where the time goes" steps (tests/bench/traceAnalysis.ts frameMilestones), read from a
 * synthetic trace: marks in whichever renderer ran them, requests matched by URL, ms after the start.
 */
import { describe, expect, it } from 'vitest';
import { frameMilestones, type HostPage } from '../../bench/traceAnalysis';
import type { TraceEvent } from '../../bench/trace';

const host: HostPage = { thread: { pid: 1, tid: 1 }, navigationStart: 1_000_000 };
const START = 1_100_000;
const mark = (name: string, ts: number, pid = 2): TraceEvent => ({ name, cat: 'blink.user_timing', ph: 'R', ts, pid, tid: 1 }) as TraceEvent;
const resource = (name: string, requestId: string, ts: number, url?: string): TraceEvent =>
  ({ name, cat: 'devtools.timeline', ph: 'I', ts, pid: 1, tid: 1, args: { data: { requestId, ...(url ? { url } : {}) } } }) as TraceEvent;

describe('frameMilestones', () => {
  it('reads each step once, in ms after the start mark, from any renderer', () => {
    const events = [
      resource('ResourceSendRequest', 'r1', 1_110_000, 'http://w.test/widget/config?page_id=p'),
      resource('ResourceFinish', 'r1', 1_180_000),
      resource('ResourceSendRequest', 'r2', 1_250_000, 'http://w.test/frame/index.html?page_id=p'),
      mark('mc:frame-hello', 1_400_000),
      mark('mc:frame-start', 1_500_000),
      mark('mc:frame-bootstrap', 1_520_000),
      // A second frame's marks come later and do not count.
      mark('mc:frame-start', 1_900_000, 3),
      mark('mc:frame-render', 1_600_000),
      mark('mc:frame-commit', 1_700_000),
      mark('mc:frame-layout', 1_750_500),
      // Before navigation: another page's.
      mark('mc:frame-hello', 900_000),
    ];
    expect(frameMilestones(events, host, START, 1_800_000, (url) => url.startsWith('http://w.test/frame/'))).toEqual({
      config: 80,
      frameRequested: 150,
      hello: 300,
      frameStart: 400,
      bootstrap: 420,
      render: 500,
      commit: 600,
      layout: 650.5,
      visible: 700,
    });
  });

  it('leaves out the steps a page does not have (the floor: no configuration, no frame marks)', () => {
    const events = [resource('ResourceSendRequest', 'r1', 1_150_000, 'http://w.test/frame/bare.html')];
    expect(frameMilestones(events, host, START, 1_300_000, (url) => url.startsWith('http://w.test/frame/'))).toEqual({ frameRequested: 50, visible: 200 });
  });
});
