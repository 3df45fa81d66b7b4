/**
 * The boot sequence of one widget frame, identical in the real iframe and in QA mode (only the channel
 * differs): hello → bootstrap → widget actor → React → first `mc:layout`.
 *
 * The first layout is the third bridge message (DESIGN budget: the frame is sized by message 3), so
 * everything else the boot produces (ready, rendered, an immediate impression, the anchor watch list)
 * is queued and sent right after it.
 */
import { errorText } from '../../bridge-protocol/errorText';
import { createElement, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Channel, OutName } from '../../bridge-protocol/channel';
import { classifyWidget } from '../../bridge-protocol/config';
import { PROTOCOL_VERSION, type Bootstrap, type FrameToHostMap, type MessengerSdkState, type SdkName, type WidgetCommand, type WidgetEvent } from '../../bridge-protocol/messages';
import type { MergedWidget } from '../config/mergeWidget';
import { isDisplayed, referenceValue, type WidgetMachineEvent } from '../machines/widgetMachine';
import { buttonTypeError, messengerPluginFor } from '../rules/messengerPlugin';
import { createPluginHost, type PluginHost } from '../services/messengerPluginHost';
import type { SdkWindow } from '../services/messengerSdk';
import { parseMessengerOverrideValues } from '../../bridge-protocol/messengerOverrides';
import { sdkSettings } from '../rules/sdkSettings';
import { createEditSession, type EditSession } from '../parts/editSession';
import { anchorsToWatch } from '../rules/anchorsToWatch';
import { configuredPayload } from '../rules/configuredPayload';
import { toAnchorId } from '../rules/anchorId';
import { stripPayload } from '../../bridge-protocol/stripPayload';
import { MAX_PAYLOAD_LENGTH, newInstanceId } from '../../bridge-protocol/referenceValue';
import { widgetKind } from '../widgets/kinds';
import { withKindDefaults } from '../widgets/kindDefaults';
import { layoutName } from '../rules/layoutName';
import { exitDurationMs } from '../rules/motion';
import { prefersReducedMotion } from '../parts/usePrefersReducedMotion';
import { isSmsLayout } from '../rules/smsVariant';
import { loadLayoutView } from '../widgets/layoutViews';
import { yieldToMain } from '../../bridge-protocol/yieldToMain';
import { smsEnvironment, type SmsEnvironment } from '../widgets/sms/smsEnvironment';
import { widgetLabel } from '../widgets/widgetLabel';
import { FrameRoot } from './FrameRoot';
import { createFrameLayout, type FrameLayout } from './frameLayout';
import { frameTitle } from './frameTitle';
import { placementFor } from './placement';
import { createWidgetActor, type WidgetActor } from './widgetActor';

export type { WidgetActor } from './widgetActor';

