/**
 * The frame's messages to the host, fire and forget. A message that cannot be delivered (the host
 * page went away, the port closed) is a console warning, never a rejection thrown into a step.
 */
import { errorText } from '../../bridge-protocol/errorText';
import type { Channel, OutName } from '../../bridge-protocol/channel';
import type { FrameToHostMap, WidgetEvent } from '../../bridge-protocol/messages';
import { widgetLogPrefix } from './bootStep';

export interface ToHost {
  post<N extends OutName<'frame'>>(name: N, payload: FrameToHostMap[N]): void;
  widgetEvent(event: WidgetEvent['event'], detail?: WidgetEvent['detail']): void;
}

export function createToHost(channel: Channel<'frame'>, widgetId: string, log: Pick<Console, 'warn'>): ToHost {
  const prefix = widgetLogPrefix(widgetId);
  const post = <N extends OutName<'frame'>>(name: N, payload: FrameToHostMap[N]): void => {
    channel.send(name, payload).catch((error: unknown) => log.warn(`${prefix} ${name} was not delivered: ${errorText(error)}`));
  };
  return {
    post,
    widgetEvent: (event, detail) => post('mc:widget-event', detail ? { event, detail } : { event }),
  };
}
