/**
 * The loader's start as data (SPEC §4 "App lifecycle"): the status reached on the way started →
 * initialized → ready (MC.status), the frames `ready` still waits for, and the messenger SDK as the
 * frames reported it. Pure: boot.ts applies a transition and announces every status it passed (the
 * queue's replay, MC's event, the host hook); no DOM, no timer here.
 *
 *   started      the configuration is loading, then the widgets are mounted, one per task
 *   initialized  every configured widget has a frame or is disabled; waiting for the frames' reports
 *   ready        every frame created during the start reported (ready, failed, or its messenger SDK
 *                settled), or READY_TIMEOUT_MS passed, or the start broke
 */
import type { FrameToHostMap } from '../bridge-protocol/messages';
import type { MCLifecycleEvent, MCReadyDetail } from './mc';

export type Status = MCLifecycleEvent;

export interface Readiness {
  readonly status: Status;
  /** The widgets whose frame was created during the start and has not reported yet. */
  readonly pending: readonly string[];
  /**
   * `ready`'s detail (SPEC §4): 'none' until a frame loaded the messenger SDK ('ready') or could not
   * ('fallback', which no later report undoes). Absent once the start broke: a loader that could not
   * start its widgets has no SDK to vouch for, and its `ready` says nothing of one.
   */
  readonly messenger?: MCReadyDetail['messenger'];
}

/** One event of the start, as a function of the readiness before it. */
export type Transition = (readiness: Readiness) => Readiness;

const LIFECYCLE: readonly Status[] = ['started', 'initialized', 'ready'];

export const STARTED: Readiness = { status: 'started', pending: [], messenger: 'none' };

/** The statuses reached by going from `from` to `to`, in order: each is announced once. */
export const statusesPassed = (from: Status, to: Status): Status[] => LIFECYCLE.slice(LIFECYCLE.indexOf(from) + 1, LIFECYCLE.indexOf(to) + 1);

/** A status's event detail, also its host hook's second argument. */
export const statusDetail = (r: Readiness): Partial<MCReadyDetail> => (r.status === 'ready' && r.messenger ? { messenger: r.messenger } : {});

const unchanged: Transition = (r) => r;

/** Initialized with no frame left to wait for is ready. */
const settle: Transition = (r) => (r.status === 'initialized' && !r.pending.length ? { ...r, status: 'ready' } : r);

/**
 * A widget's frame was created while the widgets are mounted: `ready` waits for its report. (Embeds a
 * route change or MC.parse() creates later are not awaited: boot.ts does not report them.)
 */
export const frameCreated =
  (id: string): Transition =>
  (r) => ({ ...r, pending: [...r.pending, id] });

/** Every configured widget has a frame or is disabled: initialized, and ready with it if no frame is pending. */
export const widgetsMounted: Transition = (r) => settle({ ...r, status: 'initialized' });

/**
 * A frame is done starting; `messenger` is what it said of the messenger SDK. A frame may report
 * before the last iframe exists: ready waits for every widget to be mounted all the same.
 */
export const frameSettled =
  (id: string, messenger: unknown): Transition =>
  (r) =>
    settle({
      ...r,
      pending: r.pending.filter((pending) => pending !== id),
      messenger: messenger === 'fallback' || (messenger === 'ready' && r.messenger === 'none') ? messenger : r.messenger,
    });

/**
 * A frame's widget event: `ready` settles the frame, unless its messenger SDK is still loading (its
 * `mc:sdk` report settles it then); so does `error`. Any other event changes nothing.
 */
export const widgetEvent = (event: string, detail: Record<string, unknown>): Transition =>
  (event === 'ready' && detail.messenger !== 'pending') || event === 'error' ? frameSettled(String(detail.widgetId), detail.messenger) : unchanged;

/** A frame's `mc:sdk` report: only the messenger SDK's settles the frame. */
export const sdkReported = (id: string, { sdk, ready }: FrameToHostMap['mc:sdk']): Transition =>
  sdk === 'fbsdk' ? frameSettled(id, ready ? 'ready' : 'fallback') : unchanged;

/**
 * A widget's frame was replaced by a changed configuration (configChanges.ts): the old frame is no longer
 * awaited; the new one is, when one was created.
 */
export const frameReplaced =
  (id: string, created: boolean): Transition =>
  (r) =>
    settle({ ...r, pending: [...r.pending.filter((pending) => pending !== id), ...(created ? [id] : [])] });

/** READY_TIMEOUT_MS after initialized: the frames still silent are given up on (boot.ts names them). */
export const readyTimedOut: Transition = (r) => settle({ ...r, pending: [] });

/** The configuration could not be loaded, or the start broke: every status not reached yet, no messenger state. */
export const startFailed: Transition = (r) => (r.status === 'ready' ? r : { status: 'ready', pending: [] });
