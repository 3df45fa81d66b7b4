/**
 * The one stateful React component: it reads the widget actor through selectors, forwards visitor
 * actions to it as events, and tells the boot code each time a change of visibility has reached the
 * DOM. That commit is the moment to measure and send `mc:layout`: earlier, the DOM may still show the
 * previous state's content.
 *
 * It also derives the messenger view (parts/messengerView.ts) the layouts draw their call to action
 * from: the mode (plugin, fallback link, our own button), the m.me link with the reference value, the
 * plugin's XFBML attributes and the checkbox state.
 */
import type { PluginLayout } from '../../bridge-protocol/widgetCatalogue';
import { useCallback, useLayoutEffect, useMemo, type CSSProperties } from 'react';
import { brandTheme } from '../rules/brandTheme';
import type { Actor } from 'xstate';
import type { widgetMachine } from '../machines/widgetMachine';
import { userRefOf } from '../machines/widgetFacts';
import { SmsBusinessContext } from '../sms/parts/smsBusinessContext';
import { NO_SMS_BUSINESS } from '../sms/rules/smsBusiness';
import {
  callToActionMode,
  isAwaitingOptIn,
  isDisplayed,
  isSubmitted,
  referenceValue,
  shouldShowPopupMessage,
  type WidgetSnapshot,
} from '../machines/widgetSnapshot';
import { EditModeContext } from '../parts/editMode';
import { SdkReadyContext, type SdkReadyReport } from '../parts/sdkReady';
import { poweredByHref } from '../config/poweredBy';
import { PoweredByContext } from '../parts/PoweredBy';
import { successColors } from '../rules/successView';
import type { MergedWidget } from '../config/mergeWidget';
import type { EditSession } from '../parts/editSession';
import { MessengerViewContext, type MessengerView } from '../parts/messengerView';
import { messengerChatLink } from '../../bridge-protocol/messengerChatLink';
import { pluginAttributes } from '../rules/pluginAttributes';
import type { WidgetKind } from '../widgets/kinds';
import { WidgetView } from '../widgets/WidgetView';
import type { SmsEnvironment } from '../sms/widgets/smsEnvironment';
import { useActorSelector } from '../parts/useActorSelector';
import type { FramePixelEvent } from '../../bridge-protocol/messages';
import type { ChannelFacts, HostFacts, ViewActions } from '../widgets/widgetViewProps';

export interface FrameRootProps {
  actor: Actor<typeof widgetMachine>;
  /** The kind boot resolved for this frame (its row): which view renders, in which motion shell. */
  kind: WidgetKind;
  onDisplayCommitted: (displayed: boolean) => void;
  /** The bootstrap's app flag `defaultSize` (hides the "Powered by" link). */
  defaultSize?: boolean;
  /** The page's `powered_by_url` as configured (checked by config/poweredBy.ts); null for the provider's site. */
  poweredByUrl?: string | null;
  /** The page's brand theme as configured (`theme`; checked by rules/brandTheme.ts); null for the defaults. */
  theme?: unknown;
  /** A part's SDK (a video player) is ready: SPEC §3 flags, reported to the loader. */
  onSdkReady?: SdkReadyReport;
  /** The bootstrap's messenger page id: the m.me links and the plugins point at it. */
  fbPageId?: string | null;
  /** The bootstrap's messenger app id (the plugins' messenger_app_id). */
  appId?: string | null;
  /** Editing mode's session (SPEC §1); null for visitors. */
  editSession?: EditSession | null;
  /** The SMS layouts' backend base, ids and browser facts (null for the other layouts). */
  smsEnv?: SmsEnvironment | null;
  /** The plugin slot's ref callback (services/messengerPluginHost.ts). */
  onPluginSlot?: (element: HTMLElement | null) => void;
  /** Asks the host page to open a URL in a new tab (the loader sanitises it; noopener). */
  openWindow?: (url: string) => void;
  /** The frame's own origin, which the checkbox plugin must be told. */
  origin?: string;
  /** App facts the omnichat channels need. */
  channelFacts?: ChannelFacts;
  /** The widget's last impression before this page view (the omnichat last-seen time). */
  lastSeenAt?: number | null;
  /** The layout asks for the whole viewport (true) or its content's size (false). */
  onFillViewport?: (fill: boolean) => void;
  onPixelEvent?: (event: FramePixelEvent, detail: Record<string, string>) => void;
}

