/**
 * The typed bridge. This is the ONLY file that imports post-robot: everything else talks through
 * `createChannel(side, peer)`, whose sends and listeners are bound to one exact window AND one exact
 * origin, never '*'. Every incoming payload is validated against `messages.ts` before a handler sees it;
 * an invalid one is dropped with one console warning and never throws into the host page.
 */
import postRobot from 'post-robot';
import { MESSAGES_WITH_REPLY } from './messages';
import type {
  frameToHost,
  hostToFrame,
  responseSchemas,
  FrameToHostMap,
  HostToFrameMap,
  ResponseOf,
} from './messages';
import type { Schema } from './validate';

export type Side = 'host' | 'frame';

export interface Peer {
  window: Window;
  /** Exact origin, e.g. "http://localhost:8081"; never '*'. */
  origin: string;
}

type OutMap<S extends Side> = S extends 'host' ? HostToFrameMap : FrameToHostMap;
type InMap<S extends Side> = S extends 'host' ? FrameToHostMap : HostToFrameMap;
export type OutName<S extends Side> = keyof OutMap<S> & string;
export type InName<S extends Side> = keyof InMap<S> & string;

export type TrafficDirection = 'in' | 'out' | 'dropped';
export type TrafficLogger = (direction: TrafficDirection, name: string, payload: unknown) => void;

export interface Channel<S extends Side> {
  readonly peer: Peer;
  /** Resolves with the peer's reply (for `mc:hello`, the Bootstrap); rejects on timeout or a refused message. */
  send<N extends OutName<S>>(name: N, payload: OutMap<S>[N]): Promise<ResponseOf<N>>;
  on<N extends InName<S>>(
    name: N,
    handler: (payload: InMap<S>[N]) => ResponseOf<N> | Promise<ResponseOf<N>>,
  ): () => void;
  /** Cancels every listener this channel registered. */
  close(): void;
}

export interface ChannelOptions<S extends Side> {
  /**
   * The schemas of what this side receives (`frameToHost` on the host, `hostToFrame` in the frame).
   * Passed in rather than imported so each bundle carries only the schemas its side checks.
   */
  incoming: S extends 'host' ? typeof frameToHost : typeof hostToFrame;
  /** Schemas of the replies this side waits for (the frame checks the bootstrap). */
  replies?: Partial<typeof responseSchemas>;
  /** Reply timeout for request/response messages (ms). */
  timeout?: number;
  log?: TrafficLogger;
}

const WARN_PREFIX = '[MC bridge]';

function assertExactOrigin(origin: string): void {
  // A wildcard or an opaque origin would let any window talk to us.
  if (!/^https?:\/\/[^/*\s]+$/.test(origin)) throw new Error(`${WARN_PREFIX} refusing non-exact origin "${origin}"`);
}

export function createChannel<S extends Side>(side: S, peer: Peer, options: ChannelOptions<S>): Channel<S> {
  assertExactOrigin(peer.origin);
  const incoming: Record<string, Schema<unknown>> = options.incoming;
  const replies: Record<string, Schema<unknown> | undefined> = options.replies ?? {};
  const listeners = new Set<{ cancel(): void }>();
  const log = options.log;

  const channel: Channel<S> = {
    peer,
    send(name, payload) {
      log?.('out', name, payload);
      const check = replies[name];
      const expectsReply = MESSAGES_WITH_REPLY.includes(name);
      return new Promise((resolve, reject) => {
        postRobot
          .send<unknown>(peer.window, name, payload, {
            domain: peer.origin,
            timeout: options.timeout ?? 10_000,
            // Signals need no reply: skipping post-robot's ack/response halves the traffic.
            fireAndForget: !expectsReply,
          })
          .then(
            (event) => {
              if (!expectsReply) return resolve(undefined as ResponseOf<typeof name>);
              const error = check ? check(event?.data, `${name} reply`) : 'no reply schema given';
              if (error) {
                log?.('dropped', `${name} reply`, event?.data);
                return reject(new Error(`${WARN_PREFIX} invalid reply: ${error}`));
              }
              log?.('in', `${name} reply`, event.data);
              resolve(event.data as ResponseOf<typeof name>);
            },
            (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
          );
      });
    },
    on(name, handler) {
      const check = incoming[name];
      if (!check) throw new Error(`${WARN_PREFIX} no schema for ${name}`);
      const listener = postRobot.on<unknown>(name, { window: peer.window, domain: peer.origin }, (event) => {
        const error = check(event.data, name);
        if (error) {
          log?.('dropped', name, event.data);
          console.warn(`${WARN_PREFIX} dropped invalid message: ${error}`);
          // A refused request gets an error reply, so a waiting sender fails fast instead of timing out.
          throw new Error(`invalid payload: ${error}`);
        }
        log?.('in', name, event.data);
        return handler(event.data as InMap<S>[typeof name]);
      });
      listeners.add(listener);
      return () => {
        listener.cancel();
        listeners.delete(listener);
      };
    },
    close() {
      for (const listener of listeners) listener.cancel();
      listeners.clear();
    },
  };
  return channel;
}
