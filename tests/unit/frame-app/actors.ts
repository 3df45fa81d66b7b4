/**
 * Actors started by a file's tests are stopped after each test, so none outlives the test that started
 * it: its delayed events, invoked promises and subscriptions end with it. On a SimulatedClock no delay
 * fires by itself, but an invoked promise still settles, and a stopped actor ignores it.
 */
import { afterEach } from 'vitest';
import type { AnyActorRef } from 'xstate';

/** Call once at the top of a file; the returned function registers an actor (and returns it). */
export function stopAfterEachTest(): <A extends AnyActorRef>(actor: A) => A {
  const started: AnyActorRef[] = [];
  afterEach(() => {
    for (const actor of started.splice(0)) actor.stop();
  });
  return (actor) => {
    started.push(actor);
    return actor;
  };
}