const selectWidget = (snapshot: WidgetSnapshot) => snapshot.context.widget;
const selectViewportWidth = (snapshot: WidgetSnapshot) => snapshot.context.viewport.width;
const selectViewportHeight = (snapshot: WidgetSnapshot) => snapshot.context.viewport.height;
const selectMobile = (snapshot: WidgetSnapshot) => snapshot.context.viewport.mobile;
const selectPage = (snapshot: WidgetSnapshot) => snapshot.context.page;
const selectPlugin = (snapshot: WidgetSnapshot) => snapshot.context.plugin;
const selectStandIn = (snapshot: WidgetSnapshot) => snapshot.context.pluginStandIn;
const selectChecked = (snapshot: WidgetSnapshot) => snapshot.context.checked;
const selectUserRef = (snapshot: WidgetSnapshot) => userRefOf(snapshot.context);
const selectGeneration = (snapshot: WidgetSnapshot) => snapshot.context.generation;
const noop = (): void => undefined;
const NO_CHANNEL_FACTS: ChannelFacts = { fbPageId: null, widgetPhone: null, smsChannelConnected: false, pageName: null };

/** The widget as its success view shows it: `data.main.colors` with `data.submitted.colors` over them. */
function successViewWidget(widget: MergedWidget): MergedWidget {
  const { main, submitted } = widget.data;
  const colors = successColors(main.colors, submitted.colors);
  return colors === main.colors ? widget : { ...widget, data: { ...widget.data, main: { ...main, colors } } };
}

export function FrameRoot({
  actor,
  kind,
  onDisplayCommitted,
  defaultSize = false,
  poweredByUrl = null,
  theme = null,
  onSdkReady = noop,
  fbPageId = null,
  appId = null,
  editSession = null,
  smsEnv = null,
  onPluginSlot = noop,
  openWindow = noop,
  origin = '',
  channelFacts = NO_CHANNEL_FACTS,
  lastSeenAt = null,
  onFillViewport = noop,
  onPixelEvent = noop,
}: FrameRootProps) {
  const displayed = useActorSelector(actor, isDisplayed);
  const generation = useActorSelector(actor, selectGeneration);
  const submitted = useActorSelector(actor, isSubmitted);
  const configured = useActorSelector(actor, selectWidget);
  // SPEC §3 data.submitted.colors: the success view wears its own colours (rules/successView.ts).
  const widget = useMemo(() => (submitted ? successViewWidget(configured) : configured), [submitted, configured]);
  // SPEC §1: on every widget unless defaultSize hides it; the page may retarget it (config/poweredBy.ts).
  const poweredBy = useMemo(() => (defaultSize ? null : poweredByHref(poweredByUrl)), [defaultSize, poweredByUrl]);
  const host = useHostFacts(actor);
  const { view, chatLink } = useMessengerView(actor, widget, { pluginLayout: kind.pluginLayout, fbPageId, appId, origin, onPluginSlot, openWindow });
  const actions = useVisitorActions(actor, editSession, { openWindow, onFillViewport, onPixelEvent });

  useLayoutEffect(() => {
    onDisplayCommitted(displayed);
  }, [displayed, onDisplayCommitted]);
  const suggestedAccent = configured.data.main.accent;
  const themeVars = useMemo(() => brandTheme(theme, suggestedAccent), [theme, suggestedAccent]);

  const tree = (
    <SdkReadyContext.Provider value={onSdkReady}>
    <SmsBusinessContext.Provider value={smsEnv?.business ?? NO_SMS_BUSINESS}>
    <PoweredByContext.Provider value={poweredBy}>
    <EditModeContext.Provider value={editSession}>
      <MessengerViewContext.Provider value={editSession === null ? view : null}>
        <WidgetView
          kind={kind}
          generation={generation}
          widget={widget}
          isSubmitted={submitted}
          isDisplayed={displayed}
          defaultSize={defaultSize}
          host={host}
          actions={actions}
          chatLink={chatLink}
          smsEnv={smsEnv}
          channelFacts={channelFacts}
          lastSeenAt={lastSeenAt}
        />
      </MessengerViewContext.Provider>
    </EditModeContext.Provider>
    </PoweredByContext.Provider>
    </SmsBusinessContext.Provider>
    </SdkReadyContext.Provider>
  );
  // Only a page with a theme gets the wrapper: without one the markup is as before (styles.css tokens).
  if (Object.keys(themeVars).length === 0) return tree;
  return (
    <div data-brand-theme="" className="contents" style={themeVars as CSSProperties}>
      {tree}
    </div>
  );
}

