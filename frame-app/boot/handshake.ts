/**
 * The handshake: `mc:hello` with this frame's protocol version and widget id, answered by the host's
 * bootstrap. earlyHello.ts has usually posted the hello already and the answer waits in the port, so
 * this mostly collects it, and builds the page's app state from it (bridge-protocol/bootstrapApp.ts).
 * Checking what came back is the next step's (validateBootstrap.ts).
 */
import { bootstrapFromMessage } from '../../bridge-protocol/bootstrapApp';
import type { Channel } from '../../bridge-protocol/channel';
import { errorText } from '../../bridge-protocol/errorText';
import { PROTOCOL_VERSION, type Bootstrap } from '../../bridge-protocol/messages';
import { stepDone, stepRefused, widgetLogPrefix, type BootStep } from './bootStep';

export async function handshake(channel: Channel<'frame'>, widgetId: string): Promise<BootStep<Bootstrap>> {
  let bootstrap: Bootstrap | string;
  try {
    bootstrap = bootstrapFromMessage(await channel.send('mc:hello', { protocolVersion: PROTOCOL_VERSION, widgetId }));
    performance.mark?.('mc:frame-bootstrap');
  } catch (error) {
    bootstrap = errorText(error);
  }
  // No error event: a host that refused or never answered the hello is not listening for one.
  if (typeof bootstrap === 'string') return stepRefused(`${widgetLogPrefix(widgetId)} the host refused or did not answer mc:hello (${bootstrap}); the widget stays hidden.`);
  return stepDone(bootstrap);
}
