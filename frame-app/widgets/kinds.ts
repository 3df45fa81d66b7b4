/**
 * The frame's rows of the widget catalogue (bridge-protocol/widgetCatalogue.ts): one per type and
 * channel pair that has a layout, with the view the catalogue names loaded lazily from views/. The
 * frame's build keeps only the catalogue fields listed in FRAME_FIELDS (scripts/catalogueFields.ts).
 *
 * The kind is resolved once, where a frame starts (boot/), and handed down as a value: nothing below
 * boot calls widgetKind (tests/unit/frame-app/kindResolvedOnce.test.ts).
 */
import type { WidgetMain } from '../../bridge-protocol/config';
import type { Placement } from '../../bridge-protocol/messages';
import { kindMain } from '../../bridge-protocol/widgetDefaults';
import { WIDGET_CATALOGUE, type FrameCatalogueKind, type LayoutViewName } from '../../bridge-protocol/widgetCatalogue';
import { channelFamily, type ChannelFamily, type VisualWidgetType } from '../../bridge-protocol/widgetKinds';
import type { AfterSubmitClass, FirstViewPainter, HiddenWidthRule, PaintedFor, PluginLayout, SmsVariant } from '../../bridge-protocol/widgetCatalogue';
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
  /** The accessible name when the widget has neither a title nor a name (widgetLabel.ts). */
  frameName: string;
  /** Who paints the first view: the provider's server renderer (serverView/) or the browser. */
  firstView: FirstViewPainter;
  /** Which visitors the server's first view is right for (boot/paintedLayout.ts). */
  paintedFor: PaintedFor;
}

// One lazy chunk per view file; the catalogue names the file and its component alike.
const VIEW_MODULES = import.meta.glob<Record<string, LayoutView>>('./views/*View.tsx');

function lazyView(name: LayoutViewName): () => Promise<LayoutView> {
  const load = VIEW_MODULES[`./views/${name}.tsx`];
  if (!load) throw new Error(`widgetCatalogue names the view ${name}, which frame-app/widgets/views/ has no file for`);
  return () =>
    load().then((module) => {
      const view = module[name];
      if (!view) throw new Error(`frame-app/widgets/views/${name}.tsx exports no ${name}`);
      return view;
    });
}

/** The frame's row of each catalogue kind; rows sharing a view share its loader, so one chunk. */
export function frameKinds(catalogue: readonly FrameCatalogueKind[]): WidgetKind[] {
  const views = new Map<LayoutViewName, () => Promise<LayoutView>>();
  return catalogue.map((kind) => {
    const view = views.get(kind.view) ?? lazyView(kind.view);
    views.set(kind.view, view);
    return frameKind(kind, view);
  });
}

function frameKind(kind: FrameCatalogueKind, view: () => Promise<LayoutView>): WidgetKind {
  return {
    type: kind.type,
    channel: kind.channel,
    view,
    placement: kind.placement,
    hiddenWidth: kind.hiddenWidth,
    defaults: () => kindMain(kind),
    pluginLayout: kind.pluginLayout,
    afterSubmit: kind.afterSubmit,
    smsVariant: kind.smsVariant,
    frameName: kind.frameName,
    firstView: kind.firstView,
    paintedFor: kind.paintedFor,
  };
}

export const WIDGET_KIND_ROWS: readonly WidgetKind[] = frameKinds(WIDGET_CATALOGUE);

/** The row of a type and channel (as configured); undefined for a pair without a layout. */
export function widgetKind(type: string, channel: string | null | undefined): WidgetKind | undefined {
  const family = channelFamily(channel);
  return WIDGET_KIND_ROWS.find((row) => row.type === type && row.channel === family);
}
