/**
 * `useSelector` for one actor, on React's own useSyncExternalStore. @xstate/react's version adds a
 * selector shim (~0.7 KB gzip) that React 19 does not need, in a bundle that is over budget as it is.
 * Selectors must return primitives or references that only change when the value does (the ones in
 * machines/widgetSnapshot.ts do), otherwise React would re-render forever.
 *
 * Hydration (issue 26): a painted frame's markup was rendered from the server's snapshot of the widget
 * machine, not from this visitor's. HydrationSnapshotContext gives that snapshot for that actor, and it
 * is useSyncExternalStore's server snapshot: React hydrates exactly the server's markup, then
 * re-renders with the live snapshot where the two differ (the visitor's m.me ref), with no mismatch.
 */
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

export interface HydrationSnapshot {
  actor: AnyActorRef;
  snapshot: unknown;
}

export const HydrationSnapshotContext = createContext<HydrationSnapshot | null>(null);

export function useActorSelector<A extends AnyActorRef, T>(actor: A, selector: (snapshot: SnapshotFrom<A>) => T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe({ next: onChange, error: onChange });
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const hydration = useContext(HydrationSnapshotContext);
  const read = () => selector(actor.getSnapshot() as SnapshotFrom<A>);
  const readServer = hydration !== null && hydration.actor === actor ? () => selector(hydration.snapshot as SnapshotFrom<A>) : read;
  return useSyncExternalStore(subscribe, read, readServer);
}
