/**
 * A configured widget merged over its kind's defaults (the row's `defaults`, widgets/kinds.ts). The row
 * is handed in by whoever resolved it (boot, once per frame), never looked up here. Without a row (a
 * type and channel pair that never renders: boot refuses it first) the shared defaults apply, so tools
 * and tests can still look at its data.
 */
import { commonMain, widgetDefaults } from '../../bridge-protocol/widgetDefaults';
import { mergeWidget, type ConfiguredWidget, type MergedWidget } from '../config/mergeWidget';
import type { WidgetData } from '../../bridge-protocol/config';
import type { WidgetKind } from './kinds';

export type KindDefaultsSource = Pick<WidgetKind, 'defaults'> | undefined;

export function kindDefaults(kind: KindDefaultsSource): WidgetData {
  return widgetDefaults((kind?.defaults ?? commonMain)());
}

export function withKindDefaults(widget: ConfiguredWidget, kind: KindDefaultsSource): MergedWidget {
  return mergeWidget(widget, kindDefaults(kind));
}
