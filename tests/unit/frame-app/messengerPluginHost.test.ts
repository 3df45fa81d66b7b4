/**
 * services/messengerPluginHost.ts: slot and SDK joined in either order; only this instance's events; the
 * plugin measured after each `rendered`; a failed load reported once; the confirm.
 */
import { describe, expect, it, vi } from 'vitest';
import type { PluginSize } from '../../../frame-app/rules/pluginSize';
import type { PluginSignal } from '../../../frame-app/rules/pluginSignal';
import { createPluginHost } from '../../../frame-app/services/messengerPluginHost';
import type { MessengerPlugins } from '../../../frame-app/services/messengerPlugins';

function fakePlugins() {
  let handler: ((event: unknown) => void) | null = null;
  const plugins: MessengerPlugins & { emit(event: unknown): void } = {
    parse: vi.fn(),
    onEvent: (h) => {
      handler = h;
      return () => {
        handler = null;
      };
    },
    confirmCheckbox: vi.fn(),
    customerChat: { show: vi.fn(), hide: vi.fn(), showDialog: vi.fn(), hideDialog: vi.fn(), update: vi.fn() },
    emit: (event) => handler?.(event),
  };
  return plugins;
}

function host(load: () => Promise<MessengerPlugins>) {
  const signals: PluginSignal[] = [];
  const sizes: PluginSize[] = [];
  const onReady = vi.fn();
  const onLoadFailed = vi.fn();
  // The watcher reports a drawn size at once; `stop` counts the watches that were stopped.
  const watched: HTMLElement[] = [];
  const stop = vi.fn();
  const watchSize = (slot: HTMLElement, onSize: (size: PluginSize) => void) => {
    watched.push(slot);
    onSize({ width: 150, height: 40 });
    return stop;
  };
  const h = createPluginHost({
    // The runtime chunk brings the plugins and the watcher together.
    load: () => load().then((plugins) => ({ plugins, watchSize })),
    identity: () => ({ ref: 'w1.s.i', userRef: 'u1' }),
    appId: '9',
    pageId: '123',
    onSignal: (s) => signals.push(s),
    onSize: (size) => sizes.push(size),
    onReady,
    onLoadFailed,
  });
  return { h, signals, sizes, watched, stop, onReady, onLoadFailed };
}

const loaded = () => Promise.resolve().then(() => Promise.resolve());

describe('createPluginHost', () => {
  it('parses the slot once both exist, and a new slot again', async () => {
    const plugins = fakePlugins();
    const { h, onReady } = host(() => Promise.resolve(plugins));
    const slot = {} as HTMLElement;
    h.attach(slot);
    expect(plugins.parse).not.toHaveBeenCalled();
    await Promise.resolve();
    await Promise.resolve();
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(plugins.parse).toHaveBeenCalledWith(slot);
    h.attach(slot);
    expect(plugins.parse).toHaveBeenCalledTimes(1);
    const next = {} as HTMLElement;
    h.attach(next);
    expect(plugins.parse).toHaveBeenLastCalledWith(next);
  });

  it('passes on only this instance\'s events, and none after dispose', async () => {
    const plugins = fakePlugins();
    const { h, signals } = host(() => Promise.resolve(plugins));
    await Promise.resolve();
    await Promise.resolve();
    plugins.emit({ event: 'rendered', ref: 'w1.s.i' });
    plugins.emit({ event: 'rendered', ref: 'w2.s.i' });
    plugins.emit({ event: 'checkbox', state: 'checked', user_ref: 'u1' });
    expect(signals).toEqual([{ kind: 'rendered' }, { kind: 'checkbox', checked: true }]);
    h.dispose();
    plugins.emit({ event: 'opt_in', ref: 'w1.s.i' });
    expect(signals).toHaveLength(2);
  });

  it('confirms with app_id, page_id, ref and user_ref; refuses before the SDK is there', async () => {
    const plugins = fakePlugins();
    let resolve: (p: MessengerPlugins) => void = () => undefined;
    const { h } = host(() => new Promise((r) => (resolve = r)));
    await expect(h.confirm({ ref: 'w1.s.i', userRef: 'u1' })).rejects.toThrow('the messenger SDK is not loaded');
    resolve(plugins);
    await Promise.resolve();
    await Promise.resolve();
    await h.confirm({ ref: 'w1.s.i', userRef: 'u1' });
    expect(plugins.confirmCheckbox).toHaveBeenCalledWith({ app_id: '9', page_id: '123', ref: 'w1.s.i', user_ref: 'u1' });
  });

  it('measures the parsed slot after each rendered of this instance, after passing the signal on', async () => {
    const plugins = fakePlugins();
    const { h, signals, sizes, watched, stop } = host(() => Promise.resolve(plugins));
    const slot = {} as HTMLElement;
    h.attach(slot);
    await loaded();
    plugins.emit({ event: 'checkbox', state: 'checked', user_ref: 'u1' });
    plugins.emit({ event: 'rendered', ref: 'w2.s.i' });
    expect(watched).toEqual([]);
    plugins.emit({ event: 'rendered', ref: 'w1.s.i' });
    expect(signals.at(-1)).toEqual({ kind: 'rendered' });
    expect(watched).toEqual([slot]);
    expect(sizes).toEqual([{ width: 150, height: 40 }]);
    // A second rendered (a re-parse) restarts the watch rather than running two.
    plugins.emit({ event: 'rendered', ref: 'w1.s.i' });
    expect(watched).toHaveLength(2);
    expect(stop).toHaveBeenCalledTimes(1);
    h.dispose();
    expect(stop).toHaveBeenCalledTimes(2);
  });

  it('reports a failed load once', async () => {
    const { onLoadFailed, onReady } = host(() => Promise.reject(new Error('blocked')));
    await Promise.resolve();
    await Promise.resolve();
    expect(onLoadFailed).toHaveBeenCalledTimes(1);
    expect(onReady).not.toHaveBeenCalled();
  });
});
