/**
 * The host side of one widget: its iframe, its bridge channel and the layout the frame asked for.
 * Listeners are bound to this iframe's window and the frame origin only, so a message from any other
 * window or origin never reaches these handlers.
 */
import { listenForFrame, type Channel } from '../../bridge-protocol/channel';
import { asText, type AppConfig, type Widget } from '../../bridge-protocol/config';
import {
  frameToHost,
  PROTOCOL_VERSION,
  type BootstrapMessage,
  type FrameToHostMap,
  type HostToFrameMap,
  type HostToFrameName,
  type LayoutRequest,
  type SdkReady,
  type Viewport,
  type WidgetCommand,
  type WidgetEventName,
} from '../../bridge-protocol/messages';
import { checkboxReport, NO_CHECKBOX_STATE, type CheckboxState } from '../checkboxState';
import type { EmbedSettings } from '../embedAttributes';
import type { MessengerOverrideValues } from '../../bridge-protocol/messengerOverrides';
import type { PageSignals } from '../signals/pageSignals';
import type { WidgetSession } from '../widgetSession';
import { replaceStyles } from './applyStyles';
import { reducedMotion } from './reducedMotion';
import { BAR_SLIDE_EASING, BAR_SLIDE_MS } from '../../bridge-protocol/barSlide';
import { buildFrameUrl } from '../../bridge-protocol/frameUrl';
import { frameFactsFragment } from '../../bridge-protocol/frameFacts';
import { MOBILE_BREAKPOINT_PX } from '../../bridge-protocol/mobileBreakpoint';
import { safeStringify } from '../../bridge-protocol/safeJson';
import { createWidgetFrame, WIDGET_FRAME_TITLE } from './createWidgetFrame';
import { createDialogFocus, isDialogPlacement } from './dialogFocus';
import { reserveSpace } from './embedAnchor';
import { allowedChatLink, allowedRedirect } from './allowedNavigation';
import { navigateHost } from './navigate';
import { place, type Stacked } from './placementManager';
import { HIDDEN_STYLES, placementStyles, progressiveStyles, pushPagePadding, type StyleMap } from './placementStyles';
import { createPagePusher } from './pushPage';
import { isOverlay } from '../../bridge-protocol/overlayCap';
import { widgetZIndex } from '../../bridge-protocol/stacking';
import type { LazyGrowth } from '../growth/lazyGrowth';

export interface HostContext {
  settings: EmbedSettings;
  /** The visitor's split tests, audiences and the page-wide overlay cap (issue 47). */
  growth: LazyGrowth;
  /**
   * The page's configuration as checked (pageFields.ts), its widget list emptied, and the host page's
   * font when its theme asks for it: every bootstrap carries them, and the frame builds the runtime app
   * state from them (bridge-protocol/bootstrapApp.ts). Replaced on a page-level change (replaceChangedWidgets.ts).
   */
  page: { config: AppConfig; hostFont: string | null };
  /** SPEC §3 SDK-ready flags, set by the frames' `mc:sdk`: frames created later boot with them. */
  sdkReady: SdkReady;
  session: WidgetSession;
  hostOrigin: string;
  messengerOverrides: MessengerOverrideValues;
  /** The page's state as it is now (every bootstrap carries it), and the anchors a frame asks to watch. */
  signals: PageSignals;
  /** A lifecycle or widget event for the public object. */
  emit(event: string, detail: Record<string, unknown>): void;
  /** A frame's pixel event; the host adds widget_id (this widget's own) and user_agent. */
  logPixel(widgetId: string, event: string, detail: Record<string, string | number>): void;
  /** The frame's `mc:sdk` report (SPEC §3 SDK-ready flags, SPEC §4 ready follows the messenger SDK). */
  sdk(id: string, report: FrameToHostMap['mc:sdk']): void;
  onVisible(host: WidgetHost): void;
  /** Settles when every frame of the page's configuration has been created and has said hello, or had its turn (boot.ts). */
  allFramesStarted: Promise<void>;
}