/** The host page's facts as the machine knows them: viewport, page signals, the popup message's due. */
function useHostFacts(actor: FrameRootProps['actor']): HostFacts {
  return {
    viewportWidth: useActorSelector(actor, selectViewportWidth),
    viewportHeight: useActorSelector(actor, selectViewportHeight),
    mobile: useActorSelector(actor, selectMobile),
    page: useActorSelector(actor, selectPage),
    showPopupMessage: useActorSelector(actor, shouldShowPopupMessage),
  };
}

interface HostRequests {
  openWindow: (url: string) => void;
  onFillViewport: (fill: boolean) => void;
  onPixelEvent: (event: FramePixelEvent, detail: Record<string, string>) => void;
}

/** The visitor's actions, as machine events, and the requests the layouts make of the host. */
function useVisitorActions(actor: FrameRootProps['actor'], editSession: EditSession | null, host: HostRequests): ViewActions {
  // In editing mode a click on the call to action is the editor placing the caret in its label, not an
  // opt-in. The host's `widget.submit()` still reaches the machine, to preview the success content.
  const submit = useCallback(() => {
    if (editSession === null) actor.send({ type: 'SUBMIT' });
  }, [actor, editSession]);
  const close = useCallback(() => actor.send({ type: 'CLOSE', manual: true }), [actor]);
  const rendered = useCallback(() => actor.send({ type: 'RENDERED' }), [actor]);
  const dismissPopupMessage = useCallback(() => actor.send({ type: 'DISMISS_POPUP_MESSAGE' }), [actor]);
  const { openWindow, onFillViewport, onPixelEvent } = host;
  return useMemo(
    () => ({ submit, close, rendered, dismissPopupMessage, openChat: openWindow, fillViewport: onFillViewport, pixelEvent: onPixelEvent }),
    [submit, close, rendered, dismissPopupMessage, openWindow, onFillViewport, onPixelEvent],
  );
}

interface MessengerFacts {
  /** The kind's plugin layout: the checkbox plugin beside our button stands in apart (MessengerAction.tsx). */
  pluginLayout: PluginLayout;
  fbPageId: string | null;
  appId: string | null;
  origin: string;
  onPluginSlot: (element: HTMLElement | null) => void;
  openWindow: (url: string) => void;
}

/** The messenger view the layouts draw their call to action from (parts/messengerView.ts). */
function useMessengerView(actor: FrameRootProps['actor'], widget: MergedWidget, facts: MessengerFacts): { view: MessengerView; chatLink: string | null } {
  const { pluginLayout, fbPageId, appId, origin, onPluginSlot, openWindow } = facts;
  const ref = useActorSelector(actor, referenceValue);
  const plugin = useActorSelector(actor, selectPlugin);
  const standIn = useActorSelector(actor, selectStandIn);
  const checked = useActorSelector(actor, selectChecked);
  const userRef = useActorSelector(actor, selectUserRef);
  const awaitingOptIn = useActorSelector(actor, isAwaitingOptIn);
  const chatLink = useMemo(() => messengerChatLink(fbPageId, ref), [fbPageId, ref]);
  const hasChatLink = chatLink !== null;
  const mode = useActorSelector(actor, useCallback((snapshot: WidgetSnapshot) => callToActionMode(snapshot, hasChatLink), [hasChatLink]));
  const view = useMemo((): MessengerView => {
    const main = widget.data.main;
    const attributes =
      plugin === 'none' || appId === null || fbPageId === null
        ? null
        : pluginAttributes({ plugin, appId, pageId: fbPageId, ref, userRef, origin, main: { ...main, pluginAlign: widget.data.setup.pluginAlign } });
    return {
      mode,
      plugin,
      besideCta: plugin === 'checkbox' && pluginLayout === 'buttonType',
      standIn,
      chatLink,
      pluginAttributes: attributes,
      checked,
      awaitingOptIn,
      onSlot: onPluginSlot,
      onOpenChat: () => {
        // SPEC §4 fallback: the link opens the chat (through the loader) and the widget runs its
        // fallback submit, straight to after-submit.
        if (chatLink !== null) openWindow(chatLink);
        actor.send({ type: 'SUBMIT' });
      },
    };
  }, [widget, plugin, pluginLayout, standIn, appId, fbPageId, ref, userRef, origin, mode, chatLink, checked, awaitingOptIn, onPluginSlot, openWindow, actor]);
  return { view, chatLink };
}
