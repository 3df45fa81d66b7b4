/**
 * Kinds for the frame-app tests. The frame resolves a widget's kind once, in boot, and hands the row
 * down; a test that renders a layout, merges a widget or places it without booting resolves the row
 * here instead, from the same table.
 */
import type { ConfiguredWidget, MergedWidget } from '../../../frame-app/config/mergeWidget';
import { kindDefaults as defaultsOfKind, withKindDefaults as mergeOverKind } from '../../../frame-app/widgets/kindDefaults';
import { WIDGET_KIND_ROWS, widgetKind, type WidgetKind } from '../../../frame-app/widgets/kinds';
import { loadLayoutView, type LayoutView } from '../../../frame-app/widgets/layoutViews';
import type { WidgetData } from '../../../bridge-protocol/config';

/** The row of a widget's type and channel; a test asking for a pair without one is a broken test. */
export function kindOf(widget: { widget_type: string; channel?: string | null | undefined }): WidgetKind {
  const kind = widgetKind(widget.widget_type, widget.channel);
  if (!kind) throw new Error(`no kinds-table row for ${widget.widget_type} on ${String(widget.channel)}`);
  return kind;
}

/** A configured widget merged over its kind's defaults, as boot merges it (the shared ones without a row). */
export function withKindDefaults(widget: ConfiguredWidget): MergedWidget {
  return mergeOverKind(widget, widgetKind(widget.widget_type, widget.channel));
}

export function kindDefaults(type: string, channel: string | null | undefined): WidgetData {
  return defaultsOfKind(widgetKind(type, channel));
}

/** Every layout view's chunk: boot loads a widget's view before its first render, and so do these tests. */
export function loadAllLayoutViews(): Promise<LayoutView[]> {
  return Promise.all(WIDGET_KIND_ROWS.map((kind) => loadLayoutView(kind)));
}
