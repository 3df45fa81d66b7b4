/**
 * The host side of the bridge, one for every host a frame can have: the loader on a host page
 * (loader/frames/widgetHost.ts), the studio's preview (studio/preview/previewFrame.ts) and QA mode's
 * simulated host (frame-app/qa/hostSimulator.ts). What every host answers the same way is here: the
 * hello and the bootstrap built for it, the layout a resize changes, host-to-frame messages dropped
 * before the frame has booted (its bootstrap carries the state as it is then) and commands held until
 * it reports `ready`. Everything else a frame says reaches the host through one typed map that names
 * every other frame-to-host message, so a host cannot leave one unanswered.
 *
 * DOM-free and transport-free: a host passes the `on` and `send` of its channel (the real
 * cross-window one, or QA's loopback).
 */
import {
  PROTOCOL_VERSION,
  type BootstrapMessage,
  type FrameToHostMap,
  type FrameToHostName,
  type HostToFrameMap,
  type HostToFrameName,
  type LayoutRequest,
  type ResponseOf,
  type SessionSnapshot,
  type SessionUpdate,
  type WidgetCommand,
} from './messages';

/** What a host knows when a frame says hello; the protocol version follows from it. */
export type BootstrapParts = Omit<BootstrapMessage, 'protocolVersion'>;

export function buildBootstrap(parts: BootstrapParts): BootstrapMessage {
  return { ...parts, protocolVersion: PROTOCOL_VERSION };
}

/** A widget's session entry after the frame's `mc:session-update`: a field left out is kept, `null` clears the impression. */
export function applySessionUpdate(entry: SessionSnapshot['widget'], change: SessionUpdate): SessionSnapshot['widget'] {
  return {
    lastImpression: change.lastImpression === undefined ? entry.lastImpression : change.lastImpression,
    manualClose: change.manualClose ?? entry.manualClose,
  };
}

/** The frame-to-host messages the frame host answers itself. */
type Answered = 'mc:hello' | 'mc:layout' | 'mc:resize';

/** Each host's own answer to every other frame-to-host message (a complete map: a new message is a type error until every host answers it). */
export type FrameReports = { [N in Exclude<FrameToHostName, Answered>]: (payload: FrameToHostMap[N]) => void };

export interface FrameHostOptions {
  on<N extends FrameToHostName>(name: N, handler: (payload: FrameToHostMap[N]) => ResponseOf<N>): unknown;
  send<N extends HostToFrameName>(name: N, payload: HostToFrameMap[N]): void;
  /**
   * The bootstrap's parts as they are now. `version` is the frame's protocol: a host throws (in its own
   * words) for one it does not speak, and the frame is refused.
   */
  bootstrap(version: number): BootstrapParts;
  /** The layout the frame asked for, with its latest size (every `mc:resize` updates the last `mc:layout`). */
  layout(layout: LayoutRequest): void;
  reports: FrameReports;
}

export interface FrameHost {
  /** Sent once the frame has booted; before that it is dropped, as the bootstrap carries the current state. */
  deliver<N extends HostToFrameName>(name: N, payload: HostToFrameMap[N]): void;
  /** Sent once the frame reported `ready` (its listeners exist); before that, held in order. */
  command(command: WidgetCommand): void;
}

export function createFrameHost(options: FrameHostOptions): FrameHost {
  const { on, send, reports } = options;
  let layout: LayoutRequest | null = null;
  let booted = false;
  let ready = false;
  const held: WidgetCommand[] = [];
  const ask = (next: LayoutRequest): void => {
    layout = next;
    options.layout(next);
  };

  on('mc:hello', (hello) => {
    const bootstrap = buildBootstrap(options.bootstrap(hello.protocolVersion));
    booted = true;
    return bootstrap;
  });
  on('mc:layout', ask);
  on('mc:resize', (size) => {
    if (layout) ask({ ...layout, size });
  });
  // TypeScript cannot pair a name of the union with its own handler in a loop; the map's type pairs them.
  for (const name of Object.keys(reports) as (keyof FrameReports)[])
    if (name !== 'mc:widget-event') (on as (name: string, handler: (payload: unknown) => void) => unknown)(name, reports[name] as (payload: unknown) => void);
  on('mc:widget-event', (event) => {
    if (event.event === 'ready' && !ready) {
      ready = true;
      // Commands given before the frame was ready run now, in order, before the host hears `ready`.
      for (const command of held.splice(0)) send('mc:widget-command', command);
    }
    reports['mc:widget-event'](event);
  });

  return {
    deliver(name, payload) {
      if (booted) send(name, payload);
    },
    command(command) {
      if (ready) send('mc:widget-command', command);
      else held.push(command);
    },
  };
}
