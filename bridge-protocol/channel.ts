/**
 * The typed bridge: one private MessagePort per widget frame.
 *
 * Why a port and not window messages through post-robot: measured under the 4× CPU throttle, post-robot
 * cost the host page ~78 ms to evaluate and ~30–60 ms per message it parsed (its own hello, acks and
 * JSON envelope), 12 KB gzip on each side, and its global `message` listener answered junk from any
 * window (a foreign frame could make it throw into the host page). A MessagePort has exactly one peer:
 * once the frame has handed its end to the host, no other window or origin can write to the bridge,
 * payloads travel by structured clone (no JSON, no toJSON hooks of the host page), and the host listens
 * to window messages only for the one-time handshake, which it checks against the iframe it created.
 *
 * The handshake is the frame's first message (`mc:hello`): the frame posts it to its parent with the
 * exact host origin as target, carrying the port; the host accepts it only from the window of an
 * iframe it created and from the frame origin. Everything after that — the bootstrap reply, layouts,
 * signals — uses the port. So the frame is sized by the third message (hello, bootstrap, layout).
 *
 * Every incoming payload is validated against `messages.ts` before a handler sees it; an invalid one is
 * dropped with one console warning and never throws into the host page.
 */
import { MESSAGES_WITH_REPLY } from './messages';
import { hasOwn } from './ownValue';
import { safeStringify } from './safeJson';
import type { frameToHost, hostToFrame, responseSchemas, FrameToHostMap, HostToFrameMap, ResponseOf } from './messages';
import type { Schema } from './validate';
import { errorText } from './errorText';
import { CONNECT, HELLO_REQUEST_ID } from './handshake';

export type Side = 'host' | 'frame';

type OutMap<S extends Side> = S extends 'host' ? HostToFrameMap : FrameToHostMap;
type InMap<S extends Side> = S extends 'host' ? FrameToHostMap : HostToFrameMap;
export type OutName<S extends Side> = keyof OutMap<S> & string;
export type InName<S extends Side> = keyof InMap<S> & string;

export interface Channel<S extends Side> {
  /** Resolves with the peer's reply (for `mc:hello`, the Bootstrap); rejects on timeout or a refused message. */
  send<N extends OutName<S>>(name: N, payload: OutMap<S>[N]): Promise<ResponseOf<N>>;
  on<N extends InName<S>>(name: N, handler: (payload: InMap<S>[N]) => ResponseOf<N> | Promise<ResponseOf<N>>): () => void;
  /** Cancels every listener and closes the port. */
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
}

/** On the port: a message (`i` > 0 when a reply is expected) or a reply to one. */
interface Envelope {
  n?: string;
  p?: unknown;
  i?: number;
  /** Reply to message `r`: its payload in `p`, or the refusal in `e`. */
  r?: number;
  e?: string;
}

const WARN_PREFIX = '[MC bridge]';
const DEFAULT_TIMEOUT_MS = 10_000;

