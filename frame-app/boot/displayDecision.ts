/**
 * The display decision: given the validated bootstrap and its kind, whether this widget can show at all
 * and how it shows: its configuration over the kind's defaults, the placement it asks the host for, its
 * width while hidden, its frame title, its messenger plugin or the fallback link, who reports it
 * rendered, and the anchors its triggers watch. When it opens (triggers, repeat display, route, device)
 * stays the widget machine's, which re-decides it with every page signal.
 *
 * It imports no React, no DOM and no lazy view, and logs nothing (its warnings are data), so that it can
 * run before React has loaded or away from a frame; tests/unit/frame-app/displayDecision.test.ts walks
 * its imports and runs it in node.
 */
import { errorText } from '../../bridge-protocol/errorText';
import type { MessengerSdkState, Placement } from '../../bridge-protocol/messages';
import { parseMessengerOverrideValues } from '../../bridge-protocol/messengerOverrides';
import type { MergedWidget } from '../config/mergeWidget';
import { anchorsToWatch } from '../rules/anchorsToWatch';
import { configuredPayload } from '../rules/configuredPayload';
import type { HiddenWidthRule } from '../rules/hiddenWidth';
import { buttonTypeError, messengerPluginFor, pluginHasStandIn, type MessengerPluginKind } from '../rules/messengerPlugin';
import { sdkSettings, type SdkSettings } from '../rules/sdkSettings';
import { isSmsLayout } from '../rules/smsVariant';
import { readSchedule, type ScheduleWindow } from '../../bridge-protocol/schedule';
import { withKindDefaults } from '../widgets/kindDefaults';
import { widgetLabel } from '../widgets/widgetLabel';
import { stepDone, stepRefused, widgetLogPrefix, type BootStep } from './bootStep';
import { frameTitle } from './frameTitle';
import { placementFor } from './placement';
import type { ValidBootstrap } from './validateBootstrap';

/** What loading the messenger plugin needs. */
export interface PluginLoad {
  settings: SdkSettings;
  pageId: string;
}

export interface MessengerDecision {
  /** The plugin the call to action is; 'none': our own button. */
  plugin: MessengerPluginKind;
  /** Null when no SDK loads: no plugin, an EU visitor (the link at once), or no app or page id. */
  load: PluginLoad | null;
  /** A plugin is wanted but cannot load (no app or page id): the fallback link from the start. */
  unavailable: boolean;
  /** Our link stands in the plugin's slot while it loads, and the widget shows at once (rules/messengerPlugin.ts). */
  standIn: boolean;
  /** The SDK as the `ready` event first reports it (SPEC §4: the host's ready follows the SDK). */
  sdk: MessengerSdkState;
  /** SPEC §9: the local-storage override of the forced rendered timeout. */
  renderTimeoutMs: number | undefined;
}

export interface WidgetDisplay {
  /** The configuration merged over the kind's defaults: what the machine and the layouts read. */
  widget: MergedWidget;
  placement: Placement;
  hiddenWidth: HiddenWidthRule;
  /** The iframe's accessible name. */
  title: string;
  messenger: MessengerDecision;
  /** Its first commit is sent to the machine as RENDERED; false when the SMS layout reports it. */
  renderedOnCommit: boolean;
  /** The host anchors the entrance triggers need watched. */
  anchors: string[];
  /** SPEC §3 data.setup.ref, the reference value's payload until the host page sets one. */
  payload: string | null;
  /** `data.setup.schedule`, read once; null when it has none (it shows at any time). */
  schedule: ScheduleWindow | null;
  /** Console lines for the site's developer, in the order they arose. */
  warnings: string[];
}

export function decideDisplay({ bootstrap, kind }: ValidBootstrap): BootStep<WidgetDisplay> {
  const prefix = widgetLogPrefix(bootstrap.widget.widget_id);
  const type = bootstrap.widget.widget_type;
  const widget = withKindDefaults(bootstrap.widget, kind);
  let placement: Placement;
  try {
    placement = placementFor(widget, kind.placement);
  } catch (error) {
    // SPEC §8 developer-level error (placement.ts): reported, and the widget renders nothing.
    return stepRefused(`${prefix} ${errorText(error)}; this widget is disabled.`, { reason: 'invalid-placement', widgetType: type });
  }
  // SPEC §4/§8: any buttonType but button or checkbox is an error; the widget renders nothing.
  const buttonTypeProblem = buttonTypeError(kind.pluginLayout, widget.data.main);
  if (buttonTypeProblem !== null) return stepRefused(`${prefix} ${buttonTypeProblem}`, { reason: 'unknown-button-type', widgetType: type });

  // A schedule that cannot be read cannot say when the widget is meant to show: no guess, one error.
  // Not in the editor's preview, which shows the widget whatever its rules say, also while a site
  // owner is halfway through typing its hours.
  const scheduleProblems: string[] = [];
  const schedule = bootstrap.editMode ? null : readSchedule(widget.data.setup.schedule, 'data.setup.schedule', (path, message) => scheduleProblems.push(`${path}: ${message}`));
  if (scheduleProblems.length > 0) {
    return stepRefused(`${prefix} ${scheduleProblems[0]} This widget is disabled.`, { reason: 'invalid-schedule', widgetType: type });
  }

  const warnings: string[] = [];
  const payload = configuredPayload(widget.data.setup);
  if (payload.warning !== null) warnings.push(`${prefix} ${payload.warning}`);
  const messenger = messengerDecision({ bootstrap, kind }, widget, warnings);
  return stepDone({
    widget,
    placement,
    hiddenWidth: kind.hiddenWidth,
    title: frameTitle(widgetLabel(widget, kind), type),
    messenger,
    // An SMS layout reports it itself, 100 ms after its opt-in is ready (SPEC §4, §9). A messenger
    // widget's commit holds its link in the plugin's slot; the widget machine decides what that means.
    renderedOnCommit: !isSmsLayout(kind.smsVariant),
    anchors: anchorsToWatch(widget.data.main),
    payload: payload.payload,
    schedule,
    warnings,
  });
}

/** SPEC §4 "Rendering of messenger plugin": which plugin, and whether its SDK can load here. */
function messengerDecision({ bootstrap, kind }: ValidBootstrap, widget: MergedWidget, warnings: string[]): MessengerDecision {
  const { app } = bootstrap;
  const plugin = messengerPluginFor(kind.pluginLayout, widget.data.main, bootstrap.editMode);
  const overrides = parseMessengerOverrideValues(bootstrap.messengerOverrides, (message) => warnings.push(message));
  const settings = sdkSettings(app, overrides);
  // EU visitors count as rendered at once and get the link (the plugins do not serve them): no SDK.
  const wanted = plugin !== 'none' && !app.isEuAffected;
  const load = wanted && settings !== null && app.fbPageId !== null ? { settings, pageId: app.fbPageId } : null;
  if (wanted && load === null) {
    warnings.push(`${widgetLogPrefix(bootstrap.widget.widget_id)} no appId or fb_page_id in the configuration, so no messenger plugin; the "Go to Messenger" fallback follows.`);
  }
  return {
    plugin,
    load,
    unavailable: wanted && load === null,
    standIn: pluginHasStandIn(plugin),
    sdk: plugin === 'none' ? 'none' : load === null ? 'fallback' : 'pending',
    renderTimeoutMs: overrides.renderTimeoutMs ?? undefined,
  };
}
