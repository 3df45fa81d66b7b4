/**
 * The omnichat machine's actor, created the way every machine's is (boot/widgetActor.ts): this module is
 * the only place that creates it. The machine has no services (timers only, run by XState's clock; its
 * effects leave as emitted events the container forwards), so there is nothing to provide.
 */
import { createActor, type Actor } from 'xstate';
import { omnichatMachine, type OmnichatInput } from '../../machines/omnichatMachine';

export type OmnichatActor = Actor<typeof omnichatMachine>;

export function createOmnichatActor(input: OmnichatInput): OmnichatActor {
  return createActor(omnichatMachine, { input });
}
