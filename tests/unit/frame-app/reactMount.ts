/** A fresh React root in the document for each test, unmounted after it: the setup the layout tests share. */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface ReactMount {
  readonly container: HTMLElement;
  readonly root: Root;
}

export function mountEachTest(): ReactMount {
  const mount = {} as { container: HTMLElement; root: Root };
  beforeEach(() => {
    mount.container = document.createElement('div');
    document.body.appendChild(mount.container);
    mount.root = createRoot(mount.container);
  });
  afterEach(() => {
    act(() => mount.root.unmount());
    mount.container.remove();
  });
  return mount;
}

/**
 * Lets React work in act() windows of 10 ms until `done()`: for what arrives on its own (a lazy chunk,
 * a promise), so it arrives inside act() and the test ends after it, never with it still on the way.
 * One act() around a polling wait would not do: React holds the work queued in act() until the
 * callback returns, so the poll would never see it.
 */
export async function actUntil(done: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!done()) {
    if (performance.now() > deadline) throw new Error(`${what}: not within ${String(timeoutMs)} ms`);
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
  }
}
