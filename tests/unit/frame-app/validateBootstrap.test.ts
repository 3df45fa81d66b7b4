import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../../bridge-protocol/messages';
import { resolveKind } from '../../../frame-app/boot/resolveKind';
import { validateBootstrap } from '../../../frame-app/boot/validateBootstrap';
import { WIDGET_KIND_ROWS } from '../../../frame-app/widgets/kinds';
import { demoBootstrap } from './fixtures';

describe('bootstrap validation', () => {
  it('a bootstrap for this widget, in this protocol, with a layout: the bootstrap and its kind row', () => {
    const bootstrap = demoBootstrap();
    const step = validateBootstrap(bootstrap, '7');
    expect(step.ok && step.value.bootstrap).toBe(bootstrap);
    expect(step.ok && step.value.kind).toBe(WIDGET_KIND_ROWS.find((row) => row.type === 'bar' && row.channel === 'messenger'));
  });

  it('refuses another protocol version and another widget, without an error event', () => {
    expect(validateBootstrap(demoBootstrap({ protocolVersion: PROTOCOL_VERSION + 1 }), '7')).toEqual({
      ok: false,
      problem: { message: `[MC] widget 7: the host speaks bridge protocol ${String(PROTOCOL_VERSION + 1)}, this frame speaks ${String(PROTOCOL_VERSION)}; the widget stays hidden.` },
    });
    expect(validateBootstrap(demoBootstrap(), '8')).toEqual({
      ok: false,
      problem: { message: '[MC] widget 8: the host sent the configuration of widget 7; the widget stays hidden.' },
    });
  });

  it('SPEC §8: a type and channel pair without a layout is an error the host hears of', () => {
    expect(validateBootstrap(demoBootstrap({ widget: { widget_id: 7, widget_type: 'bar', channel: 'sms', data: {} } }), '7')).toEqual({
      ok: false,
      problem: {
        message: '[MC] widget 7: bar on channel sms has no visitor layout (no-layout).',
        event: { reason: 'no-layout', widgetType: 'bar', channel: 'sms' },
      },
    });
  });
});

describe('resolveKind', () => {
  it('the row of every visual pair, whichever way the channel is spelled', () => {
    expect(resolveKind({ widget_id: 1, widget_type: 'box', channel: 'sms' })).toMatchObject({ ok: true, value: { type: 'box', channel: 'sms', smsVariant: 'card' } });
    expect(resolveKind({ widget_id: 1, widget_type: 'box' })).toMatchObject({ ok: true, value: { type: 'box', channel: 'messenger' } });
    expect(resolveKind({ widget_id: 1, widget_type: 'omnichat', channel: 'omni' })).toMatchObject({ ok: true, value: { placement: 'bubble' } });
  });

  it('a configuration-only or unknown type has no kind', () => {
    expect(resolveKind({ widget_id: 1, widget_type: 'messenger_ref_url' })).toMatchObject({ ok: false, problem: { message: '[MC] widget 1: messenger_ref_url on channel fb has no visitor layout (config-only type).' } });
    expect(resolveKind({ widget_id: 1, widget_type: 'nonsense' })).toMatchObject({ ok: false, problem: { event: { reason: 'no-layout', widgetType: 'nonsense', channel: 'fb' } } });
  });
});
