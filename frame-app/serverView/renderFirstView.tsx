/**
 * The frame's first view, rendered by the provider's server (issue 26 item 1): the same FrameRoot and
 * layout views the browser renders, from the page's stored configuration merged over the kind's
 * defaults, through the same boot steps (validateBootstrap, decideDisplay, machineInput) and the same
 * widget machine, opened. Vite builds this file on its own (vite.frameServer.config.ts) to
 * `dist/frame-server/renderFirstView.js`; the provider imports it (server/composition/firstViewRenderer.ts).
 *
 * The server does not know the visitor: no session, the first page view, no route, a desktop
 * viewport, unless the frame's address names the visitor's viewport and the kind's desktop view does
 * not hold there (a phone): then that viewport (server/rules/frameViewport.ts). The markup is
 * therefore the widget as it looks open; the browser decides whether and when it opens (earlyHello.ts, then the machine), and hydrates from the state embedded with the markup
 * (firstViewState.ts) before it moves on to the visitor's own facts.
 */
import { exitDurationMs } from '../rules/motion';
import { renderToString } from 'react-dom/server';
import { lazyPartsReady } from './lazyPartsReady';
import { widgetEnvelopeSchema, withWidgetAliases } from '../../bridge-protocol/config';
import { bootstrapFromMessage } from '../../bridge-protocol/bootstrapApp';
import { buildBootstrap } from '../../bridge-protocol/frameHost';
import { firstVisitBootstrap } from '../../bridge-protocol/firstVisitBootstrap';
import { isPlainObject } from '../../bridge-protocol/validate';
import type { Bootstrap, Viewport } from '../../bridge-protocol/messages';
import type { WidgetDisplay } from '../boot/displayDecision';
import { decideDisplay } from '../boot/displayDecision';
import type { FrameRootProps } from '../boot/FrameRoot';
import { frameTree } from '../boot/frameTree';
import { machineInput } from '../boot/machineInput';
import { validateBootstrap } from '../boot/validateBootstrap';
import { createWidgetActor, type WidgetActor } from '../boot/widgetActor';
import { isDisplayed } from '../machines/widgetSnapshot';
import { isEntranceTriggerMet } from '../rules/entranceTrigger';
import type { WidgetKind } from '../widgets/kinds';
import { paintedViewHolds } from '../rules/paintedViewHolds';
import { PAINTED_FOR_EVERYONE, type PaintedFor } from '../../bridge-protocol/widgetCatalogue';
import type { VisitorViewport } from '../../bridge-protocol/frameUrl';
import { loadLayoutView } from '../widgets/layoutViews';
import { isSmsLayout } from '../rules/smsVariant';
import { smsEnvironment } from '../sms/widgets/smsEnvironment';
import type { FirstView, FirstViewRequest, RenderFirstView } from '../../bridge-protocol/paintedDocument';
import type { FirstViewLayout, FirstViewProps, FirstViewState, PersistedWidgetMachine } from '../boot/firstViewState';
import { styleAttributes } from './styleAttributes';

/** The viewport the server assumes: a kind whose first view follows it names the visitors it holds for (paintedFor). */
const SERVER_VIEWPORT: Viewport = { width: 1280, height: 800, mobile: false };

/** The viewport a first view is rendered for, and the visitors it then holds for. */
interface RenderedFor {
  viewport: Viewport;
  paintedFor: PaintedFor;
}

/**
 * The desktop viewport, unless the frame's address named the visitor's and the desktop view does not hold
 * there (a phone, a narrow window): then that visitor's, at the desktop's height (no kind's first view
 * follows the height), and the view holds on that viewport only.
 */
function renderedFor(paintedFor: PaintedFor, visitor: VisitorViewport | undefined): RenderedFor {
  const desktop = { viewport: SERVER_VIEWPORT, paintedFor };
  if (visitor === undefined) return desktop;
  const seen = { width: Math.round(visitor.width), mobile: visitor.mobile === true };
  if (paintedViewHolds(paintedFor, { viewport: seen, lastImpression: null, ios: false })) return desktop;
  return { viewport: { ...SERVER_VIEWPORT, ...seen }, paintedFor: { ...paintedFor, viewport: seen } };
}
/** The server's instance ids: the browser's own replace them when it hydrates (the m.me link's ref). */
const SERVER_IDS = { sessionId: 'server', instanceId: 'server', userRef: '' } as const;

const refused = (reason: string): FirstView => ({ ok: false, refused: reason });

/** The widget entry of `widgetId`, with SPEC §3's aliases, or null. */
function storedWidget(config: Record<string, unknown>, widgetId: string): Bootstrap['widget'] | null {
  const widgets = Array.isArray(config.widgets) ? config.widgets : [];
  for (const entry of widgets) {
    const widget = withWidgetAliases(entry);
    if (isPlainObject(widget) && String(widget.widget_id) === widgetId) return widgetEnvelopeSchema(widget, 'widget') === null ? (widget as Bootstrap['widget']) : null;
  }
  return null;
}

/**
 * The bootstrap a first-time visitor's loader would send, as far as the server knows it: built by the one
 * first-visit builder and turned into the frame's form by the frame's own conversion, as in the browser.
 */
function serverBootstrap(config: Record<string, unknown>, pageId: string, widget: Bootstrap['widget'], viewport: Viewport): Bootstrap {
  const session = { sessionId: SERVER_IDS.sessionId, userId: null, widget: { lastImpression: null, manualClose: false } };
  return bootstrapFromMessage(buildBootstrap(firstVisitBootstrap({ widget, pageId, config, viewport, session }))).bootstrap;
}

