/**
 * The frame's kind, looked up from the configured strings (`widget_type`, `channel`) here and nowhere
 * else below QA mode: the bootstrap's widget is resolved once, and every later step, and every layout,
 * gets the row (widgets/kinds.ts) as a value. The frame URL's type and channel decide nothing: they
 * only start the layout chunk's download while the handshake is under way (prefetchLayoutView).
 */
import { classifyWidget } from '../../bridge-protocol/config';
import { widgetKind, type WidgetKind } from '../widgets/kinds';
import { loadLayoutView } from '../widgets/layoutViews';
import { layoutName } from '../rules/layoutName';
import { stepDone, stepRefused, widgetLogPrefix, type BootStep } from './bootStep';

export interface KindSource {
  widget_id: string | number;
  widget_type: string;
  channel?: string | undefined;
}

export function resolveKind(widget: KindSource): BootStep<WidgetKind> {
  const prefix = widgetLogPrefix(widget.widget_id);
  const type = widget.widget_type;
  const channel = widget.channel ?? 'fb';
  const found = classifyWidget(type, widget.channel);
  if (found !== 'visual') {
    // SPEC §8: a type and channel pair with no layout is an error, reported rather than guessed around.
    const reason = found === 'config-only' ? 'config-only type' : found;
    return stepRefused(`${prefix} ${type} on channel ${channel} has no visitor layout (${reason}).`, { reason: 'no-layout', widgetType: type, channel });
  }
  const kind = widgetKind(type, widget.channel);
  // The loader's table knows the pair but the frame's has no row for it: the two are out of step.
  if (kind === undefined) return stepRefused(`${prefix} layout for ${layoutName(type, widget.channel)} is not built yet`, { reason: 'layout-not-built', widgetType: type });
  return stepDone(kind);
}

/** Starts the layout chunk the frame URL names; boot awaits it (and reports a failure) later. */
export function prefetchLayoutView(widgetType: string, channel: string | null | undefined): void {
  const kind = widgetKind(widgetType, channel);
  if (kind) loadLayoutView(kind).catch(() => undefined);
}