export interface WidgetHost {
  readonly id: string;
  readonly type: string;
  /** The named trigger event that opens it (SPEC §4 manual open, `data.setup.triggerEvent`), if any. */
  readonly triggerEvent: string | null;
  readonly iframe: HTMLIFrameElement;
  readonly visible: boolean;
  /** The checkbox controller as the frame last reported it (SPEC §3); all null until then. */
  readonly checkbox: CheckboxState;
  /** Settles when the frame's first script has said hello (its document has loaded and runs). */
  readonly hello: Promise<void>;
  deliver<N extends HostToFrameName>(name: N, payload: HostToFrameMap[N]): void;
  command(command: WidgetCommand): void;
  destroy(): void;
}

/** A stacked widget's move when one appears or goes under it: the bars' own slide. */
const STACK_GLIDE = `transform ${BAR_SLIDE_MS}ms ${BAR_SLIDE_EASING}`;

/** Visible to the visitor: asked to be visible and not of zero height. */
function isShown(layout: LayoutRequest | null): boolean {
  return layout !== null && layout.visible && layout.size.height > 0;
}

/**
 * A modal or takeover covers the viewport whatever size it reports: its first visible layout is often
 * measured at height 0 (100dvh of the still hidden iframe), so its focus handling must not wait for a
 * non-zero size, which may come only with a later mc:resize (that never opened the dialog focus).
 */
function isDialogShown(layout: LayoutRequest | null): boolean {
  return layout !== null && layout.visible && isDialogPlacement(layout.placement);
}

/** The answer to a frame's hello: its bootstrap, with the page's state as it is now; a frame of another protocol is refused. */
function answerHello(hello: FrameToHostMap['mc:hello'], widget: Widget, id: string, ctx: HostContext): BootstrapMessage {
  if (hello.protocolVersion !== PROTOCOL_VERSION) {
    const message = `[MC] widget ${id}: frame speaks bridge protocol ${hello.protocolVersion}, this loader speaks ${PROTOCOL_VERSION}; the widget is disabled.`;
    console.error(message);
    throw new Error(message);
  }
  const { page, route, viewport } = ctx.signals;
  return {
    protocolVersion: PROTOCOL_VERSION,
    widget: widget as BootstrapMessage['widget'],
    pageId: ctx.settings.pageId,
    config: ctx.page.config,
    hostFont: ctx.page.hostFont,
    sdkReady: ctx.sdkReady,
    session: ctx.session.snapshotFor(id),
    page,
    route,
    viewport,
    editMode: ctx.settings.editMode,
    api: ctx.settings.api,
    pixelApi: ctx.settings.pixelApi,
    messengerOverrides: ctx.messengerOverrides,
  };
}

/**
 * What a frame reports or asks that its host keeps no state for: pixel events, the widget session,
 * anchors to watch, SDK flags, the editor's changes, and the navigation the loader decides on.
 */
function answerFrame(channel: Channel<'host'>, widget: Widget, id: string, ctx: HostContext): void {
  channel.on('mc:pixel-event', ({ event, detail }) => ctx.logPixel(id, event, detail ?? {}));

  channel.on('mc:session-update', (change) => ctx.session.update(id, change));

  channel.on('mc:watch-anchors', ({ anchors }) => ctx.signals.watchAnchors(anchors));

  channel.on('mc:sdk', (report) => ctx.sdk(id, report));

  // The loader decides (DESIGN.md "Who decides what") from the configuration it holds: only the
  // widget's configured redirect, only this widget's m.me link (allowedNavigation.ts). navigateHost
  // re-applies the link rules and allows only http(s); `new` opens with noopener.
  const refuse = (url: string, allowed: string): void =>
    console.warn(`[MC] widget ${id}: refused to open ${url.slice(0, 200)}: the widget may open only ${allowed}.`);

  channel.on('mc:navigate', ({ url }) => {
    const redirect = allowedRedirect(url, widget.data?.submitted, window.location.href);
    if (redirect) navigateHost(window, redirect.url, redirect.target, id);
    else refuse(url, 'its configured redirectUrl');
  });

  channel.on('mc:open-window', ({ url }) => {
    const link = allowedChatLink(url, asText(ctx.page.config.fb_page_id), id);
    if (link) navigateHost(window, link, 'new', id);
    else refuse(url, 'its own m.me chat link');
  });

  // SPEC §1 editing mode: the editor subscribes with MC.on('editor:change', …). A frame of a page not
  // embedded in editing mode has nothing to report, so such a message is not passed on to the page.
  channel.on('mc:editor-change', ({ field, value }) => {
    if (!ctx.settings.editMode) return console.warn(`[MC] widget ${id}: ignored an editor change outside editing mode`);
    ctx.emit('editor:change', { widgetId: id, widgetType: widget.widget_type, field, value });
  });
}

