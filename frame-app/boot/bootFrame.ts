/**
 * The start of one widget frame, identical in the real iframe and in QA mode (only the channel
 * differs), as a composition of named steps:
 *
 *   handshake.ts → validateBootstrap.ts (the kind resolved, once) → displayDecision.ts → the layout's
 *   chunk → frameMachine.ts → mountFrame.ts (React) → the first `mc:layout`, then what waited for it
 *   (afterLayoutQueue.ts).
 *
 * A step that refuses ends the start: its problem is logged once and, where the host can be told, sent
 * as an `error` event; the widget stays hidden.
 */
import type { Channel } from '../../bridge-protocol/channel';
import type { Bootstrap } from '../../bridge-protocol/messages';
import { yieldToMain } from '../../bridge-protocol/yieldToMain';
import type { MergedWidget } from '../config/mergeWidget';
import { isDisplayed, mayStillDisplay } from '../machines/widgetSnapshot';
import { prefersReducedMotion } from '../parts/usePrefersReducedMotion';
import { exitDurationMs } from '../rules/motion';
import { createAfterLayoutQueue } from './afterLayoutQueue';
import type { FirstPaint } from './firstPaint';
import type { BootProblem } from './bootStep';
import { decideDisplay, type WidgetDisplay } from './displayDecision';
import { createFrameLayout, type FrameLayoutOptions } from './frameLayout';
import { startFrameMachine } from './frameMachine';
import { handshake } from './handshake';
import { loadKindView, mountFrame } from './mountFrame';
import { createToHost, type ToHost } from './toHost';
import { validateBootstrap, type ValidBootstrap } from './validateBootstrap';
import type { WidgetActor } from './widgetActor';
import type { FirstViewState } from './firstViewState';

export interface BootFrameOptions {
  channel: Channel<'frame'>;
  /** The widget id from the frame URL; the bootstrap must be for this widget. */
  widgetId: string;
  /** The content root: React renders into it and its border box is the widget's size. */
  root: HTMLElement;
  /**
   * The server's state when `root` holds a painted first view (serverView/firstViewState.ts): React
   * hydrates the markup instead of rendering it.
   */
  painted?: FirstViewState | null;
  /**
   * The first paint the first script handed over (main.tsx; none in QA mode): whether the painted view is
   * on screen (without a first paint: yes), its links' instance id, and what the visitor did meanwhile. A
   * painted view nobody sees is rendered afresh instead of hydrated: hydrating the server's open view
   * would run its effects (a dialog's focus on open) for a visitor the widget is not open for.
   */
  firstPaint?: Pick<FirstPaint, 'shown' | 'instanceId' | 'closed' | 'end' | 'takeInteractions'> | null;
  /** Called with the bootstrap as soon as it is here, before it is validated (main.tsx: the painted first view). */
  onBootstrap?: (bootstrap: Bootstrap) => void;
  /** Epoch ms; QA mode shifts it to try repeat-display rules. */
  now?: () => number;
  log?: Pick<Console, 'error' | 'warn'>;
}

export interface BootedFrame {
  readonly widget: MergedWidget;
  readonly bootstrap: Bootstrap;
  readonly actor: WidgetActor;
  /** Unmounts React, stops the actor and every listener; the channel itself belongs to the caller. */
  dispose(): void;
}

export async function bootFrame(options: BootFrameOptions): Promise<BootedFrame | null> {
  const { channel, widgetId } = options;
  const log = options.log ?? console;
  const toHost = createToHost(channel, widgetId, log);
  const refuse = (problem: BootProblem): null => {
    log.error(problem.message);
    if (problem.event) toHost.widgetEvent('error', problem.event);
    return null;
  };

  const hello = await handshake(channel, widgetId, log);
  if (!hello.ok) return refuse(hello.problem);
  options.onBootstrap?.(hello.value);
  const valid = validateBootstrap(hello.value, widgetId);
  if (!valid.ok) return refuse(valid.problem);
  const display = decideDisplay(valid.value);
  if (!display.ok) return refuse(display.problem);
  const view = await loadKindView(valid.value.kind, widgetId);
  if (!view.ok) return refuse(view.problem);
  // Boot runs in steps with the host's main thread free in between: without site isolation (most
  // Android phones) this frame shares that thread with the host page.
  await yieldToMain();
  for (const warning of display.value.warnings) log.warn(warning);
  return startFrame({ ...options, log, toHost, valid: valid.value, display: display.value });
}