export interface BootFrameOptions {
  channel: Channel<'frame'>;
  /** The widget id from the frame URL; the bootstrap must be for this widget. */
  widgetId: string;
  /** The content root: React renders into it and its border box is the widget's size. */
  root: HTMLElement;
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

const COMMAND_EVENTS: Record<Exclude<WidgetCommand['command'], 'setPayload'>, WidgetMachineEvent> = {
  open: { type: 'OPEN' },
  forceOpen: { type: 'FORCE_OPEN' },
  // A command comes from the host page's code, not from the visitor: it is not a manual close.
  close: { type: 'CLOSE', manual: false },
  submit: { type: 'SUBMIT' },
};


export async function bootFrame(options: BootFrameOptions): Promise<BootedFrame | null> {
  const { channel, widgetId, root } = options;
  const log = options.log ?? console;
  const now = options.now ?? Date.now;
  const prefix = `[MC] widget ${widgetId}:`;

  const post = <N extends OutName<'frame'>>(name: N, payload: FrameToHostMap[N]): void => {
    channel.send(name, payload).catch((error: unknown) => log.warn(`${prefix} ${name} was not delivered: ${errorText(error)}`));
  };
  const widgetEvent = (event: WidgetEvent['event'], detail?: WidgetEvent['detail']): void =>
    post('mc:widget-event', detail ? { event, detail } : { event });

  // ---------- hello → bootstrap ----------
  let bootstrap: Bootstrap;
  try {
    bootstrap = await channel.send('mc:hello', { protocolVersion: PROTOCOL_VERSION, widgetId });
    performance.mark?.('mc:frame-bootstrap');
  } catch (error) {
    log.error(`${prefix} the host refused or did not answer mc:hello (${errorText(error)}); the widget stays hidden.`);
    return null;
  }
  if (bootstrap.protocolVersion !== PROTOCOL_VERSION) {
    log.error(`${prefix} the host speaks bridge protocol ${bootstrap.protocolVersion}, this frame speaks ${PROTOCOL_VERSION}; the widget stays hidden.`);
    return null;
  }
  if (String(bootstrap.widget.widget_id) !== widgetId) {
    log.error(`${prefix} the host sent the configuration of widget ${String(bootstrap.widget.widget_id)}; the widget stays hidden.`);
    return null;
  }

  const type = bootstrap.widget.widget_type;
  const kind = classifyWidget(type, bootstrap.widget.channel);
  if (kind !== 'visual') {
    // SPEC §8: a type and channel pair with no layout is an error, reported rather than guessed around.
    const reason = kind === 'config-only' ? 'config-only type' : kind;
    log.error(`${prefix} ${type} on channel ${bootstrap.widget.channel ?? 'fb'} has no visitor layout (${reason}).`);
    widgetEvent('error', { reason: 'no-layout', widgetType: type, channel: bootstrap.widget.channel ?? 'fb' });
    return null;
  }
  // The kind's row (widgets/kinds.ts): every per-kind decision below reads it.
  const row = widgetKind(type, bootstrap.widget.channel);
  const widget = withKindDefaults(bootstrap.widget);
  let placement: ReturnType<typeof placementFor>;
  try {
    placement = placementFor(widget);
  } catch (error) {
    // SPEC §8 developer-level error (boot/placement.ts): reported, and the widget renders nothing.
    log.error(`${prefix} ${errorText(error)}; this widget is disabled.`);
    widgetEvent('error', { reason: 'invalid-placement', widgetType: type });
    return null;
  }
  if (!row || !placement) {
    log.error(`${prefix} layout for ${layoutName(type, bootstrap.widget.channel)} is not built yet`);
    widgetEvent('error', { reason: 'layout-not-built', widgetType: type });
    return null;
  }

  // SPEC §4/§8: any buttonType but button or checkbox is an error; the widget renders nothing.
  const buttonTypeProblem = buttonTypeError(row.pluginLayout, widget.data.main);
  if (buttonTypeProblem !== null) {
    log.error(`${prefix} ${buttonTypeProblem}`);
    widgetEvent('error', { reason: 'unknown-button-type', widgetType: type });
    return null;
  }

  // The layout's chunk: main.tsx asked for it at start (the URL names the kind), so it is usually here.
  try {
    await loadLayoutView(type, bootstrap.widget.channel);
  } catch (error) {
    log.error(`${prefix} the ${layoutName(type, bootstrap.widget.channel)} layout could not be loaded (${errorText(error)}); the widget stays hidden.`);
    widgetEvent('error', { reason: 'layout-not-loaded', widgetType: type });
    return null;
  }
  // Boot runs in steps with the host's main thread free in between: without site isolation (most
  // Android phones) this frame shares that thread with the host page.
  await yieldToMain();

  // ---------- messenger plugin (SPEC §4 "Rendering of messenger plugin") ----------
  const plugin = messengerPluginFor(row.pluginLayout, widget.data.main, bootstrap.editMode);
  // SPEC §3 "Widget instance": one instance id per mount; with the session id and the payload it is
  // the reference value. The checkbox plugin's user_ref must be unique per render, hence its own part.
  const instanceId = newInstanceId();
  const userRef = `u${instanceId}${newInstanceId()}${String(now())}`;
  const payload = configuredPayload(widget.data.setup);
  if (payload.warning !== null) log.warn(`${prefix} ${payload.warning}`);
  const overrides = parseMessengerOverrideValues(bootstrap.messengerOverrides, log.warn);
  const settings = sdkSettings(bootstrap.app, overrides);
  let actorRef: WidgetActor | null = null;
  const toActor = (event: WidgetMachineEvent): void => actorRef?.send(event);
  // EU visitors count as rendered at once and get the link (the plugins do not serve them): no SDK.
  const pluginHost: PluginHost | null =
    plugin === 'none' || bootstrap.app.isEuAffected
      ? null
      : settings === null || bootstrap.app.fbPageId === null
        ? (log.warn(`${prefix} no appId or fb_page_id in the configuration, so no messenger plugin; the "Go to Messenger" fallback follows.`), null)
        : createPluginHost({
            load: () =>
              import('../services/messengerRuntime').then((runtime) =>
                runtime.loadMessengerPlugins(settings, { win: window as unknown as SdkWindow, doc: document }, log.warn),
              ),
            identity: () => ({ ref: actorRef === null ? '' : referenceValue(actorRef.getSnapshot()), userRef }),
            appId: settings.appId,
            pageId: bootstrap.app.fbPageId,
            onSignal: (signal) => toActor({ type: 'PLUGIN', signal }),
            onSize: (size) => toActor({ type: 'PLUGIN_SIZE', size }),
            onReady: () => {
              toActor({ type: 'SDK_READY' });
              reportSdk('fbsdk', true);
            },
            onLoadFailed: (error) => {
              log.warn(`${prefix} ${errorText(error)}; the "Go to Messenger" fallback shows instead of the plugin.`);
              toActor({ type: 'SDK_FAILED' });
              reportSdk('fbsdk', false);
            },
          });

  // ---------- actor ----------
  const actor: WidgetActor = createWidgetActor(
    { pixelApi: bootstrap.pixelApi, accountId: bootstrap.app.pageId, pluginHost },
    {
      widget,
      session: bootstrap.session.widget,
      page: bootstrap.page,
      route: bootstrap.route,
      viewport: bootstrap.viewport,
      now,
      euAffected: bootstrap.app.isEuAffected,
      editMode: bootstrap.editMode,
      renderTimeoutMs: overrides.renderTimeoutMs ?? undefined,
      plugin,
      afterSubmitClass: row.afterSubmit,
      placement: row.placement,
      sessionId: bootstrap.session.sessionId,
      instanceId,
      userRef,
      pluginUnavailable: plugin !== 'none' && !bootstrap.app.isEuAffected && pluginHost === null,
      payload: payload.payload,
    },
  );
  actorRef = actor;

  // Everything but the first layout waits until that layout is sent. After boot, the events of a
  // change of visibility wait for the `mc:layout` of that change, so a host listener for `open` finds
  // the iframe shown. React commits in a microtask; the timeout only covers a change React never
  // commits (open and close in one batch).
  let sized = false;
  const queued: Array<() => void> = [];
  let flushTimer: ReturnType<typeof setTimeout> | null = null;
  const flushQueued = (): void => {
    if (flushTimer !== null) clearTimeout(flushTimer);
    flushTimer = null;
    for (const send of queued.splice(0)) send();
  };
  const afterSized = (send: () => void): void => {
    if (sized) send();
    else queued.push(send);
  };
  // SPEC §4: the host's `ready` follows the messenger SDK. This frame's part: no plugin needs it; it is
  // loading; it loaded; or it cannot (EU visitor, no app or page id, blocked) and the fallback stands in.
  let messenger: MessengerSdkState = plugin === 'none' ? 'none' : pluginHost === null ? 'fallback' : 'pending';
  const readySdks = new Set<SdkName>();
  function reportSdk(sdk: SdkName, ready: boolean): void {
    // Once per SDK: every video of a widget reports its player, and the flag needs saying once.
    if (ready && readySdks.has(sdk)) return;
    if (ready) readySdks.add(sdk);
    if (sdk === 'fbsdk') messenger = ready ? 'ready' : 'fallback';
    afterSized(() => post('mc:sdk', { sdk, ready }));
  }
  const afterLayout = (send: () => void): void => {
    queued.push(send);
    if (sized && flushTimer === null) flushTimer = setTimeout(flushQueued, 0);
  };

  const emitted = [
    actor.on('rendered', ({ renderReason }) => afterSized(() => widgetEvent('rendered', { renderReason }))),
    actor.on('open', ({ trigger }) => afterLayout(() => widgetEvent('open', { trigger }))),
    actor.on('impression', ({ at }) =>
      afterLayout(() => {
        post('mc:session-update', { lastImpression: at, manualClose: false });
        widgetEvent('impression', { at });
      }),
    ),
    actor.on('close', ({ manual }) =>
      afterLayout(() => {
        if (manual) post('mc:session-update', { manualClose: true });
        widgetEvent('close', { manual });
      }),
    ),
    actor.on('submitted', ({ ref, userRef: user }) => afterSized(() => widgetEvent('submitted', { ref, userRef: user }))),
    actor.on('optedin', ({ ref, userRef: user }) => afterSized(() => widgetEvent('optedin', { ref, userRef: user }))),
    actor.on('checked', ({ checked, ref, userRef: user }) => afterSized(() => widgetEvent('checked', { checked, ref, userRef: user }))),
    actor.on('warning', ({ message }) => log.warn(`${prefix} ${message}`)),
    // DESIGN "Who decides what": the loader sanitises the URL and navigates the host; the frame never does.
    actor.on('navigate', ({ url, target }) => post('mc:navigate', { url, target })),
    actor.on('error', ({ message }) => {
      log.error(`${prefix} ${message}`);
      widgetEvent('error', { message });
    }),
  ];

  // ---------- layout ----------
  const layout: FrameLayout = createFrameLayout({
    root,
    placement,
    hiddenWidth: row.hiddenWidth,
    title: frameTitle(widgetLabel(widget), type),
    viewport: bootstrap.viewport,
    sendLayout: (request) => post('mc:layout', request),
    sendResize: (size) => post('mc:resize', size),
    requestFrame: (callback) => window.requestAnimationFrame(callback),
    cancelFrame: (handle) => window.cancelAnimationFrame(handle),
    ResizeObserver: typeof ResizeObserver === 'function' ? ResizeObserver : undefined,
    // Read at each close: the visitor may switch reduced motion on while the page is open. The iframe
    // hides when the exit's transition ends; the duration only bounds a transition that never does.
    // A hidden page (a background tab) paints no frame, so its exit would wait for the tab to come
    // back while nobody could see it: no exit there.
    exitDuration: () => (document.hidden ? 0 : exitDurationMs(row.placement, prefersReducedMotion())),
  });

  // ---------- host → frame ----------
  const listeners = [
    channel.on('mc:page-signals', (page) => {
      actor.send({ type: 'PAGE_SIGNALS', page });
    }),
    channel.on('mc:anchor-reached', ({ anchor }) => {
      const id = toAnchorId(anchor);
      if (id !== null) actor.send({ type: 'ANCHOR_REACHED', anchor: id });
    }),
    channel.on('mc:route-change', (route) => {
      actor.send({ type: 'ROUTE_CHANGE', route });
    }),
    channel.on('mc:viewport', (viewport) => {
      layout.setViewport(viewport);
      actor.send({ type: 'VIEWPORT', viewport });
    }),
    channel.on('mc:widget-command', ({ command, payload }) => {
      if (command !== 'setPayload') {
        actor.send(COMMAND_EVENTS[command]);
        return;
      }
      const stripped = stripPayload(payload ?? '');
      if (stripped.changed) log.warn(`${prefix} the payload was stripped to the characters a-z A-Z 0-9 + / = - . _`);
      // SPEC §3 reference value: the payload rides in the messenger ref, at most MAX_PAYLOAD_LENGTH characters.
      if (stripped.value.length > MAX_PAYLOAD_LENGTH) log.warn(`${prefix} the payload was cut to ${String(MAX_PAYLOAD_LENGTH)} characters`);
      actor.send({ type: 'SET_PAYLOAD', payload: stripped.value.slice(0, MAX_PAYLOAD_LENGTH) });
    }),
  ];

  // ---------- React ----------
  actor.start();
  await yieldToMain();
  const reactRoot: Root = createRoot(root);
  let disposed = false;
  let firstCommit = true;
  // The first commit starts the layout (below), which measures that DOM; later ones report changes.
  const onDisplayCommitted = (displayed: boolean): void => {
    if (firstCommit) {
      firstCommit = false;
      performance.mark?.('mc:frame-commit');
      // After the commit phase, so the machine's reaction to RENDERED is not a render inside a commit.
      queueMicrotask(startLayout);
      return;
    }
    layout.displayCommitted(displayed);
    if (sized) flushQueued();
  };
  // SPEC §1 editing mode: every edit leaves the frame as `mc:editor-change`; the loader re-emits it.
  const editSession: EditSession | null = bootstrap.editMode
    ? createEditSession((field, value) => post('mc:editor-change', { field, value }))
    : null;
  const sms = isSmsLayout(row.smsVariant);
  // The SMS layouts and the omnichat bubble's SMS channel post to the backend; the others never do.
  const smsEnv: SmsEnvironment | null =
    row.smsVariant !== 'none' ? smsEnvironment(bootstrap, typeof navigator === 'undefined' ? undefined : navigator) : null;
  const { fbPageId, widgetPhone, smsChannelConnected } = bootstrap.app;
  performance.mark?.('mc:frame-render');
  // A transition: React renders in slices of a few milliseconds instead of one long task.
  startTransition(() =>
    reactRoot.render(
      createElement(FrameRoot, {
        actor,
        onDisplayCommitted,
        defaultSize: bootstrap.app.defaultSize,
        poweredByUrl: bootstrap.app.poweredByUrl ?? null,
        onSdkReady: (sdk: SdkName) => reportSdk(sdk, true),
        fbPageId: bootstrap.app.fbPageId,
        appId: bootstrap.app.appId,
        editSession,
        smsEnv,
        onPluginSlot: pluginHost === null ? undefined : pluginHost.attach,
        openWindow: (url: string) => post('mc:open-window', { url }),
        origin: typeof location === 'undefined' ? '' : location.origin,
        channelFacts: { fbPageId, widgetPhone, smsChannelConnected },
        // Read before this page view's impression updates the session: the time the widget was last seen.
        lastSeenAt: bootstrap.session.widget.lastImpression,
        onFillViewport: (fill: boolean) => layout.setPlacement(fill ? { ...placement, inset: 0, overlay: true } : placement),
        onPixelEvent: (event, detail) => post('mc:pixel-event', { event, detail }),
      }),
    ),
  );
  // A layout without a messenger plugin has rendered once its DOM is committed; one with a plugin waits
  // for the plugin's rendered event or the forced rendered timeout (SPEC §4). An SMS layout reports it
  // itself, 100 ms after its opt-in is ready (SPEC §4, §9).

  // ---------- first layout, then everything that waited for it ----------
  function startLayout(): void {
    if (disposed) return;
    if (!sms && plugin === 'none') actor.send({ type: 'RENDERED' });
    layout.start(isDisplayed(actor.getSnapshot()));
    performance.mark?.('mc:frame-layout');
    sized = true;
    const anchors = anchorsToWatch(widget.data.main);
    if (anchors.length > 0) post('mc:watch-anchors', { anchors });
    widgetEvent('ready', { widgetType: type, messenger });
    flushQueued();
  }

  return {
    widget,
    bootstrap,
    actor,
    dispose() {
      if (disposed) return;
      disposed = true;
      if (flushTimer !== null) clearTimeout(flushTimer);
      for (const off of listeners) off();
      for (const subscription of emitted) subscription.unsubscribe();
      layout.dispose();
      pluginHost?.dispose();
      actor.stop();
      reactRoot.unmount();
      root.style.width = '';
    },
  };
}
