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
