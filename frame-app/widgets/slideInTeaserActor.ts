/**
 * The slide-in teaser machine's actor, created the way every machine's is (boot/widgetActor.ts): one
 * module per machine is the only place that creates its actor. It has no services to provide.
 */
import { createActor, type Actor } from 'xstate';
import { slideInTeaserMachine, type SlideInTeaserInput } from '../machines/slideInTeaserMachine';

export type SlideInTeaserActor = Actor<typeof slideInTeaserMachine>;

export function createSlideInTeaserActor(input: SlideInTeaserInput): SlideInTeaserActor {
  return createActor(slideInTeaserMachine, { input });
}
