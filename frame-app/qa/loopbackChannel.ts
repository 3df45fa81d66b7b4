/**
 * An in-memory `Channel<'frame'>` for QA mode: the same boot code runs against it as against the
 * real cross-window transport, but the "host" is a simulator in the same page. It keeps the real channel's contract:
 * every payload is checked with the bridge schemas in both directions (an invalid one is logged and
 * refused, exactly where the real peer would drop it), replies are validated, and delivery is
 * asynchronous like a real cross-window message.
 */
import type { Channel } from '../../bridge-protocol/channel';
import {
  responseSchemas,
  validateMessage,
  type FrameToHostName,
  type HostToFrameMap,
  type HostToFrameName,
  type ResponseOf,
} from '../../bridge-protocol/messages';

export type LoopbackDirection = 'frame-to-host' | 'host-to-frame' | 'reply';

export interface LoopbackLogEntry {
  direction: LoopbackDirection;
  name: string;
  payload: unknown;
  /** Why the message was refused; null when it passed validation. */
  error: string | null;
}

export interface LoopbackHost {
  /** A valid frame → host message. The return value is the reply (the Bootstrap for `mc:hello`). */
  receive(name: FrameToHostName, payload: unknown): unknown;
}

export interface Loopback {
  readonly frame: Channel<'frame'>;
  /** Host → frame. */
  deliver<N extends HostToFrameName>(name: N, payload: HostToFrameMap[N]): void;
  close(): void;
}

type Handler = (payload: never) => unknown;

function expectsReply(name: string): name is keyof typeof responseSchemas {
  return Object.prototype.hasOwnProperty.call(responseSchemas, name);
}

export function createLoopback(host: LoopbackHost, log: (entry: LoopbackLogEntry) => void): Loopback {
  const handlers = new Map<string, Set<Handler>>();
  let closed = false;

  const frame: Channel<'frame'> = {
    send(name, payload) {
      const error = validateMessage('frame-to-host', name, payload);
      log({ direction: 'frame-to-host', name, payload, error });
      if (closed) return Promise.reject(new Error('the QA loopback is closed'));
      if (error) return Promise.reject(new Error(`invalid payload: ${error}`));
      const reply = Promise.resolve().then(() => {
        const answer = host.receive(name as FrameToHostName, payload);
        if (!expectsReply(name)) return undefined;
        const replyError = responseSchemas[name](answer, `${name} reply`);
        log({ direction: 'reply', name: `${name} reply`, payload: answer, error: replyError });
        if (replyError) throw new Error(`invalid reply: ${replyError}`);
        return answer;
      });
      // The reply type follows from `name` exactly as in channel.ts; TypeScript cannot narrow it here.
      return reply as Promise<ResponseOf<typeof name>>;
    },
    on(name, handler) {
      const set = handlers.get(name) ?? new Set<Handler>();
      handlers.set(name, set);
      const entry = handler as Handler;
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
    close() {
      handlers.clear();
    },
  };

  return {
    frame,
    deliver(name, payload) {
      const error = validateMessage('host-to-frame', name, payload);
      log({ direction: 'host-to-frame', name, payload, error });
      if (closed || error) return;
      queueMicrotask(() => {
        for (const handler of handlers.get(name) ?? []) (handler as (p: HostToFrameMap[typeof name]) => unknown)(payload);
      });
    },
    close() {
      closed = true;
      handlers.clear();
    },
  };
}
