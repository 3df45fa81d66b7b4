/**
 * The handshake: `mc:hello` with this frame's protocol version and widget id, answered by the host's
 * bootstrap. earlyHello.ts has usually posted the hello already and the answer waits in the port, so
 * this mostly collects it. Checking what came back is the next step's (validateBootstrap.ts).
 */
import type { Channel } from '../../bridge-protocol/channel';
import { errorText } from '../../bridge-protocol/errorText';
import { PROTOCOL_VERSION, type Bootstrap } from '../../bridge-protocol/messages';
import { stepDone, stepRefused, widgetLogPrefix, type BootStep } from './bootStep';

export async function handshake(channel: Channel<'frame'>, widgetId: string): Promise<BootStep<Bootstrap>> {
  try {
    const bootstrap = await channel.send('mc:hello', { protocolVersion: PROTOCOL_VERSION, widgetId });
    performance.mark?.('mc:frame-bootstrap');
    return stepDone(bootstrap);
  } catch (error) {
    // No error event: a host that refused or never answered the hello is not listening for one.
    return stepRefused(`${widgetLogPrefix(widgetId)} the host refused or did not answer mc:hello (${errorText(error)}); the widget stays hidden.`);
  }
}
