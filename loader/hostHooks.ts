/**
 * SPEC §4 "App lifecycle": the host page may define `mcInitialized` / `mcAsyncInit` before or after
 * the loader runs. Each hook is called once with the public object when its moment has come; a hook
 * assigned later than that moment is called on assignment.
 */
export type HookName = 'mcInitialized' | 'mcAsyncInit';

export interface HostHook {
  /**
   * The moment has come: call the hook now if defined, and on assignment from now on. `detail` is the
   * lifecycle event's detail, the hook's second argument (mcAsyncInit: `{messenger}`, see boot.ts).
   */
  fire(detail?: Record<string, unknown>): void;
}

export function installHostHook<T>(win: Window, name: HookName, publicObject: T): HostHook {
  const target = win as unknown as Record<string, unknown>;
  let fn: unknown = target[name];
  let called: unknown = null;
  /** Set when the moment has come (fire). */
  let detail: Record<string, unknown> | null = null;
  const call = (): void => {
    if (!detail || typeof fn !== 'function' || called === fn) return;
    called = fn;
    try {
      (fn as (mc: T, detail: Record<string, unknown>) => void)(publicObject, detail);
    } catch (error) {
      console.error(`[MC] window.${name} threw`, error);
    }
  };
  Object.defineProperty(win, name, {
    configurable: true,
    enumerable: true,
    get: () => fn,
    set: (value: unknown) => {
      fn = value;
      call();
    },
  });
  return {
    fire(given = {}) {
      detail = given;
      call();
    },
  };
}