function assertExactOrigin(origin: string): void {
  // A wildcard or an opaque origin would let any window read the handshake.
  if (!/^https?:\/\/[^/*\s]+$/.test(origin)) throw new Error(`${WARN_PREFIX} refusing non-exact origin "${origin}"`);
}

function isEnvelope(data: unknown): data is Envelope {
  return typeof data === 'object' && data !== null && !Array.isArray(data);
}

interface Core<S extends Side> extends Channel<S> {
  /** Binds the channel to its port (the host does so at the handshake) and handles `first`, if given. */
  attach(port: MessagePort, first?: Envelope): void;
  /**
   * Handles what arrived on the port before it was attached (the early handshake's): a reply is kept
   * for its request, anything else is handled as if it arrived now.
   */
  replay(received: readonly unknown[]): void;
}

type Handler = (payload: never) => unknown;
type Reply = (to: number, outcome: { p?: unknown; e?: string }) => void;
interface Waiting {
  name: string;
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * How an end waits on replies. Only the frame's requests have them (`mc:hello`, MESSAGES_WITH_REPLY):
 * the host's end takes NO_REPLIES, so the loader carries none of the waiting below.
 */
interface Replies {
  expects(name: string): boolean;
  /** A reply that arrived before its request was waited on (the early handshake's): settled when it is. */
  keep(envelope: Envelope): void;
  wait(id: number, name: string, resolve: (value: unknown) => void, reject: (error: Error) => void): void;
  settle(envelope: Envelope): void;
  refuseAll(): void;
}

const NO_REPLIES: Replies = { expects: () => false, keep() {}, wait() {}, settle() {}, refuseAll() {} };

/** The requests this end sent and waits on: settled by their reply, refused at their timeout or at close. */
function createPending(replies: Record<string, Schema<unknown> | undefined>, timeout: number): Replies {
  const pending = new Map<number, Waiting>();
  const kept = new Map<number, Envelope>();
  const settle = (envelope: Envelope): void => {
    const waiting = pending.get(envelope.r!);
    if (!waiting) return;
    pending.delete(envelope.r!);
    clearTimeout(waiting.timer);
    if (typeof envelope.e === 'string') return waiting.reject(new Error(envelope.e));
    const check = replies[waiting.name];
    const error = check ? check(envelope.p, `${waiting.name} reply`) : 'no reply schema given';
    if (error) return waiting.reject(new Error(`${WARN_PREFIX} invalid reply: ${error}`));
    waiting.resolve(envelope.p);
  };
  return {
    expects: (name) => MESSAGES_WITH_REPLY.includes(name),
    keep(envelope: Envelope): void {
      kept.set(envelope.r!, envelope);
    },
    wait(id: number, name: string, resolve: (value: unknown) => void, reject: (error: Error) => void): void {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`${WARN_PREFIX} no reply to ${name} within ${timeout} ms`));
      }, timeout);
      pending.set(id, { name, resolve, reject, timer });
      const early = kept.get(id);
      if (early) {
        kept.delete(id);
        settle(early);
      }
    },
    settle,
    refuseAll(): void {
      for (const waiting of pending.values()) {
        clearTimeout(waiting.timer);
        waiting.reject(new Error(`${WARN_PREFIX} the channel is closed`));
      }
      pending.clear();
      kept.clear();
    },
  };
}

/** A message from the other end, checked against its schema and handed to its handler; a request is answered. */
function dispatch(data: Envelope, incoming: Record<string, Schema<unknown> | undefined>, handlers: ReadonlyMap<string, Handler>, reply: Reply): void {
  const name = data.n;
  const id = typeof data.i === 'number' ? data.i : 0;
  const check = typeof name === 'string' && hasOwn(incoming, name) ? incoming[name] : undefined;
  // safeStringify: on the host page JSON.stringify may have been replaced by something that throws.
  const error = check ? check(data.p, name!) : `unknown message ${safeStringify(String(name)).slice(0, 80)}`;
  if (error) {
    console.warn(`${WARN_PREFIX} dropped invalid message: ${error}`);
    // A refused request gets an error reply, so a waiting sender fails fast instead of timing out.
    if (id) reply(id, { e: `invalid payload: ${error}` });
    return;
  }
  const handler = handlers.get(name!);
  Promise.resolve()
    .then(() => (handler ? handler(data.p as never) : undefined))
    .then(
      (result) => id && reply(id, { p: result }),
      (failure: unknown) => {
        if (id) reply(id, { e: errorText(failure) });
        else console.warn(`${WARN_PREFIX} ${name!} handler failed: ${errorText(failure)}`);
      },
    );
}

/**
 * The request/reply core, shared by both sides. Envelopes go out on the attached port; `handOver`, the
 * frame's, may take one instead (the first, which must carry the port to the host) by returning true.
 */
function createCore<S extends Side>(options: ChannelOptions<S>, pending: Replies, handOver?: (envelope: Envelope) => boolean): Core<S> {
  const incoming: Record<string, Schema<unknown> | undefined> = options.incoming;
  const handlers = new Map<string, Handler>();
  let port: MessagePort | null = null;
  let nextId = 1;
  let closed = false;

  const transmit = (envelope: Envelope): void => {
    if (handOver?.(envelope)) return;
    if (!port) throw new Error('the frame has not connected yet');
    port.postMessage(envelope);
  };

  const reply: Reply = (to, outcome) => {
    try {
      transmit({ r: to, ...outcome });
    } catch (error) {
      console.warn(`${WARN_PREFIX} a reply could not be sent: ${errorText(error)}`);
    }
  };

  const receive = (data: unknown): void => {
    if (closed || !isEnvelope(data)) return;
    if (typeof data.r === 'number') pending.settle(data);
    else dispatch(data, incoming, handlers, reply);
  };

  return {
    send(name, payload) {
      if (closed) return Promise.reject(new Error(`${WARN_PREFIX} the channel is closed`));
      const id = pending.expects(name) ? nextId++ : 0;
      return new Promise((resolve, reject) => {
        try {
          transmit(id ? { n: name, p: payload, i: id } : { n: name, p: payload });
        } catch (error) {
          return reject(new Error(`${WARN_PREFIX} ${name} could not be sent: ${errorText(error)}`));
        }
        if (!id) return resolve(undefined as ResponseOf<typeof name>);
        pending.wait(id, name, resolve as (value: unknown) => void, reject);
      });
    },
    on(name, handler) {
      if (!incoming[name]) throw new Error(`${WARN_PREFIX} no schema for ${name}`);
      handlers.set(name, handler as Handler);
      return () => {
        if (handlers.get(name) === handler) handlers.delete(name);
      };
    },
    close() {
      closed = true;
      handlers.clear();
      pending.refuseAll();
      port?.close();
      port = null;
    },
    attach(next, first) {
      port?.close();
      port = next;
      next.onmessage = (event) => receive(event.data);
      if (first) receive(first);
    },
    replay(received) {
      for (const data of received) {
        if (!isEnvelope(data)) continue;
        if (typeof data.r === 'number') pending.keep(data);
        else receive(data);
      }
    },
  };
}