/** One frame's place on the page: what it asks for (mc:layout, mc:resize) and what the placement manager lets it have. */
interface FramePlacement extends Stacked {
  readonly visible: boolean;
  /** What the frame asks for: an `mc:layout`, or the one its hello carried. */
  ask(layout: LayoutRequest): void;
  /** The frame is gone: its place is given up. */
  dispose(): void;
}

/** With what goes with a place: the iframe's CSS, the host page's padding for a pushPage bar, a dialog's focus. */
function createFramePlacement(
  iframe: HTMLIFrameElement,
  channel: Channel<'host'>,
  ctx: HostContext,
  anchor: HTMLElement | null,
  onVisible: () => void,
  overlay: boolean,
): FramePlacement {
  const pusher = createPagePusher(iframe.ownerDocument.documentElement);
  const dialogFocus = createDialogFocus(iframe);
  let asked: LayoutRequest | null = null;
  /** What the placement manager let the frame have (null: hidden or waiting). */
  let shown: LayoutRequest | null = null;
  let applied: StyleMap = HIDDEN_STYLES;
  const ask = (layout: LayoutRequest | null): void => {
    if (layout?.title) iframe.setAttribute('title', layout.title);
    // The page-wide cap: an overlay that asks to appear while it is reached stays hidden (two frames that
    // decided at once; each frame also checks the cap itself, growth/overlayCount.ts).
    if (overlay && layout?.visible && !asked?.visible && ctx.growth.now?.cap.capped()) return;
    asked = layout;
    // Its frame decided: an embed that does not show (and will not on its own) gives back its anchor's space.
    if (anchor && layout && !layout.waiting) reserveSpace(anchor, layout.visible);
    place(placement, ctx.signals.viewport.width);
  };
  channel.on('mc:layout', ask);
  channel.on('mc:resize', (size) => {
    if (asked) ask({ ...asked, size });
  });
  const placement: FramePlacement = {
    ask,
    get layout() {
      return asked && asked.visible ? asked : null;
    },
    place(extra) {
      const was = shown;
      shown = extra && placement.layout;
      const next = shown ? { ...placementStyles(shown.placement, shown.size, widgetZIndex(ctx.page.config.stacking)), ...progressiveStyles(shown.placement), ...extra } : HIDDEN_STYLES;
      // One already in view glides to its new stack place (one that appeared under it); a new one appears in place.
      if (isShown(was) && isShown(shown) && !reducedMotion()) next.transition = STACK_GLIDE;
      replaceStyles(iframe, applied, next);
      applied = next;
      pusher.set(shown && pushPagePadding(shown.placement, shown.size));
      // Keyed on visibility, not size (see isDialogShown); the frame may already hold focus by now,
      // dialogFocus then returns it to the host element the frame took it from.
      if (isDialogShown(shown) && !isDialogShown(was)) dialogFocus.opened();
      if (isShown(shown) && !isShown(was)) onVisible();
      if (isDialogShown(was) && !isDialogShown(shown)) dialogFocus.closed();
    },
    get visible() {
      return isShown(shown);
    },
    dispose() {
      ask(null);
      dialogFocus.dispose();
    },
  };
  return placement;
}

/**
 * A kind whose desktop first view holds from `frame_viewport` px up, on a desktop: below it, or on a
 * mobile device, the frame's address names this visitor's viewport and the server renders for it (frameUrl.ts).
 */
function addressedViewport(widget: Widget, seen: Viewport): Viewport | undefined {
  return typeof widget.frame_viewport === 'number' && (seen.width < widget.frame_viewport || seen.mobile) ? seen : undefined;
}

/**
 * What a painted view's fit on this page depends on (item 2): whether the device rule counts the visitor
 * as mobile (a mobile device, or a viewport under the breakpoint), the viewport the address named, if any, and the route. A hello's layout
 * decided from the address's facts is shown only while this is what it was when the frame was made: a
 * scrollbar that appeared meanwhile changes nothing, a window resized across a rule does.
 */
function paintedFit(widget: Widget, { viewport, route }: PageSignals): string {
  return safeStringify([viewport.mobile || viewport.width < MOBILE_BREAKPOINT_PX, addressedViewport(widget, viewport)?.width, route.url]);
}