interface FrameStart extends BootFrameOptions {
  log: Pick<Console, 'error' | 'warn'>;
  toHost: ToHost;
  valid: ValidBootstrap;
  display: WidgetDisplay;
}

async function startFrame(start: FrameStart): Promise<BootedFrame> {
  const { root, valid, display, toHost } = start;
  const queue = createAfterLayoutQueue();
  const layout = createFrameLayout(frameLayoutOptions(start));
  const { firstPaint } = start;
  const instanceId = firstPaint?.instanceId ?? null;
  // From here the frame app decides what shows; the first paint's path does no more, and whether its
  // visitor closed the painted view is settled.
  firstPaint?.end();
  const closedEarly = firstPaint?.closed === true;
  const machine = startFrameMachine({ channel: start.channel, valid, display, toHost, queue, layout, now: start.now ?? Date.now, log: start.log, instanceId, closedEarly });
  await yieldToMain();
  let disposed = false;
  const shownPainted = start.painted && (firstPaint?.shown ?? true) ? start.painted : null;
  // A view its visitor closed is not hydrated: the app renders its closed widget afresh.
  const painted = closedEarly ? null : shownPainted;
  // Painted markup is committed already (the first script may have shown it): the machine is told
  // before React hydrates, so that it hydrates into the displayed state the visitor sees, with no blink.
  // A painted view here was shown by the first script, which shows only views rendered at commit
  // (an SMS layout's opt-in is ready at once where it is painted: serverView/renderFirstView.tsx).
  let renderedSent = shownPainted !== null;
  if (renderedSent) {
    machine.actor.send({ type: 'RENDERED' });
    // The visitor's close on the painted view (earlyClose.ts), as the machine's own: it opened (its
    // impression) and was closed by hand, so the page's commands can open it again.
    if (closedEarly) machine.actor.send({ type: 'CLOSE', manual: true });
    // The machine's reaction and React's hydration are two tasks, not one (issue 26 item 4, profiled).
    await yieldToMain();
  }
  const mount = mountFrame({
    root,
    valid,
    display,
    machine,
    layout,
    toHost,
    painted,
    takeInteractions: (root) => firstPaint?.takeInteractions(root) ?? { presses: [], typed: [] },
    onFirstCommit: () => {
      if (disposed) return;
      if (display.renderedOnCommit && !renderedSent) machine.actor.send({ type: 'RENDERED' });
      renderedSent = true;
      const snapshot = machine.actor.getSnapshot();
      layout.start(isDisplayed(snapshot), mayStillDisplay(snapshot, (start.now ?? Date.now)()));
      performance.mark?.('mc:frame-layout');
      if (display.anchors.length > 0) toHost.post('mc:watch-anchors', { anchors: display.anchors });
      toHost.widgetEvent('ready', { widgetType: valid.bootstrap.widget.widget_type, messenger: machine.messenger() });
      queue.firstLayoutSent();
    },
    onDisplayCommitted: (displayed) => {
      layout.displayCommitted(displayed);
      queue.layoutSent();
    },
  });
  return {
    widget: display.widget,
    bootstrap: valid.bootstrap,
    actor: machine.actor,
    dispose() {
      if (disposed) return;
      disposed = true;
      queue.dispose();
      machine.dispose();
      layout.dispose();
      mount.unmount();
      root.style.width = '';
    },
  };
}

function frameLayoutOptions({ root, valid, display, toHost }: FrameStart): FrameLayoutOptions {
  return {
    root,
    placement: display.placement,
    hiddenWidth: display.hiddenWidth,
    title: display.title,
    viewport: valid.bootstrap.viewport,
    sendLayout: (request) => toHost.post('mc:layout', request),
    sendResize: (size) => toHost.post('mc:resize', size),
    requestFrame: (callback) => window.requestAnimationFrame(callback),
    cancelFrame: (handle) => window.cancelAnimationFrame(handle),
    ResizeObserver: typeof ResizeObserver === 'function' ? ResizeObserver : undefined,
    // Read at each close: the visitor may switch reduced motion on while the page is open. The iframe
    // hides when the exit's transition ends; the duration only bounds a transition that never does.
    // A hidden page (a background tab) paints no frame, so its exit would wait for the tab to come
    // back while nobody could see it: no exit there.
    exitDuration: () => (document.hidden ? 0 : exitDurationMs(valid.kind.placement, prefersReducedMotion())),
  };
}
