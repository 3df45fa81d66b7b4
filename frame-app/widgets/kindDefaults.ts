/**
 * A configured widget merged over its kind's defaults (the row's `defaults`, widgets/kinds.ts). A type
 * and channel pair without a row never renders (boot refuses it first); it gets the shared defaults,
 * so tools and tests can still look at its data.
 */
import { commonMain, widgetDefaults } from '../../bridge-protocol/widgetDefaults';
import { mergeWidget, type ConfiguredWidget, type MergedWidget } from '../config/mergeWidget';
import type { WidgetData } from '../../bridge-protocol/config';
import { widgetKind } from './kinds';

export function kindDefaults(type: string, channel: string | null | undefined): WidgetData {
  return widgetDefaults((widgetKind(type, channel)?.defaults ?? commonMain)());
}

export function withKindDefaults(widget: ConfiguredWidget): MergedWidget {
  return mergeWidget(widget, kindDefaults(widget.widget_type, widget.channel));
}
