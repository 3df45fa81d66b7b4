/**
 * Gives the main thread back for one turn, so one step of start-up (the loader's, one iframe at a time;
 * the frame's, one boot step at a time) never joins the next in one long task. `scheduler.yield()` (Chromium) resumes ahead of other queued tasks; elsewhere a
 * message to ourselves does the same job without a timer's minimum delay.
 */
interface SchedulerWithYield {
  yield(): Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
