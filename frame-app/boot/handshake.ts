/**
 * The handshake: `mc:hello` with this frame's protocol version and widget id, answered by the host's
 * bootstrap. earlyHello.ts has usually posted the hello already and the answer waits in the port, so
 * this mostly collects it, and builds the page's app state from it (bridge-protocol/bootstrapApp.ts).
 * Checking what came back is the next step's (validateBootstrap.ts).
 */
import { bootstrapFromMessage, type FrameBootstrap } from '../../bridge-protocol/bootstrapApp';
import type { Channel } from '../../bridge-protocol/channel';
import { errorText } from '../../bridge-protocol/errorText';
import { PROTOCOL_VERSION, type Bootstrap } from '../../bridge-protocol/messages';
import { stepDone, stepRefused, widgetLogPrefix, type BootStep } from './bootStep';

export async function handshake(channel: Channel<'frame'>, widgetId: string, log: Pick<Console, 'error'> = console): Promise<BootStep<Bootstrap>> {
  const prefix = widgetLogPrefix(widgetId);
  let answer: FrameBootstrap;
  try {
    answer = bootstrapFromMessage(await channel.send('mc:hello', { protocolVersion: PROTOCOL_VERSION, widgetId }));
    performance.mark?.('mc:frame-bootstrap');
  } catch (error) {
    // No error event: a host that refused or never answered the hello is not listening for one.
    return stepRefused(`${prefix} the host refused or did not answer mc:hello (${errorText(error)}); the widget stays hidden.`);
  }
  // The loader's own words for a field it checks (widgetMounts.ts), with this widget's prefix.
  for (const { field, error } of answer.invalid) log.error(`${prefix} the page's ${field} is invalid (${error}); it is ignored.`);
  return stepDone(answer.bootstrap);
}
