/**
 * The mount: React renders FrameRoot into the content root. Its first commit is the DOM the first
 * layout measures; each later commit of a change of visibility is the moment that change's layout can
 * be measured (FrameRoot.tsx). The only start-up step that needs React, and the last.
 */
import { createElement, startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { errorText } from '../../bridge-protocol/errorText';
import type { SdkName } from '../../bridge-protocol/messages';
import { createEditSession } from '../parts/editSession';
import { widgetMachine } from '../machines/widgetMachine';
import type { FirstViewState } from './firstViewState';
import { layoutName } from '../rules/layoutName';
import type { WidgetKind } from '../widgets/kinds';
import { loadLayoutView, type LayoutView } from '../widgets/layoutViews';
import { smsEnvironment } from '../sms/widgets/smsEnvironment';
import { stepDone, stepRefused, widgetLogPrefix, type BootStep } from './bootStep';
import type { WidgetDisplay } from './displayDecision';
import type { FrameLayout } from './frameLayout';
import type { FrameMachine } from './frameMachine';
import { FrameRoot, type FrameRootProps } from './FrameRoot';
import { frameTree } from './frameTree';
import { replayEarlyInteractions, type EarlyInteractions } from './earlyInteractions';
import type { ToHost } from './toHost';
import type { ValidBootstrap } from './validateBootstrap';

export interface FrameMountOptions {
  root: HTMLElement;
  valid: ValidBootstrap;
  display: WidgetDisplay;
  machine: Pick<FrameMachine, 'actor' | 'pluginHost' | 'reportSdk'>;
  layout: Pick<FrameLayout, 'setPlacement'>;
  toHost: ToHost;
  /** The first commit is in the DOM; called after React's commit phase. */
  onFirstCommit(): void;
  /** A later change of visibility has reached the DOM. */
  onDisplayCommitted(displayed: boolean): void;
  /** The server's state when `root` holds its painted markup: React hydrates it instead of rendering. */
  painted?: FirstViewState | null;
  /** What the visitor did on the painted view before React (the first paint's, firstPaint.ts); its recording stops. */
  takeInteractions?: (root: HTMLElement) => EarlyInteractions;
}

export interface FrameMount {
  unmount(): void;
}

/**
 * The layout's chunk. main.tsx asked for it at start (the URL names the kind), so it is usually here;
 * awaiting it before the first render means React never suspends and commits no fallback.
 */
export async function loadKindView(kind: WidgetKind, widgetId: string): Promise<BootStep<LayoutView>> {
  try {
    return stepDone(await loadLayoutView(kind));
  } catch (error) {
    const message = `${widgetLogPrefix(widgetId)} the ${layoutName(kind.type, kind.channel)} layout could not be loaded (${errorText(error)}); the widget stays hidden.`;
    return stepRefused(message, { reason: 'layout-not-loaded', widgetType: kind.type });
  }
}

export function mountFrame(options: FrameMountOptions): FrameMount {
  let firstCommit = true;
  /** A hydrated frame's catching up with the live machine (hydratePainted); its commits count as the first's. */
  let settle: ((done: () => void) => void) | null = null;
  let settling = false;
  const onDisplayCommitted = (displayed: boolean): void => {
    if (settling) return;
    if (!firstCommit) {
      options.onDisplayCommitted(displayed);
      return;
    }
    firstCommit = false;
    performance.mark?.('mc:frame-commit');
    if (settle === null) {
      // After the commit phase, so the machine's reaction to RENDERED is not a render inside a commit.
      queueMicrotask(() => options.onFirstCommit());
      return;
    }
    // A hydrated frame catches up with the live machine and props first. Its commits, and any other
    // before the catching-up's (a host command meanwhile), are the first's: the layout starts from the
    // machine's state as it is then.
    settling = true;
    settle(() => {
      settling = false;
      options.onFirstCommit();
    });
  };
  const props = frameRootProps(options, onDisplayCommitted);
  performance.mark?.('mc:frame-render');
  const painted = options.painted ?? null;
  if (painted === null) {
    const reactRoot = createRoot(options.root);
    // A transition: React renders in slices of a few milliseconds instead of one long task.
    startTransition(() => reactRoot.render(createElement(FrameRoot, props)));
    return { unmount: () => reactRoot.unmount() };
  }
  const hydrated = hydratePainted(options, props, painted);
  settle = hydrated.settle;
  return { unmount: hydrated.unmount };
}

/**
 * Hydrates the server's markup from the very facts the server rendered it with (its machine snapshot,
 * useActorSelector's server snapshot, and its data props); `settle` then renders the live machine and
 * this visitor's props, and calls `done` once that is committed, before the layout starts. Without it
 * the layout would start from the live state while the DOM still showed the server's, and a change back
 * to what the DOM shows (a forceOpen queued by the host) would commit nothing the layout hears of.
 *
 * Both are transitions: React renders them in slices of a few milliseconds with the host's thread free
 * between them (issue 26 item 4). At default priority the hydration was one 145 ms task under the 4×
 * CPU throttle and the catching-up, every component again with new props, another 52 ms (profiled).
 */
function hydratePainted(options: FrameMountOptions, props: FrameRootProps, painted: FirstViewState): { settle(done: () => void): void; unmount(): void } {
  const hydration = { actor: options.machine.actor, snapshot: serverSnapshot(painted) };
  // The same tree both times (the provider stays), so the second render updates the hydrated DOM.
  const tree = (rootProps: FrameRootProps, onCommit: (() => void) | null): ReactElement => frameTree(rootProps, hydration, onCommit);
  let warned = false;
  // A click on the painted markup from now on hydrates that part first and is replayed by React; what
  // the visitor did before it, the first script kept (earlyInteractions.ts).
  const early = options.takeInteractions?.(options.root) ?? { presses: [], typed: [] };
  const hydrated = inTransition(() =>
    hydrateRoot(options.root, tree({ ...props, ...painted.props }, null), {
      // Markup React did not expect: it renders that part afresh. Said once, as a warning: the visitor
      // still gets a working widget.
      onRecoverableError: (error) => {
        if (!warned) console.warn('[MC] frame: the painted markup did not hydrate; rendered afresh.', error);
        warned = true;
      },
    }),
  );
  let unmounted = false;
  return {
    settle: (done) => {
      if (unmounted) return;
      // Outside the commit, so the machine's reaction to RENDERED is not a render inside one.
      const committed = (): void =>
        queueMicrotask(() => {
          if (unmounted) return;
          done();
          replayEarlyInteractions(early, options.root);
        });
      startTransition(() => hydrated.render(tree(props, committed)));
    },
    unmount: () => {
      unmounted = true;
      hydrated.unmount();
    },
  };
}

/** `create`'s value, with the work it schedules at a transition's priority (time-sliced). */
function inTransition<T>(create: () => T): T {
  const made: T[] = [];
  startTransition(() => {
    made.push(create());
  });
  if (made.length !== 1) throw new Error('startTransition did not run its callback once');
  return made[0]!;
}

/**
 * The server's machine snapshot, which the markup was rendered from (useActorSelector's server snapshot):
 * resolved by XState from the snapshot it persisted on the server (serverView/renderFirstView.tsx). The
 * view reads its state and context only; no actor is made of it (the live one is the frame's own).
 */
function serverSnapshot(painted: FirstViewState): unknown {
  return widgetMachine.resolveState(painted.machine);
}

function frameRootProps(options: FrameMountOptions, onDisplayCommitted: (displayed: boolean) => void): FrameRootProps {
  const { valid, display, machine, layout, toHost } = options;
  const { bootstrap, kind } = valid;
  const { app } = bootstrap;
  const placement = display.placement;
  return {
    actor: machine.actor,
    kind,
    onDisplayCommitted,
    defaultSize: app.defaultSize,
    poweredByUrl: app.poweredByUrl ?? null,
    theme: app.theme ?? null,
    onSdkReady: (sdk: SdkName) => machine.reportSdk(sdk, true),
    fbPageId: app.fbPageId,
    appId: app.appId,
    // SPEC §1 editing mode: every edit leaves the frame as `mc:editor-change`; the loader re-emits it.
    editSession: bootstrap.editMode ? createEditSession((field, value) => toHost.post('mc:editor-change', { field, value })) : null,
    // The SMS layouts and the omnichat bubble's SMS channel post to the backend; the others never do.
    smsEnv: kind.smsVariant === 'none' ? null : smsEnvironment(bootstrap, kind.smsVariant, typeof navigator === 'undefined' ? undefined : navigator),
    onPluginSlot: machine.pluginHost === null ? undefined : machine.pluginHost.attach,
    openWindow: (url: string) => toHost.post('mc:open-window', { url }),
    origin: typeof location === 'undefined' ? '' : location.origin,
    channelFacts: { fbPageId: app.fbPageId, widgetPhone: app.widgetPhone, smsChannelConnected: app.smsChannelConnected, pageName: app.pageName },
    // Read before this page view's impression updates the session: the time the widget was last seen.
    lastSeenAt: bootstrap.session.widget.lastImpression,
    onFillViewport: (fill: boolean) => layout.setPlacement(fill ? { ...placement, inset: 0, overlay: true } : placement),
    onPixelEvent: (event, detail) => toHost.post('mc:pixel-event', { event, detail }),
  };
}
