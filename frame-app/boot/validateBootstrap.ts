/**
 * Bootstrap validation: the host's answer to the hello is in this frame's protocol version, is for
 * this frame's widget, and names a kind with a layout. The answer's shape was checked by the channel
 * (bridge-protocol/messages.ts bootstrapSchema); this checks what a schema cannot.
 */
import { PROTOCOL_VERSION, type Bootstrap } from '../../bridge-protocol/messages';
import type { WidgetKind } from '../widgets/kinds';
import { stepDone, stepRefused, widgetLogPrefix, type BootStep } from './bootStep';
import { resolveKind } from './resolveKind';

export interface ValidBootstrap {
  bootstrap: Bootstrap;
  /** The kind's row, resolved once here; every later step reads it from this value. */
  kind: WidgetKind;
}

export function validateBootstrap(bootstrap: Bootstrap, widgetId: string): BootStep<ValidBootstrap> {
  const prefix = widgetLogPrefix(widgetId);
  // No error event for these two: it would go to a host that speaks another version, or that took
  // this frame for another widget.
  if (bootstrap.protocolVersion !== PROTOCOL_VERSION) {
    return stepRefused(`${prefix} the host speaks bridge protocol ${bootstrap.protocolVersion}, this frame speaks ${PROTOCOL_VERSION}; the widget stays hidden.`);
  }
  if (String(bootstrap.widget.widget_id) !== widgetId) {
    return stepRefused(`${prefix} the host sent the configuration of widget ${String(bootstrap.widget.widget_id)}; the widget stays hidden.`);
  }
  const kind = resolveKind(bootstrap.widget);
  return kind.ok ? stepDone({ bootstrap, kind: kind.value }) : kind;
}
