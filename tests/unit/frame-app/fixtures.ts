/** Shared builders for the frame-app unit tests: a demo-like bar and a page state. */
import { toAppState } from '../../../bridge-protocol/config';
import { PROTOCOL_VERSION, type Bootstrap, type BootstrapMessage, type PageState, type Route, type Viewport, type WidgetSessionEntry } from '../../../bridge-protocol/messages';
import type { ConfiguredWidget, MergedWidget } from '../../../frame-app/config/mergeWidget';
import { kindOf, withKindDefaults } from './kindFixtures';
import type { AfterSubmitClass } from '../../../frame-app/rules/afterSubmit';
import type { Placement } from '../../../bridge-protocol/messages';
import { createActor, type Actor, type SimulatedClock } from 'xstate';
import { widgetMachineWithClock } from '../../../frame-app/boot/widgetActor';
import type { widgetMachine } from '../../../frame-app/machines/widgetMachine';
import type { WidgetMachineInput } from '../../../frame-app/machines/widgetTypes';

export const DAY_MS = 86_400_000;
/** A fixed epoch so impressions have realistic values (2025-01-01T00:00:00Z). */
export const T0 = Date.UTC(2025, 0, 1);

export function page(overrides: Partial<PageState> = {}): PageState {
  return { exitIntent: false, maxScroll: 0, secondsSpent: 0, anchors: {}, ...overrides };
}

export const ROUTE: Route = { url: 'https://shop.example/', lastChange: null };
export const VIEWPORT: Viewport = { width: 1280, height: 800, mobile: false };
export const NO_HISTORY: WidgetSessionEntry = { lastImpression: null, manualClose: false };

export const MOBILE_VIEWPORT: Viewport = { width: 375, height: 667, mobile: true };

export function demoBar(main: Record<string, unknown> = {}, setup: Record<string, unknown> = {}): ConfiguredWidget {
  return {
    widget_id: 7,
    widget_type: 'bar',
    channel: 'fb',
    name: 'Welcome bar',
    data: {
      main: {
        title: 'Get 10% off',
        desc: 'Subscribe on Messenger.',
        ctaText: 'Send to Messenger',
        barPlacement: 'bottom',
        allowHide: true,
        whenDisplay: { type: 'scroll', value: 30 },
        showAgain: { type: 'days', value: 3 },
        showAgainIfClosed: { type: 'never', value: null },
        ...main,
      },
      submitted: { title: 'Thanks!', desc: 'Check Messenger.' },
      setup,
    },
  };
}

export function mergedDemoBar(main: Record<string, unknown> = {}, setup: Record<string, unknown> = {}): MergedWidget {
  return withKindDefaults(demoBar(main, setup));
}

/** The bootstrap a loader would send for the demo bar (session s1, no history), with `overrides`. */
export function demoBootstrap(overrides: Partial<Bootstrap> = {}): Bootstrap {
  return {
    protocolVersion: PROTOCOL_VERSION,
    widget: demoBar(),
    app: toAppState({ widgets: [] }, 'demo'),
    session: { sessionId: 's1', userId: null, widget: NO_HISTORY },
    page: page(),
    route: ROUTE,
    viewport: VIEWPORT,
    locale: 'en_US',
    editMode: false,
    api: 'http://localhost:8081',
    messengerOverrides: {},
    pixelApi: 'http://localhost:8081',
    ...overrides,
  };
}

/** The after-submit class boot hands the widget machine: the one the kind's row states. */
export function afterSubmitClassOf(widget: { widget_type: string; channel?: string | undefined }): AfterSubmitClass {
  return kindOf(widget).afterSubmit;
}

/** The placement boot hands the widget machine: the one the kind's row states (repeat display reads it). */
export function placementOf(widget: { widget_type: string; channel?: string | undefined }): Placement['kind'] {
  return kindOf(widget).placement;
}

/**
 * The bootstrap message a host would send for the frame's `bootstrap` (bridge-protocol/bootstrapApp.ts
 * builds the app state back from it): the app state as the configuration fields it came from.
 */
export function helloReply(bootstrap: Bootstrap): BootstrapMessage {
  const { app, locale, ...rest } = bootstrap;
  const config = {
    pageId: app.pageId,
    fb_page_id: app.fbPageId,
    appId: app.appId,
    widget_phone: app.widgetPhone,
    page_name: app.pageName,
    host: app.host,
    whitelist: app.whitelist,
    defaultSize: app.defaultSize,
    sms_channel_connected: app.smsChannelConnected,
    is_eu_affected: app.isEuAffected,
    fbSDKVersion: app.fbSDKVersion,
    fbSDKDebug: app.fbSDKDebug,
    widgetLocale: locale,
    powered_by_url: app.poweredByUrl,
    terms_url: app.termsUrl,
    privacy_url: app.privacyUrl,
    theme: app.theme,
  };
  const sdkReady = { fbsdkReady: app.fbsdkReady, ytsdkReady: app.ytsdkReady, vimeosdkReady: app.vimeosdkReady };
  return { ...rest, pageId: app.pageId, config, hostFont: null, sdkReady };
}

/**
 * A widget machine's actor as the frame makes one (boot/widgetActor.ts): the machine reads the time from
 * its input's clock, which XState never keeps in a snapshot.
 */
export function widgetMachineActor(options: { input: WidgetMachineInput; clock?: SimulatedClock }): Actor<typeof widgetMachine> {
  return createActor(widgetMachineWithClock(options.input.now), options);
}