/**
 * The desktop bootstrap checked, then, where the visitor's viewport is one its kind's desktop view does
 * not hold on, that visitor's (the kind is resolved by the check, once per bootstrap, as in the browser).
 */
function validatedFor(desktop: Bootstrap, widgetId: string, visitor: VisitorViewport | undefined) {
  const checked = validateBootstrap(desktop, widgetId);
  if (!checked.ok) return { bootstrap: desktop, valid: checked, rendered: renderedFor(PAINTED_FOR_EVERYONE, undefined) };
  const rendered = renderedFor(checked.value.kind.paintedFor, visitor);
  if (rendered.viewport === SERVER_VIEWPORT) return { bootstrap: desktop, valid: checked, rendered };
  const bootstrap = { ...desktop, viewport: rendered.viewport };
  return { bootstrap, valid: validateBootstrap(bootstrap, widgetId), rendered };
}

/**
 * What the first script may show before React: a widget that is displayed on its first commit (every
 * messenger plugin has our link standing in while it loads, pluginHasStandIn).
 */
function firstViewLayout(display: WidgetDisplay, kind: WidgetKind, paintedFor: PaintedFor): FirstViewLayout | null {
  const { messenger } = display;
  // An SMS layout reports itself rendered once its opt-in is ready: at once where it is painted (not on
  // iOS, paintedFor), so its first view shows at commit like the others.
  const rendersAtCommit = display.renderedOnCommit || isSmsLayout(kind.smsVariant);
  const showsAtCommit = rendersAtCommit && (messenger.plugin === 'none' || messenger.standIn || messenger.load === null);
  return showsAtCommit ? { placement: display.placement, title: display.title, hiddenWidth: display.hiddenWidth, paintedFor, exitMs: exitDurationMs(display.placement.kind, false) } : null;
}

/** The machine opened as the visitor would see it, and what the browser needs to take it over. */
function openedMachine(actor: WidgetActor, display: WidgetDisplay): FirstViewState['machine'] {
  actor.start();
  if (display.renderedOnCommit) actor.send({ type: 'RENDERED' });
  if (!isDisplayed(actor.getSnapshot())) actor.send({ type: 'FORCE_OPEN' });
  // Plain data, with no clock in it (widgetMachine.ts clockImplementations): XState's own persisted form.
  return actor.getPersistedSnapshot() as PersistedWidgetMachine;
}

export const renderFirstView: RenderFirstView = async ({ config, pageId, widgetId, origin, viewport }: FirstViewRequest) => {
  if (!isPlainObject(config)) return refused('the configuration is not an object');
  const widget = storedWidget(config, widgetId);
  if (widget === null) return refused(`no valid widget ${widgetId} in the configuration`);
  const { bootstrap, valid, rendered } = validatedFor(serverBootstrap(config, pageId, widget, SERVER_VIEWPORT), widgetId, viewport);
  if (!valid.ok) return refused(valid.problem.message);
  const { kind } = valid.value;
  if (kind.firstView !== 'server') return refused(`the ${kind.type}/${kind.channel} kind's first view is painted in the browser`);
  const display = decideDisplay(valid.value);
  if (!display.ok) return refused(display.problem.message);
  // A painted view exists to be on screen before React. One that waits for its trigger (seconds, scroll,
  // exit intent, an anchor) gives React that time, and painting it would fetch its images for a view
  // the visitor may never see, then again when React renders it without the hidden markup.
  if (!isEntranceTriggerMet(display.value.widget.data.main.whenDisplay, bootstrap.page)) {
    return refused(`widget ${widgetId} waits for its entrance trigger: its first view is rendered in the browser when it opens`);
  }
  await loadLayoutView(kind);
  if (kind.smsVariant !== 'none') await lazyPartsReady();

  const { app } = bootstrap;
  const actor = createWidgetActor({ pixelApi: '', accountId: app.pageId, pluginHost: null }, machineInput(valid.value, display.value, { instanceId: SERVER_IDS.instanceId, userRef: SERVER_IDS.userRef, now: Date.now }));
  try {
    const machine = openedMachine(actor, display.value);
    const props: FirstViewProps = {
      defaultSize: app.defaultSize,
      poweredByUrl: app.poweredByUrl ?? null,
      theme: app.theme ?? null,
      fbPageId: app.fbPageId,
      appId: app.appId,
      origin,
      channelFacts: { fbPageId: app.fbPageId, widgetPhone: app.widgetPhone, smsChannelConnected: app.smsChannelConnected, pageName: app.pageName },
      lastSeenAt: null,
    };
    // The SMS opt-in as a browser that is not iOS's and reads no languages starts it: the phone field,
    // ready, without a country until the country table has loaded (the browser hydrates with its own).
    const smsEnv = kind.smsVariant === 'none' ? null : smsEnvironment(bootstrap, kind.smsVariant, undefined);
    const rootProps: FrameRootProps = { actor, kind, onDisplayCommitted: () => undefined, smsEnv, ...props };
    // The snapshot the browser hydrates from is this one (mountFrame.ts), in the very same tree.
    const markup = renderToString(frameTree(rootProps, { actor, snapshot: actor.getSnapshot() }, null));
    const state: FirstViewState = { widgetId, machine, props, layout: firstViewLayout(display.value, kind, rendered.paintedFor) };
    return { ok: true, markup, state, styles: styleAttributes(markup) };
  } finally {
    // The machine's timers (the plugin's limit) must not keep the server's event loop busy.
    actor.stop();
  }
};
