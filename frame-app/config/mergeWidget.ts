/**
 * The widget the frame works with: the configured widget with its `data` deep-merged over its
 * kind's defaults (widgets/kindDefaults.ts reads them from the kinds table) (DESIGN: "Widget data is deep-merged over per-type defaults"). The merge rule is
 * documented in deepMerge.ts. Top-level fields (widget_id, widget_type, channel, name, unknown ones)
 * are kept as sent.
 */
import { isPlainObject } from '../../bridge-protocol/validate';
import type { WidgetData, WidgetMain, WidgetSetup, WidgetSubmitted } from '../../bridge-protocol/config';
import { deepMerge } from '../../bridge-protocol/deepMerge';
import { withSetupFallbacks } from './setupFallbacks';

export interface MergedWidgetData extends WidgetData {
  main: WidgetMain;
  submitted: WidgetSubmitted;
  actions: Record<string, unknown>;
  setup: WidgetSetup;
}

export interface MergedWidget {
  widget_id: number | string;
  widget_type: string;
  channel?: string | undefined;
  name?: string | null | undefined;
  data: MergedWidgetData;
  [field: string]: unknown;
}

export interface ConfiguredWidget {
  widget_id: number | string;
  widget_type: string;
  channel?: string | undefined;
  data?: unknown;
  [field: string]: unknown;
}

export function mergeWidget(widget: ConfiguredWidget, kindDefaults: WidgetData): MergedWidget {
  const defaults = kindDefaults as Record<string, unknown>;
  const server = isPlainObject(widget.data) ? withSetupFallbacks(widget.data) : {};
  // deepMerge keeps every default section an object, which is what makes this cast sound.
  const data = deepMerge(defaults, server) as unknown as MergedWidgetData;
  return { ...widget, data };
}
