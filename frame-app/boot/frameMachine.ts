/**
 * The machine step: the widget actor with its services (widgetActor.ts), wired to the channel both
 * ways. Host messages become machine events; what the machine emits becomes bridge messages, in the
 * order afterLayoutQueue.ts keeps; the messenger plugin host turns the SDK's callbacks into events.
 * Everything here is set up before the actor starts, so no emitted event is missed.
 */
import type { Channel } from '../../bridge-protocol/channel';
import { errorText } from '../../bridge-protocol/errorText';
import type { MessengerSdkState, SdkName, WidgetCommand } from '../../bridge-protocol/messages';
import { MAX_PAYLOAD_LENGTH, newInstanceId } from '../../bridge-protocol/referenceValue';
import { stripPayload } from '../../bridge-protocol/stripPayload';
import { referenceValue } from '../machines/widgetSnapshot';
import type { WidgetMachineEvent } from '../machines/widgetTypes';
import { toAnchorId } from '../rules/anchorId';
import { impressionPixelDetail, newGuid } from '../services/impressionPixel';
import { createPluginHost, type PluginHost } from '../services/messengerPluginHost';
import type { SdkWindow } from '../services/messengerSdk';
import type { AfterLayoutQueue } from './afterLayoutQueue';
import { widgetLogPrefix } from './bootStep';
import type { PluginLoad, WidgetDisplay } from './displayDecision';
import type { FrameLayout } from './frameLayout';
import type { ToHost } from './toHost';
import type { ValidBootstrap } from './validateBootstrap';
import { machineInput } from './machineInput';
import { createWidgetActor, type WidgetActor } from './widgetActor';

export interface FrameMachineOptions {
  channel: Channel<'frame'>;
  valid: ValidBootstrap;
  display: WidgetDisplay;
  toHost: ToHost;
  queue: AfterLayoutQueue;
  /** A change of the host's viewport moves the layout as well as the machine. */
  layout: Pick<FrameLayout, 'setViewport'>;
  now: () => number;
  log: Pick<Console, 'error' | 'warn'>;
  /** The instance id a painted view on screen gave its links (FirstPaint.instanceId); null: a new one. */
  instanceId?: string | null;
  /**
   * The first script closed the painted view and said so (boot/earlyClose.ts): the machine's own close of
   * it, which bootFrame.ts sends, says the `close` event no second time.
   */
  closedEarly?: boolean;
}

export interface FrameMachine {
  readonly actor: WidgetActor;
  /** Null when no plugin loads (none wanted, an EU visitor, no app or page id). */
  readonly pluginHost: PluginHost | null;
  /** The messenger SDK as the frame knows it now: the `ready` event's detail. */
  messenger(): MessengerSdkState;
  /** SPEC §3 SDK-ready flags: an SDK loaded, or cannot (then the fallback stands in). */
  reportSdk(sdk: SdkName, ready: boolean): void;
  /** Stops the actor, the listeners and the plugin host; the channel belongs to the caller. */
  dispose(): void;
}

const COMMAND_EVENTS: Record<Exclude<WidgetCommand['command'], 'setPayload'>, WidgetMachineEvent> = {
  open: { type: 'OPEN' },
  forceOpen: { type: 'FORCE_OPEN' },
  // A command comes from the host page's code, not from the visitor: it is not a manual close.
  close: { type: 'CLOSE', manual: false },
  submit: { type: 'SUBMIT' },
};

export function startFrameMachine(options: FrameMachineOptions): FrameMachine {
  const { valid, display, toHost, queue, now, log } = options;
  const prefix = widgetLogPrefix(valid.bootstrap.widget.widget_id);
  const warn = (message: string): void => log.warn(`${prefix} ${message}`);
  const sdk = sdkReports(display.messenger.sdk, (name, ready) => queue.afterFirstLayout(() => toHost.post('mc:sdk', { sdk: name, ready })));
  // SPEC §3 "Widget instance": one instance id per mount; with the session id and the payload it is
  // the reference value. The checkbox plugin's user_ref must be unique per render, hence its own part.
  // A painted view already on screen has links with its instance id (firstPaint.ts): the same one.
  const instanceId = options.instanceId ?? newInstanceId();
  const userRef = `u${instanceId}${newInstanceId()}${String(now())}`;
  // The plugin host exists before the actor (the actor's services include it) but talks to it.
  let current: WidgetActor | null = null;
  const pluginHost =
    display.messenger.load === null
      ? null
      : framePluginHost(display.messenger.load, {
          identity: () => ({ ref: current === null ? '' : referenceValue(current.getSnapshot()), userRef }),
          send: (event) => current?.send(event),
          reportSdk: sdk.report,
          warn,
          // The SDK's own lines name what they are about; they carry no widget prefix.
          sdkWarn: (message) => log.warn(message),
        });
  const actor = createWidgetActor(
    { pixelApi: valid.bootstrap.pixelApi, accountId: valid.bootstrap.app.pageId, pluginHost },
    machineInput(valid, display, { instanceId, userRef, now }),
  );
  current = actor;
  const { widget_id, widget_type } = valid.bootstrap.widget;
  const emitted = forwardEmitted(actor, toHost, queue, { id: String(widget_id), type: widget_type, closeSaid: options.closedEarly === true }, { warn, error: (message) => log.error(`${prefix} ${message}`) });
  const listeners = listenToHost(options.channel, actor, options.layout, warn);
  actor.start();
  return {
    actor,
    pluginHost,
    messenger: sdk.messenger,
    reportSdk: sdk.report,
    dispose() {
      for (const off of listeners) off();
      for (const subscription of emitted) subscription.unsubscribe();
      pluginHost?.dispose();
      actor.stop();
    },
  };
}

