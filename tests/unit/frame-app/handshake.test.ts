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

  it('a page field only the frame reads, wrong-typed: one console error in the loader\'s words, and the widget goes on', async () => {
    const reply = helloReply(demoBootstrap());
    const loopback = createLoopback({ receive: () => ({ ...reply, config: { ...reply.config, page_name: 5 } }) }, () => undefined);
    const errors: unknown[] = [];
    const step = await handshake(loopback.frame, '7', { error: (line: unknown) => void errors.push(line) });
    expect(step.ok && step.value.app.pageName).toBeNull();
    expect(errors).toEqual(["[MC] widget 7: the page's page_name is invalid (expected string, got number); it is ignored."]);
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