/** The widget's iframe, at the address of its frame document's version. */
function frameOf(widget: Widget, doc: Document, ctx: HostContext): HTMLIFrameElement {
  const widgetId = String(widget.widget_id);
  const { settings, hostOrigin } = ctx;
  const { viewport: seen, page, route } = ctx.signals;
  const params = { pageId: settings.pageId, widgetId, hostOrigin, widgetType: widget.widget_type, channel: widget.channel, arm: widget.variant as string | undefined, version: widget.frame_version, viewport: addressedViewport(widget, seen) };
  // The visitor's facts in the fragment (never sent, never cached): a painted view shows on its hello (item 2).
  const facts = settings.editMode ? '' : frameFactsFragment({ session: ctx.session.snapshotFor(widgetId), page, route, viewport: seen });
  return createWidgetFrame(doc, { widgetId, title: WIDGET_FRAME_TITLE, src: buildFrameUrl(settings.frameBase, params) + facts });
}

export function createWidgetHost(widget: Widget, mount: HTMLElement, ctx: HostContext): WidgetHost {
  const id = String(widget.widget_id);
  const type = widget.widget_type;
  const doc = mount.ownerDocument;
  // The facts the frame's address carries, as far as a painted view's fit depends on them (item 2).
  const fit = paintedFit(widget, ctx.signals);
  const iframe = frameOf(widget, doc, ctx);
  // Listening before the iframe exists, so the frame's handshake cannot arrive unheard.
  const channel: Channel<'host'> = listenForFrame(doc.defaultView ?? window, iframe, ctx.settings.frameOrigin, { incoming: frameToHost });
  mount.appendChild(iframe);
  const placement = createFramePlacement(iframe, channel, ctx, mount === doc.documentElement ? null : mount, () => ctx.onVisible(host), isOverlay(type));

  /** Bootstrapped: signals may flow. */
  let booted = false;
  let destroyed = false;
  /** The frame reported `ready`: its listeners exist, so commands can no longer be lost. */
  let ready = false;
  const queued: WidgetCommand[] = [];
  let checkbox: CheckboxState = NO_CHECKBOX_STATE;
  const send = <N extends HostToFrameName>(name: N, payload: HostToFrameMap[N]): void => {
    channel.send(name, payload).catch((error: unknown) => console.warn(`[MC] widget ${id}: ${name} not delivered`, error));
  };

  let saidHello = (): void => undefined;
  const hello = new Promise<void>((resolve) => (saidHello = resolve));
  channel.on('mc:hello', (request) => {
    saidHello();
    const bootstrap = answerHello(request, widget, id, ctx);
    booted = true;
    // A painted view decided from the facts in its address: shown now, its bootstrap on its way. Unless
    // what its fit depends on changed since: then the view may be another visitor's, and the frame app
    // shows the visitor's own from the bootstrap.
    if (request.layout && paintedFit(widget, ctx.signals) === fit) placement.ask(request.layout);
    void ctx.allFramesStarted.then(() => destroyed || send('mc:frames-started', {}));
    return bootstrap;
  });
  channel.on('mc:widget-event', ({ event, detail }) => {
    if (event === 'ready' && !ready) {
      ready = true;
      // Commands the host page gave before the frame was ready run now, in order.
      for (const command of queued.splice(0)) send('mc:widget-command', command);
    }
    // Updated before the event goes out, so a listener reading widget.checked sees the new value.
    checkbox = { ...checkbox, ...checkboxReport(event, detail) };
    ctx.emit(event satisfies WidgetEventName, { widgetId: id, widgetType: type, ...detail });
  });
  answerFrame(channel, widget, id, ctx);

  const named = widget.data?.setup?.triggerEvent;
  const host: WidgetHost = {
    id,
    type,
    triggerEvent: typeof named === 'string' && named !== '' ? named : null,
    iframe,
    get visible() {
      return placement.visible;
    },
    get checkbox() {
      return checkbox;
    },
    hello,
    deliver(name, payload) {
      // Before hello the bootstrap carries the current state, so nothing is lost by not sending.
      if (booted) send(name, payload);
    },
    command(command) {
      if (ready) send('mc:widget-command', command);
      else queued.push(command);
    },
    destroy() {
      destroyed = true;
      channel.close();
      placement.dispose();
      iframe.remove();
    },
  };
  return host;
}
