/** The queue snippet and its replay (loader/queue.ts). */
import { readFileSync } from 'node:fs';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { callByName, QUEUE_SNIPPET, replayQueue, takeQueue } from '../../../loader/queue';

describe('the queue snippet', () => {
  it('is under 500 bytes and records calls in order on a stub', () => {
    expect(new TextEncoder().encode(QUEUE_SNIPPET).length).toBeLessThanOrEqual(500);
    // Run the snippet as a page would: a global object that is also `window`.
    const window = createContext({}) as Record<string, unknown>;
    window.window = window;
    const run = (w: Record<string, unknown>) => runInContext(QUEUE_SNIPPET, w);
    run(window);
    const stub = window.MC as (...args: unknown[]) => void;
    stub('fireEvent', 'a');
    stub('widget', 7, 'open');
    expect(takeQueue(stub)).toEqual([['fireEvent', 'a'], ['widget', 7, 'open']]);
    // A second copy of the snippet keeps the first stub and its queue.
    run(window);
    expect(window.MC).toBe(stub);
  });

  it('is the snippet the demo page and docs/EMBEDDING.md show', () => {
    const root = new URL('../../../', import.meta.url);
    expect(readFileSync(new URL('demo/pixel.html', root), 'utf8')).toContain(QUEUE_SNIPPET);
    expect(readFileSync(new URL('docs/EMBEDDING.md', root), 'utf8')).toContain(QUEUE_SNIPPET);
  });
});

describe('replayQueue', () => {
  it('replays in order, widget calls included; a bad call is one console error and the rest go on', () => {
    const order: string[] = [];
    const widget = { open: () => order.push('open 7') };
    const api = {
      fireEvent: (e: string) => {
        order.push(`fire ${e}`);
        return Promise.resolve();
      },
      getWidget: (id: string | number | Element) => (String(id) === '7' ? widget : null),
    };
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    replayQueue(api, [['fireEvent', 'a'], ['nope'], ['widget', 7, 'open'], ['widget', 8, 'open'], ['fireEvent', 'b']]);
    expect(order).toEqual(['fire a', 'open 7', 'fire b']);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('reaches own methods only: prototype names are no method, of the public object or of a widget', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const widget = { open: vi.fn() };
    const api = { getWidget: () => widget, on: vi.fn() };
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(callByName(api, [name, 'alert(1)'])).toBeUndefined();
      expect(callByName(api, ['widget', 7, name])).toBeUndefined();
    }
    expect(error).toHaveBeenCalledTimes(8);
    expect(String(error.mock.calls[0]?.[0])).toBe('[MC] MC("constructor") is not a method of the public object.');
    error.mockRestore();
  });

  it('reports a bad call even when the host page made JSON.stringify throw', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const original = JSON.stringify;
    JSON.stringify = () => {
      throw new Error('hostile host');
    };
    try {
      expect(() => replayQueue({ getWidget: () => null }, [['nope'], ['widget', 9, 'open']])).not.toThrow();
    } finally {
      JSON.stringify = original;
    }
    expect(error.mock.calls.map((call) => String(call[0]))).toEqual(['[MC] MC("nope") is not a method of the public object.', '[MC] MC("widget", 9, "open"): no such widget on this page.']);
    error.mockRestore();
  });

  it('callByName passes the result back', () => {
    expect(callByName({ getWidget: () => null, sum: (a: number, b: number) => a + b }, ['sum', 2, 3])).toBe(5);
  });
});
