/**
 * The frame's record per widget kind: one row per type and channel pair that has a layout (SPEC §1,
 * DESIGN.md "type and channel pairs"). Everything the frame decides per kind is read from here, so a
 * new kind is a new row; tests/unit/frame-app/widgetKinds.test.ts fails when a row lacks a field or
 * disagrees with the loader's part (bridge-protocol/widgetKinds.ts).
 *
 * The fields are data or lazy references only: the rules that use them (placement.ts, hiddenWidth.ts,
 * bridge-protocol/widgetDefaults.ts, rules/messengerPlugin.ts, rules/afterSubmit.ts) take the row's value as an
 * argument, so they stay pure and below this layer.
 */
import type { WidgetMain } from '../../bridge-protocol/config';
import type { Placement } from '../../bridge-protocol/messages';
import { channelFamily, type ChannelFamily, type VisualWidgetType } from '../../bridge-protocol/widgetKinds';
import type { HiddenWidthRule } from '../rules/hiddenWidth';
import {
  barMain,
  boxMain,
  buttonMain,
  checkboxMain,
  commonMain,
  landingMain,
  modalMain,
  omnichatMain,
  slideInMain,
  smsMain,
  takeoverMain,
} from '../../bridge-protocol/widgetDefaults';
import type { AfterSubmitClass } from '../rules/afterSubmit';
import type { PluginLayout } from '../rules/messengerPlugin';
import type { SmsVariant } from '../rules/smsVariant';
import type { WidgetViewProps } from './widgetViewProps';
import type { ComponentType } from 'react';

export type LayoutView = ComponentType<WidgetViewProps>;

export interface WidgetKind {
  type: VisualWidgetType;
  channel: ChannelFamily;
  /** The layout view's lazy chunk. */
  view: () => Promise<LayoutView>;
  /** What the frame asks the host for; placement.ts fills in the options. */
  placement: Placement['kind'];
  /** The content root's width while the iframe is hidden (hiddenWidth.ts). */
  hiddenWidth: HiddenWidthRule;
  /** The `main` section the server data is deep-merged over (SPEC §3, §9); a fresh object per call. */
  defaults: () => WidgetMain;
  /** Which messenger plugin the call to action can be (rules/messengerPlugin.ts). */
  pluginLayout: PluginLayout;
  /** SPEC §4 "After-submit" (rules/afterSubmit.ts). */
  afterSubmit: AfterSubmitClass;
  /** The SMS opt-in this layout hosts, if any (rules/smsVariant.ts). */
  smsVariant: SmsVariant;
}

const barView = () => import('./views/BarView').then((m) => m.BarView);
const cardView = () => import('./views/CardView').then((m) => m.CardView);
// The SMS card and SMS modal (machine, phone field, picker) share one view.
const smsView = () => import('./views/SmsView').then((m) => m.SmsView);

export const WIDGET_KIND_ROWS: readonly WidgetKind[] = [
  { type: 'bar', channel: 'messenger', view: barView, placement: 'bar', hiddenWidth: 'viewport', defaults: barMain, pluginLayout: 'buttonType', afterSubmit: 'overlay', smsVariant: 'none' },
  {
    type: 'slide_in',
    channel: 'messenger',
    view: () => import('./views/SlideInView').then((m) => m.SlideInView),
    placement: 'slide_in',
    hiddenWidth: 'content',
    defaults: slideInMain,
    pluginLayout: 'buttonType',
    afterSubmit: 'overlay',
    smsVariant: 'none',
  },
  {
    type: 'modal',
    channel: 'messenger',
    view: () => import('./views/ModalView').then((m) => m.ModalView),
    placement: 'modal',
    hiddenWidth: 'viewport',
    defaults: modalMain,
    pluginLayout: 'buttonType',
    afterSubmit: 'overlay',
    smsVariant: 'none',
  },
  {
    type: 'page_takeover',
    channel: 'messenger',
    view: () => import('./views/PageTakeoverView').then((m) => m.PageTakeoverView),
    placement: 'takeover',
    hiddenWidth: 'viewport',
    defaults: takeoverMain,
    pluginLayout: 'buttonType',
    afterSubmit: 'overlay',
    smsVariant: 'none',
  },
  {
    type: 'button',
    channel: 'messenger',
    view: () => import('./views/ButtonView').then((m) => m.ButtonView),
    placement: 'inline',
    hiddenWidth: 'configured',
    defaults: buttonMain,
    pluginLayout: 'buttonType',
    afterSubmit: 'inline',
    smsVariant: 'none',
  },
  { type: 'box', channel: 'messenger', view: cardView, placement: 'inline', hiddenWidth: 'configured', defaults: boxMain, pluginLayout: 'buttonType', afterSubmit: 'inline', smsVariant: 'none' },
  { type: 'landing', channel: 'messenger', view: cardView, placement: 'inline', hiddenWidth: 'configured', defaults: landingMain, pluginLayout: 'buttonType', afterSubmit: 'inline', smsVariant: 'none' },
  {
    type: 'customer_chat',
    channel: 'messenger',
    view: () => import('./views/CustomerChatView').then((m) => m.CustomerChatView),
    placement: 'bubble',
    hiddenWidth: 'content',
    defaults: commonMain,
    // The customer-chat plugin was shut down by Meta in May 2024: the bubble has no plugin.
    pluginLayout: 'none',
    afterSubmit: 'overlay',
    smsVariant: 'none',
  },
  {
    type: 'checkbox',
    channel: 'messenger',
    view: () => import('./views/CheckboxView').then((m) => m.CheckboxView),
    placement: 'inline',
    hiddenWidth: 'configured',
    defaults: checkboxMain,
    pluginLayout: 'checkbox',
    afterSubmit: 'overlay',
    smsVariant: 'none',
  },
  {
    type: 'box',
    channel: 'sms',
    view: smsView,
    placement: 'inline',
    hiddenWidth: 'configured',
    defaults: () => ({ ...boxMain(), ...smsMain() }),
    pluginLayout: 'none',
    afterSubmit: 'inline',
    smsVariant: 'card',
  },
  {
    type: 'modal',
    channel: 'sms',
    view: smsView,
    placement: 'modal',
    hiddenWidth: 'viewport',
    defaults: () => ({ ...modalMain(), ...smsMain() }),
    pluginLayout: 'none',
    afterSubmit: 'overlay',
    smsVariant: 'modal',
  },
  {
    type: 'omnichat',
    channel: 'omni',
    view: () => import('./views/OmnichatView').then((m) => m.OmnichatView),
    placement: 'bubble',
    hiddenWidth: 'content',
    defaults: omnichatMain,
    pluginLayout: 'none',
    afterSubmit: 'overlay',
    smsVariant: 'omnichannel',
  },
];

/** The row of a type and channel (as configured); undefined for a pair without a layout. */
export function widgetKind(type: string, channel: string | null | undefined): WidgetKind | undefined {
  const family = channelFamily(channel);
  return WIDGET_KIND_ROWS.find((row) => row.type === type && row.channel === family);
}
