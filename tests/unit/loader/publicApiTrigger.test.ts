// @vitest-environment happy-dom
/**
 * SPEC §4 "Open variants: manual (by a named trigger event)": `MC.trigger(name)`, `MC('trigger', name)`
 * and a click on `data-mc-trigger` ask every widget that names the event to open (a manual open, which
 * the frame's machine checks against the other display rules), and no other widget.
 */
import { describe, expect, it } from 'vitest';
import type { WidgetCommand } from '../../../bridge-protocol/messages';
import { NO_CHECKBOX_STATE } from '../../../loader/checkboxState';
import { createEmitter } from '../../../loader/emitter';
import type { WidgetHost } from '../../../loader/frames/widgetHost';
import type { PixelClient } from '../../../loader/pixel/pixelClient';
import { createPublicApi } from '../../../loader/publicApi';
import { watchTriggerClicks } from '../../../loader/signals/triggerClicks';

/** No split test, no audience: the widgets as configured. */
const NO_GROWTH = { now: null, set: () => undefined };

function setup(named: Record<string, string | null>) {
  const commands: [string, WidgetCommand][] = [];
  const hosts = new Map<string, WidgetHost>(
    Object.entries(named).map(([id, triggerEvent]) => [
      id,
      {
        id,
        type: 'modal',
        triggerEvent,
        iframe: {} as HTMLIFrameElement,
        visible: false,
        checkbox: NO_CHECKBOX_STATE,
        hello: Promise.resolve(),
        deliver: () => undefined,
        command: (command) => void commands.push([id, command]),
        destroy: () => undefined,
      },
    ]),
  );
  const mc = createPublicApi({ emitter: createEmitter(), hosts, status: () => 'ready', pixel: {} as PixelClient, parse: () => undefined, clearSession: () => undefined, growth: NO_GROWTH, consent: () => undefined });
  return { mc, commands };
}

describe('the named trigger event', () => {
  it('asks each widget that names it to open, manually, and says how many', () => {
    const { mc, commands } = setup({ '1': 'spring-sale', '2': 'other', '3': null, '4': 'spring-sale' });
    expect(mc.trigger('spring-sale')).toBe(2);
    expect(commands).toEqual([
      ['1', { command: 'open' }],
      ['4', { command: 'open' }],
    ]);
  });

  it('is reached by name through the callable object (the queue snippet), and an unknown name opens nothing', () => {
    const { mc, commands } = setup({ '1': 'spring-sale' });
    expect(mc('trigger', 'winter')).toBe(0);
    expect(mc('trigger', 'spring-sale')).toBe(1);
    expect(commands).toEqual([['1', { command: 'open' }]]);
  });

  it('fires on a click on a data-mc-trigger element or inside one, not elsewhere', () => {
    document.body.innerHTML = '<button data-mc-trigger="spring-sale"><span>Open the sale</span></button><button id="plain">Plain</button>';
    const fired: string[] = [];
    watchTriggerClicks(document, (name) => fired.push(name));
    document.querySelector('span')!.click();
    document.getElementById('plain')!.click();
    expect(fired).toEqual(['spring-sale']);
  });
});
