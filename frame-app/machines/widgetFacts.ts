/**
 * What a widget's context says beyond its fields, read the same way by the widget machine (its guards
 * and emitted events, widgetMachine.ts) and by the snapshot selectors (widgetSnapshot.ts): the SPEC §3
 * reference value, what stands where the call to action is, and the facts the display checks weigh.
 */
import { buildReferenceValue } from '../../bridge-protocol/referenceValue';
import { messengerMode, type MessengerMode } from '../rules/messengerPlugin';
import type { DisplayFacts } from './displayChecks';
import { isOverlay } from '../../bridge-protocol/overlayCap';
import type { RefDetail, WidgetContext } from './widgetTypes';

/** SPEC §3 reference value of this instance: widget id, session id, instance id and the payload. */
export function refOf(context: WidgetContext): string {
  return buildReferenceValue({
    widgetId: context.widget.widget_id,
    sessionId: context.sessionId,
    instanceId: context.instanceId,
    payload: context.payload,
  }).ref;
}

/**
 * The checkbox plugin's user_ref: Meta wants a new one for every render of the plugin, and a reloaded
 * embed renders it again. The mount's own is unique, so a suffix per reload keeps each one unique.
 */
export function userRefOf(context: Pick<WidgetContext, 'userRef' | 'generation'>): string {
  return context.generation === 0 || context.userRef === '' ? context.userRef : `${context.userRef}-${context.generation}`;
}

export function refDetail(context: WidgetContext): RefDetail {
  return { ref: refOf(context), userRef: userRefOf(context) };
}

export function modeOf(context: WidgetContext, hasChatLink = true): MessengerMode {
  return messengerMode({
    plugin: context.plugin,
    renderReason: context.renderReason,
    euAffected: context.euAffected,
    pluginHidden: context.pluginUnusable,
    pluginPending: context.pluginPending,
    pluginStandIn: context.pluginStandIn,
    hasChatLink,
  });
}

/**
 * SPEC §4 "the messenger SDK is ready", for the widgets whose plugin needs it. A widget whose link stands
 * in for its plugin (until it is drawn, or for good: fallback, EU) needs no SDK to be shown.
 */
function isMessengerSdkReady(context: WidgetContext): boolean {
  return context.plugin === 'none' || context.sdkReady || modeOf(context) !== 'plugin';
}

/** The facts the display checks weigh, at `now` (epoch ms: the clock is the machine's, never its context's). */
export function displayFacts(context: WidgetContext, now: number): DisplayFacts {
  return {
    main: context.widget.data.main,
    setup: context.widget.data.setup,
    page: context.page,
    route: context.route,
    viewport: context.viewport,
    session: context.session,
    placement: context.placement,
    pageLoadedAt: context.pageLoadedAt,
    schedule: context.schedule,
    now,
    sdkReady: isMessengerSdkReady(context),
    overlay: isOverlay(context.widget.widget_type),
  };
}
