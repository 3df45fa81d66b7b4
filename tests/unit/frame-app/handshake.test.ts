import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../../bridge-protocol/messages';
import { handshake } from '../../../frame-app/boot/handshake';
import { createLoopback } from '../../../frame-app/qa/loopbackChannel';
import { demoBootstrap, helloReply } from './fixtures';

describe('handshake', () => {
  it('sends mc:hello with the protocol version and widget id, and answers the bootstrap, with the page\'s app state built from the configuration it carries', async () => {
    const bootstrap = demoBootstrap();
    const hellos: unknown[] = [];
    const loopback = createLoopback({ receive: (name, payload) => (hellos.push({ name, payload }), helloReply(bootstrap)) }, () => undefined);
    expect(await handshake(loopback.frame, '7')).toEqual({ ok: true, value: bootstrap });
    expect(hellos).toEqual([{ name: 'mc:hello', payload: { protocolVersion: PROTOCOL_VERSION, widgetId: '7' } }]);
  });

  it('a configuration beyond the app state\'s limits: refused as a reply the schema refuses was', async () => {
    const reply = helloReply(demoBootstrap());
    const loopback = createLoopback({ receive: () => ({ ...reply, config: { ...reply.config, page_name: 'x'.repeat(501) } }) }, () => undefined);
    expect(await handshake(loopback.frame, '7')).toEqual({
      ok: false,
      problem: { message: '[MC] widget 7: the host refused or did not answer mc:hello (mc:hello reply.app.pageName: longer than 500); the widget stays hidden.' },
    });
  });

  it('a host that refuses the hello: the console line, and no error event (nobody listens for one)', async () => {
    const loopback = createLoopback(
      {
        receive() {
          throw new Error('frame speaks bridge protocol 1, this loader speaks 2');
        },
      },
      () => undefined,
    );
    expect(await handshake(loopback.frame, '7')).toEqual({
      ok: false,
      problem: { message: '[MC] widget 7: the host refused or did not answer mc:hello (frame speaks bridge protocol 1, this loader speaks 2); the widget stays hidden.' },
    });
  });
});
