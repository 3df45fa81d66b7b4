/** loader/readiness.ts: the loader's start as data, started → initialized → ready (SPEC §4 "App lifecycle"). */
import { describe, expect, it } from 'vitest';
import {
  frameCreated,
  frameSettled,
  readyTimedOut,
  sdkReported,
  startFailed,
  STARTED,
  statusDetail,
  statusesPassed,
  widgetEvent,
  widgetsMounted,
  type Readiness,
  type Transition,
} from '../../../loader/readiness';

/** The readiness after these transitions, in order, from the start. */
const after = (...transitions: Transition[]): Readiness => transitions.reduce((r, t) => t(r), STARTED);

describe('readiness: the lifecycle', () => {
  it('starts at started, awaiting nothing, with no messenger SDK needed so far', () => {
    expect(STARTED).toEqual({ status: 'started', pending: [], messenger: 'none' });
  });

  it('is initialized once the widgets are mounted, and ready with it when no frame was created', () => {
    expect(after(widgetsMounted)).toEqual({ status: 'ready', pending: [], messenger: 'none' });
    expect(after(frameCreated('1'), widgetsMounted)).toEqual({ status: 'initialized', pending: ['1'], messenger: 'none' });
  });

  it('is ready when the last frame created during the start reports, not before', () => {
    const two = after(frameCreated('1'), frameCreated('2'), widgetsMounted);
    const one = frameSettled('1', 'none')(two);
    expect(one).toMatchObject({ status: 'initialized', pending: ['2'] });
    expect(frameSettled('2', 'none')(one)).toMatchObject({ status: 'ready', pending: [] });
  });

  it('waits for every widget to be mounted, even when the frames created so far all reported', () => {
    const early = after(frameCreated('1'), frameSettled('1', 'ready'));
    expect(early).toMatchObject({ status: 'started', pending: [] });
    expect(widgetsMounted(early)).toEqual({ status: 'ready', pending: [], messenger: 'ready' });
  });

  it('ignores a report from a frame it does not wait for, and never leaves ready', () => {
    const waiting = after(frameCreated('1'), widgetsMounted);
    expect(frameSettled('9', 'none')(waiting)).toMatchObject({ status: 'initialized', pending: ['1'] });
    const ready = frameSettled('1', 'none')(waiting);
    for (const t of [frameSettled('1', 'none'), readyTimedOut, startFailed, widgetsMounted]) expect(t(ready).status).toBe('ready');
  });

  it('gives up on the silent frames when the ready timeout passes', () => {
    const waiting = after(frameCreated('1'), frameCreated('2'), widgetsMounted, frameSettled('2', 'ready'));
    expect(readyTimedOut(waiting)).toEqual({ status: 'ready', pending: [], messenger: 'ready' });
  });

  it('a start that broke (no configuration, an error) is ready at once, with no messenger state to report', () => {
    expect(startFailed(STARTED)).toEqual({ status: 'ready', pending: [] });
    expect(startFailed(after(frameCreated('1'), widgetsMounted))).toEqual({ status: 'ready', pending: [] });
  });
});

describe('readiness: the messenger SDK in ready (SPEC §4)', () => {
  const settled = (...reports: unknown[]) => after(...reports.map((m, i) => frameCreated(String(i))), widgetsMounted, ...reports.map((m, i) => frameSettled(String(i), m)));

  it('is none when no frame needs it, ready when one loaded it, fallback as soon as one could not', () => {
    expect(settled('none', 'none').messenger).toBe('none');
    expect(settled('none', 'ready').messenger).toBe('ready');
    expect(settled('ready', 'fallback', 'ready').messenger).toBe('fallback');
    expect(settled('fallback', 'ready').messenger).toBe('fallback');
  });

  it('takes no other value a frame may send', () => {
    expect(settled('pending', 'loaded', undefined, 42).messenger).toBe('none');
  });
});

describe('readiness: which frame reports settle a frame', () => {
  const waiting = after(frameCreated('1'), widgetsMounted);

  it('its ready event, unless its messenger SDK is still loading', () => {
    expect(widgetEvent('ready', { widgetId: '1', messenger: 'ready' })(waiting)).toMatchObject({ status: 'ready', messenger: 'ready' });
    expect(widgetEvent('ready', { widgetId: '1' })(waiting)).toMatchObject({ status: 'ready', messenger: 'none' });
    expect(widgetEvent('ready', { widgetId: '1', messenger: 'pending' })(waiting)).toBe(waiting);
  });

  it('its error event; no other event', () => {
    expect(widgetEvent('error', { widgetId: '1', message: 'broken' })(waiting).status).toBe('ready');
    for (const event of ['rendered', 'open', 'close', 'impression', 'submitted', 'optedin', 'checked']) {
      expect(widgetEvent(event, { widgetId: '1' })(waiting)).toBe(waiting);
    }
  });

  it('a numeric widget id names the same frame', () => {
    const numeric = after(frameCreated('12'), widgetsMounted);
    expect(widgetEvent('ready', { widgetId: 12 })(numeric).status).toBe('ready');
  });

  it('the messenger SDK report (mc:sdk): loaded or not; other SDKs do not settle a frame', () => {
    expect(sdkReported('1', { sdk: 'fbsdk', ready: true })(waiting)).toMatchObject({ status: 'ready', messenger: 'ready' });
    expect(sdkReported('1', { sdk: 'fbsdk', ready: false })(waiting)).toMatchObject({ status: 'ready', messenger: 'fallback' });
    expect(sdkReported('1', { sdk: 'ytsdk', ready: true })(waiting)).toBe(waiting);
    expect(sdkReported('1', { sdk: 'vimeosdk', ready: false })(waiting)).toBe(waiting);
  });
});

describe('readiness: what is announced', () => {
  it('every status passed, in order, once', () => {
    expect(statusesPassed('started', 'started')).toEqual([]);
    expect(statusesPassed('started', 'initialized')).toEqual(['initialized']);
    expect(statusesPassed('started', 'ready')).toEqual(['initialized', 'ready']);
    expect(statusesPassed('initialized', 'ready')).toEqual(['ready']);
    expect(statusesPassed('ready', 'ready')).toEqual([]);
  });

  it("ready's detail names the messenger SDK's state; initialized's is empty; a broken start's ready too", () => {
    expect(statusDetail({ status: 'initialized', pending: ['1'], messenger: 'ready' })).toEqual({});
    expect(statusDetail({ status: 'ready', pending: [], messenger: 'fallback' })).toEqual({ messenger: 'fallback' });
    expect(statusDetail(startFailed(STARTED))).toEqual({});
  });
});
