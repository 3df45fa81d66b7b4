/**
 * QA standalone mode: the widget of one fixture on a simulated host page, the harness panel and the
 * bridge log. The frame boots through `bootFrame`, the very code that runs in the iframe; only the
 * channel is the in-memory loopback.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { bootFrame, type BootedFrame } from '../boot/bootFrame';
import { fixtureNames, type QaFixture } from './fixtures';
import { HarnessPanel, VIEWPORT_PRESETS } from './HarnessPanel';
import { createHostSimulator } from './hostSimulator';
import { MachineStatus } from './MachineStatus';
import { MessageLog } from './MessageLog';
import { Stage } from './Stage';

const DEFAULT_VIEWPORT = VIEWPORT_PRESETS[1];

export function QaApp({ name, fixture }: { name: string; fixture: QaFixture }) {
  const sim = useMemo(() => createHostSimulator(fixture, DEFAULT_VIEWPORT), [fixture]);
  const state = useSyncExternalStore(sim.subscribe, sim.getState);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
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

  return (
    <div className="min-h-screen bg-slate-100 font-sans text-slate-900 antialiased">
      <header className="border-b border-slate-200 bg-white">
        <div className="flex flex-wrap items-center justify-between gap-3 px-6 py-3">
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
      <div className="flex flex-col items-start gap-6 p-6 lg:flex-row">
        <aside className="w-full shrink-0 lg:sticky lg:top-6 lg:w-80">
          <HarnessPanel sim={sim} state={state} />
        </aside>
        <main className="w-full min-w-0 flex-1 space-y-6">
          <Stage
            layout={state.layout}
            viewport={state.viewport}
            page={state.page}
            frameError={state.frameError}
            bootKey={state.bootCount}
            rootRef={setRoot}
            status={frame ? <MachineStatus actor={frame.actor} /> : null}
          />
          <MessageLog entries={state.log} onClear={sim.clearLog} />
        </main>
      </div>
    </div>
  );
}
