/**
 * QA standalone mode: the widget of one fixture on a simulated host page, the harness panel and the
 * bridge log. The frame boots through `bootFrame`, the very code that runs in the iframe; only the
 * channel is the in-memory loopback.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { bootFrame, type BootedFrame } from '../boot/bootFrame';
import { fixtureNames, type QaFixture } from './fixtures';
import { HarnessPanel } from './HarnessPanel';
import { createHostSimulator, type HostSimulator } from './hostSimulator';
import { MachineStatus } from './MachineStatus';
import { MessageLog } from './MessageLog';
import { Stage } from './Stage';
import { initialViewport } from './viewportPresets';

/** The frame booted on `root` through a fresh loopback, again whenever the simulator or the fixture changes. */
function useBootedFrame(sim: HostSimulator, root: HTMLDivElement | null, fixture: QaFixture): BootedFrame | null {
  const [frame, setFrame] = useState<BootedFrame | null>(null);
  useEffect(() => {
    if (!root) return;
    // QA boots with the disable-SDK-rewrite override: the adapter takes this FB instead of loading one.
    (window as unknown as { FB?: unknown }).FB = sim.messengerSdk.fb;
    const loopback = sim.connect();
    let cancelled = false;
    let booted: BootedFrame | null = null;
    void bootFrame({ channel: loopback.frame, widgetId: String(fixture.widget.widget_id), root, now: sim.now }).then((result) => {
      if (cancelled) {
        result?.dispose();
        return;
      }
      booted = result;
      setFrame(result);
    });
    return () => {
      cancelled = true;
      loopback.close();
      setFrame(null);
      const previous = booted;
      // React refuses to unmount a root from inside another root's commit; the next task is outside it.
      if (previous) queueMicrotask(() => previous.dispose());
    };
  }, [sim, root, fixture]);
  return frame;
}

function QaHeader({ name, fixture }: { name: string; fixture: QaFixture }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="flex flex-wrap items-center justify-between gap-3 px-3 py-3 sm:px-6">
        <div>
          <h1 className="text-base font-semibold">
            Widget frame <span className="font-normal text-slate-500">· QA mode</span>
          </h1>
          <p className="text-xs text-slate-500">{fixture.summary}</p>
        </div>
        <nav aria-label="Fixtures" className="flex flex-wrap gap-1">
          {fixtureNames().map((n) => (
            <a
              key={n}
              href={`?qa=${encodeURIComponent(n)}`}
              aria-current={n === name ? 'page' : undefined}
              className={`rounded-md px-2.5 py-1 font-mono text-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 ${
                n === name ? 'bg-slate-900 text-white' : 'text-slate-600 hover:bg-slate-100'
              }`}
            >
              {n}
            </a>
          ))}
        </nav>
      </div>
    </header>
  );
}

export function QaApp({ name, fixture }: { name: string; fixture: QaFixture }) {
  // The simulated viewport starts at a size whose stage fits this window (viewportPresets.ts).
  const sim = useMemo(() => createHostSimulator(fixture, initialViewport(window.innerWidth)), [fixture]);
  const state = useSyncExternalStore(sim.subscribe, sim.getState);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const frame = useBootedFrame(sim, root, fixture);

  return (
    <div className="min-h-screen bg-slate-100 font-sans text-slate-900 antialiased">
      <QaHeader name={name} fixture={fixture} />
      {/* The stage comes first and gets the full width (the simulated page is drawn at its real size, so
          it needs the room); the panel and the log go under it. Only from 2xl on (viewportPresets.ts,
          SIDE_PANEL_MIN_WINDOW) is there room for the panel beside a 1024 px stage. */}
      <div className="grid items-start gap-6 p-3 sm:p-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <main className="min-w-0 lg:col-span-2 2xl:col-span-1 2xl:col-start-2 2xl:row-start-1">
          <Stage
            layout={state.layout}
            viewport={state.viewport}
            page={state.page}
            frameError={state.frameError}
            bootKey={state.bootCount}
            rootRef={setRoot}
            status={frame ? <MachineStatus actor={frame.actor} now={sim.now} /> : null}
          />
        </main>
        <aside className="min-w-0 2xl:sticky 2xl:top-6 2xl:col-start-1 2xl:row-span-2 2xl:row-start-1">
          <HarnessPanel sim={sim} state={state} />
        </aside>
        <div className="min-w-0 2xl:col-start-2">
          <MessageLog entries={state.log} onClear={sim.clearLog} />
        </div>
      </div>
    </div>
  );
}
