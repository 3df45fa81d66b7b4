import { describe, expect, it, vi } from 'vitest';
import { checkboxReport, NO_CHECKBOX_STATE, type CheckboxState } from '../../../loader/checkboxState';
import { createEmitter } from '../../../loader/emitter';
import type { WidgetHost } from '../../../loader/frames/widgetHost';
import { createPublicApi } from '../../../loader/publicApi';
import type { PixelClient } from '../../../loader/pixel/pixelClient';

const NO_PIXEL = {} as PixelClient;
import type { WidgetCommand } from '../../../bridge-protocol/messages';
import { WIDGET_EVENTS } from '../../../bridge-protocol/messages';

/** No split test, no audience: the widgets as configured. */
const NO_GROWTH = { now: null, set: () => undefined };

/** A widget host whose frame "reports" events the way widgetHost does: state first, then the event. */
function fakeHost(id: string, emit: (event: string, detail: Record<string, unknown>) => void) {
  let checkbox: CheckboxState = NO_CHECKBOX_STATE;
  const commands: WidgetCommand[] = [];
  const host = {
    id,
    type: 'checkbox',
    triggerEvent: null,
    iframe: {} as HTMLIFrameElement,
    visible: true,
    get checkbox() {
      return checkbox;
    },
    hello: Promise.resolve(),
    deliver: () => undefined,
    command: (c: WidgetCommand) => void commands.push(c),
    destroy: () => undefined,
  } satisfies WidgetHost;
  const report = (event: string, detail: Record<string, unknown>) => {
    checkbox = { ...checkbox, ...checkboxReport(event, detail) };
    emit(event, { widgetId: id, widgetType: 'checkbox', ...detail });
  };
  return { host, commands, report };
}

function setup() {
  const emitter = createEmitter();
  const a = fakeHost('82', emitter.emit);
  const b = fakeHost('83', emitter.emit);
  const hosts = new Map<string, WidgetHost>([
    ['82', a.host],
    ['83', b.host],
  ]);
  const mc = createPublicApi({ emitter, hosts, status: () => 'ready', pixel: NO_PIXEL, parse: () => undefined, clearSession: () => undefined, growth: NO_GROWTH, consent: () => undefined });
  return { mc, a, b };
}

describe('checkbox controller on the public API', () => {
  it('is null until the frame reports, then holds the last reported values', () => {
    const { mc, a } = setup();
    const widget = mc.getWidget(82);
    expect(widget).not.toBeNull();
    expect([widget?.checked, widget?.ref, widget?.userRef]).toEqual([null, null, null]);
    a.report('checked', { checked: true, ref: 'w82.s1.i1', userRef: 'u-1' });
    expect([widget?.checked, widget?.ref, widget?.userRef]).toEqual([true, 'w82.s1.i1', 'u-1']);
    a.report('checked', { checked: false, ref: 'w82.s1.i1', userRef: 'u-1' });
    expect(widget?.checked).toBe(false);
  });

  it('.on("checked") fires for this widget only, and the getters are already updated in the listener', () => {
    const { mc, a, b } = setup();
    const widget = mc.getWidget('82');
    const seen: unknown[] = [];
    widget?.on('checked', (detail) => seen.push([detail.checked, widget.checked]));
    b.report('checked', { checked: false, ref: 'r', userRef: 'u' });
    a.report('checked', { checked: true, ref: 'r', userRef: 'u' });
    expect(seen).toEqual([[true, true]]);
  });

  it('.submit() sends the submit command; .on("submitted") fires with the detail', () => {
    const { mc, a } = setup();
    const widget = mc.getWidget(82);
    const submitted = vi.fn();
    widget?.on('submitted', submitted);
    widget?.submit();
    expect(a.commands).toEqual([{ command: 'submit' }]);
    a.report('submitted', { ref: 'w82.s1.i1', userRef: 'u-9' });
    expect(submitted).toHaveBeenCalledExactlyOnceWith({ widgetId: '82', widgetType: 'checkbox', ref: 'w82.s1.i1', userRef: 'u-9' });
    expect(widget?.userRef).toBe('u-9');
    expect(widget?.checked).toBeNull();
  });

  it('MC.on("submitted") sees every widget', () => {
    const { mc, a, b } = setup();
    const all = vi.fn();
    mc.on('submitted', all);
    a.report('submitted', {});
    b.report('submitted', {});
    expect(all.mock.calls.map(([d]) => (d as { widgetId: string }).widgetId)).toEqual(['82', '83']);
  });
});

describe('checkboxReport', () => {
  it('reads checked only from the checked event, and ignores fields of the wrong type', () => {
    expect(checkboxReport('checked', { checked: 'yes', ref: 5, userRef: null })).toEqual({});
    expect(checkboxReport('submitted', { checked: true, ref: 'r' })).toEqual({ ref: 'r' });
    expect(checkboxReport('open', { ref: 'r' })).toEqual({});
    expect(checkboxReport('checked', undefined)).toEqual({});
  });

  it('checked is a bridge widget event', () => {
    expect(WIDGET_EVENTS).toContain('checked');
  });
});
