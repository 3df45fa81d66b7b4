/**
 * What every host side of the bridge does alike, as one suite run on each: the shared frame host
 * (bridge-protocol/frameHost.ts, the studio preview's and QA's) and the loader's own
 * (loader/frames/widgetHost.ts, written out: built on the shared one it cost 30 bytes gzip over the
 * loader's 17,408 B budget).
 */
import { describe, expect, it } from 'vitest';
import { frameToHost, PROTOCOL_VERSION, type HostToFrameMap, type HostToFrameName, type WidgetCommand } from '../../../bridge-protocol/messages';

export interface HostUnderTest {
  /** The frame says this (the handler's return value is the reply). */
  say(name: string, payload: unknown): unknown;
  /** The frame-to-host messages the host listens to. */
  listens(): string[];
  /** What the host has sent the frame so far. */
  sent(): [string, unknown][];
  deliver<N extends HostToFrameName>(name: N, payload: HostToFrameMap[N]): void;
  command(command: WidgetCommand): void;
  /** Ends the host (the loader's closes its channel and removes its iframe). */
  dispose(): void;
}

const HELLO = { protocolVersion: PROTOCOL_VERSION, widgetId: '7' };
const VIEWPORT = { width: 375, height: 700, mobile: true };

export function describeFrameHostContract(label: string, make: () => HostUnderTest): void {
  describe(`${label}: the host side of the bridge`, () => {
    it('listens to every frame-to-host message', () => {
      const host = make();
      expect(host.listens().sort()).toEqual(Object.keys(frameToHost).sort());
      host.dispose();
    });

    it('answers hello with a bootstrap of this protocol', () => {
      const host = make();
      expect(host.say('mc:hello', HELLO)).toMatchObject({ protocolVersion: PROTOCOL_VERSION });
      host.dispose();
    });

    it('refuses a frame of another protocol and sends it nothing after', () => {
      const host = make();
      expect(() => host.say('mc:hello', { ...HELLO, protocolVersion: PROTOCOL_VERSION + 1 })).toThrow(/protocol/);
      host.deliver('mc:viewport', VIEWPORT);
      expect(host.sent()).toEqual([]);
      host.dispose();
    });

    it('drops what it would send before the hello (the bootstrap carries it) and sends it after', () => {
      const host = make();
      host.deliver('mc:viewport', VIEWPORT);
      host.say('mc:hello', HELLO);
      host.deliver('mc:viewport', { ...VIEWPORT, width: 400 });
      expect(host.sent()).toEqual([['mc:viewport', { ...VIEWPORT, width: 400 }]]);
      host.dispose();
    });

    it('holds commands until the frame reports ready, sends them in order, then at once', () => {
      const host = make();
      host.say('mc:hello', HELLO);
      host.command({ command: 'open' });
      host.command({ command: 'setPayload', payload: 'x' });
      expect(host.sent()).toEqual([]);
      host.say('mc:widget-event', { event: 'ready' });
      host.say('mc:widget-event', { event: 'ready' });
      host.command({ command: 'close' });
      expect(host.sent()).toEqual([
        ['mc:widget-command', { command: 'open' }],
        ['mc:widget-command', { command: 'setPayload', payload: 'x' }],
        ['mc:widget-command', { command: 'close' }],
      ]);
      host.dispose();
    });
  });
}
