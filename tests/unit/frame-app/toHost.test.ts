import { describe, expect, it, vi } from 'vitest';
import { createToHost } from '../../../frame-app/boot/toHost';
import { createLoopback } from '../../../frame-app/qa/loopbackChannel';

describe('messages to the host', () => {
  it('a widget event carries its detail only when it has one', async () => {
    const received: unknown[] = [];
    const loopback = createLoopback({ receive: (name, payload) => void received.push([name, payload]) }, () => undefined);
    const toHost = createToHost(loopback.frame, '7', console);
    toHost.widgetEvent('ready', { widgetType: 'bar', messenger: 'none' });
    toHost.widgetEvent('open');
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received).toEqual([
      ['mc:widget-event', { event: 'ready', detail: { widgetType: 'bar', messenger: 'none' } }],
      ['mc:widget-event', { event: 'open' }],
    ]);
  });

  it('a message the host cannot take is a warning, never a rejection', async () => {
    const warn = vi.fn();
    const loopback = createLoopback({ receive: () => undefined }, () => undefined);
    loopback.close();
    createToHost(loopback.frame, '7', { warn }).post('mc:resize', { width: 1, height: 2 });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('[MC] widget 7: mc:resize was not delivered: the QA loopback is closed'));
  });
});