interface PluginHostLinks {
  identity(): { ref: string; userRef: string };
  send(event: WidgetMachineEvent): void;
  reportSdk(sdk: SdkName, ready: boolean): void;
  warn(message: string): void;
  sdkWarn(message: string): void;
}

/** SPEC §4 "Rendering of messenger plugin": the SDK is a lazy chunk, loaded only for a plugin. */
function framePluginHost(load: PluginLoad, links: PluginHostLinks): PluginHost {
  return createPluginHost({
    load: () =>
      import('../services/messengerRuntime').then((runtime) =>
        runtime.loadPluginRuntime(load.settings, { win: window as unknown as SdkWindow, doc: document }, links.sdkWarn),
      ),
    identity: links.identity,
    appId: load.settings.appId,
    pageId: load.pageId,
    onSignal: (signal) => links.send({ type: 'PLUGIN', signal }),
    onSize: (size) => links.send({ type: 'PLUGIN_SIZE', size }),
    onReady: () => {
      links.send({ type: 'SDK_READY' });
      links.reportSdk('fbsdk', true);
    },
    onLoadFailed: (error) => {
      links.warn(`${errorText(error)}; the "Go to Messenger" fallback shows instead of the plugin.`);
      links.send({ type: 'SDK_FAILED' });
      links.reportSdk('fbsdk', false);
    },
  });
}

interface SdkReports {
  messenger(): MessengerSdkState;
  report(sdk: SdkName, ready: boolean): void;
}

/** The SPEC §3 SDK flags, each said once, and the messenger SDK's state for the `ready` event. */
function sdkReports(initial: MessengerSdkState, send: (sdk: SdkName, ready: boolean) => void): SdkReports {
  let messenger = initial;
  const ready = new Set<SdkName>();
  const report = (sdk: SdkName, isReady: boolean): void => {
    // Every video of a widget reports its player, and the flag needs saying once.
    if (isReady && ready.has(sdk)) return;
    if (isReady) ready.add(sdk);
    if (sdk === 'fbsdk') messenger = isReady ? 'ready' : 'fallback';
    send(sdk, isReady);
  };
  return { messenger: () => messenger, report };
}

/** What the machine emits, as bridge messages and console lines. */
function forwardEmitted(
  actor: WidgetActor,
  toHost: ToHost,
  queue: AfterLayoutQueue,
  widget: { id: string; type: string; closeSaid: boolean },
  log: { warn(message: string): void; error(message: string): void },
): Array<{ unsubscribe(): void }> {
  const { post, widgetEvent } = toHost;
  let closeSaid = widget.closeSaid;
  /** SPEC §7: the impression's pixel event, its payload built here (services/impressionPixel.ts); the loader sends it. */
  const impressionPixel = (at: number): void => {
    impressionPixelDetail(widget, at, newGuid()).then(
      (detail) => post('mc:pixel-event', { event: 'impression', detail }),
      (error: unknown) => log.warn(`the impression's pixel event was not built: ${errorText(error)}`),
    );
  };
  return [
    actor.on('rendered', ({ renderReason }) => queue.afterFirstLayout(() => widgetEvent('rendered', { renderReason }))),
    actor.on('open', ({ trigger }) => queue.afterNextLayout(() => widgetEvent('open', { trigger }))),
    actor.on('impression', ({ at }) =>
      queue.afterNextLayout(() => {
        post('mc:session-update', { lastImpression: at, manualClose: false });
        widgetEvent('impression', { at });
        impressionPixel(at);
      }),
    ),
    actor.on('close', ({ manual }) =>
      queue.afterNextLayout(() => {
        // Said again after the impression's update, which writes manualClose: false.
        if (manual) post('mc:session-update', { manualClose: true });
        if (closeSaid) closeSaid = false;
        else widgetEvent('close', { manual });
      }),
    ),
    actor.on('submitted', ({ ref, userRef }) => queue.afterFirstLayout(() => widgetEvent('submitted', { ref, userRef }))),
    actor.on('optedin', ({ ref, userRef }) => queue.afterFirstLayout(() => widgetEvent('optedin', { ref, userRef }))),
    actor.on('checked', ({ checked, ref, userRef }) => queue.afterFirstLayout(() => widgetEvent('checked', { checked, ref, userRef }))),
    actor.on('warning', ({ message }) => log.warn(message)),
    // DESIGN "Who decides what": the loader sanitises the URL and navigates the host; the frame never does.
    actor.on('navigate', ({ url, target }) => post('mc:navigate', { url, target })),
    actor.on('error', ({ message }) => {
      log.error(message);
      widgetEvent('error', { message });
    }),
  ];
}

/** The host's messages, as machine events. */
function listenToHost(channel: Channel<'frame'>, actor: WidgetActor, layout: Pick<FrameLayout, 'setViewport'>, warn: (message: string) => void): Array<() => void> {
  return [
    channel.on('mc:page-signals', (page) => actor.send({ type: 'PAGE_SIGNALS', page })),
    channel.on('mc:anchor-reached', ({ anchor }) => {
      const id = toAnchorId(anchor);
      if (id !== null) actor.send({ type: 'ANCHOR_REACHED', anchor: id });
    }),
    channel.on('mc:route-change', (route) => actor.send({ type: 'ROUTE_CHANGE', route })),
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
      if (stripped.changed) warn('the payload was stripped to the characters a-z A-Z 0-9 + / = - . _');
      // SPEC §3 reference value: the payload rides in the messenger ref, at most MAX_PAYLOAD_LENGTH characters.
      if (stripped.value.length > MAX_PAYLOAD_LENGTH) warn(`the payload was cut to ${String(MAX_PAYLOAD_LENGTH)} characters`);
      actor.send({ type: 'SET_PAYLOAD', payload: stripped.value.slice(0, MAX_PAYLOAD_LENGTH) });
    }),
  ];
}