/**
 * The frame's end. Its first message (`mc:hello`) goes to `parent` with the exact host origin as the
 * target and carries the other end of a new MessageChannel; every later message uses the port.
 *
 * `early`: a handshake already posted (handshake.ts postHello, by frame-app/earlyHello.ts before the
 * frame app loaded), with what its port received meanwhile. The first `mc:hello` is then not posted
 * again: it takes the reply that request already has, received or still on its way.
 */
/** A handshake posted before the channel existed (frame-app/earlyHello.ts): its port, and what arrived on it. */
export interface EarlyHandshake {
  port: MessagePort;
  received: unknown[];
}

export function connectToHost(parent: Window, hostOrigin: string, options: ChannelOptions<'frame'>, early?: EarlyHandshake | null): Channel<'frame'> {
  assertExactOrigin(hostOrigin);
  const own = early ? null : new MessageChannel();
  let handedOver = false;
  const core = createCore<'frame'>(options, createPending(options.replies ?? {}, options.timeout ?? DEFAULT_TIMEOUT_MS), (envelope) => {
    if (handedOver) return false;
    if (own) parent.postMessage({ ...envelope, [CONNECT]: true }, hostOrigin, [own.port2]);
    // Its reply is on the way to request 1 only: anything else first would wait for a reply forever.
    else if (envelope.n !== 'mc:hello' || envelope.i !== HELLO_REQUEST_ID) throw new Error('the handshake was sent already, as mc:hello');
    return (handedOver = true);
  });
  core.attach(early ? early.port : own!.port1);
  if (early) core.replay(early.received);
  return { send: core.send, on: core.on, close: core.close };
}

/** Is `data` the handshake envelope? */
function isHandshake(data: unknown): data is Envelope {
  return isEnvelope(data) && (data as Record<string, unknown>)[CONNECT] === true;
}

/**
 * The host's end for one iframe. It listens to window messages only for the handshake, and accepts it
 * only from `iframe`'s own window and `frameOrigin`; anything else is ignored without a word (a page
 * has many talkative frames, and answering them is what let junk through before). A frame that loads
 * again (its iframe reloaded) hands over a new port, which replaces the old one.
 */
export function listenForFrame(
  win: Window,
  iframe: HTMLIFrameElement,
  frameOrigin: string,
  options: ChannelOptions<'host'>,
): Channel<'host'> {
  assertExactOrigin(frameOrigin);
  const core = createCore<'host'>(options, NO_REPLIES);
  const onMessage = (event: MessageEvent): void => {
    // Cheapest checks first: most messages on a busy page are not ours. contentWindow is read only
    // here, after the frame has navigated: reading it at creation would build the blank document's
    // script context on the host's thread.
    if (event.origin !== frameOrigin || !isHandshake(event.data) || event.source === null || event.source !== iframe.contentWindow) return;
    const handed = event.ports[0];
    if (event.ports.length !== 1 || !handed) return console.warn(`${WARN_PREFIX} dropped a handshake without its port`);
    const { [CONNECT]: _marker, ...first } = event.data as Envelope & Record<string, unknown>;
    core.attach(handed, first);
  };
  win.addEventListener('message', onMessage);
  return {
    send: core.send,
    on: core.on,
    close() {
      win.removeEventListener('message', onMessage);
      core.close();
    },
  };
}
