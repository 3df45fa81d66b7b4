/**
 * `useSelector` for one actor, on React's own useSyncExternalStore. @xstate/react's version adds a
 * selector shim (~0.7 KB gzip) that React 19 does not need, in a bundle that is over budget as it is.
 * Selectors must return primitives or references that only change when the value does (the ones in
 * widgetMachine.ts do), otherwise React would re-render forever.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

export function useActorSelector<A extends AnyActorRef, T>(actor: A, selector: (snapshot: SnapshotFrom<A>) => T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe({ next: onChange, error: onChange });
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const read = () => selector(actor.getSnapshot() as SnapshotFrom<A>);
  return useSyncExternalStore(subscribe, read, read);
}
