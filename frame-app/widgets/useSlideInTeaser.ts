/**
 * One teaser actor per mounted slide-in (machines/slideInTeaserMachine.ts): started with the layout,
 * told the host viewport's width as it changes, read as "the pill shows".
 */
import { useEffect, useState } from 'react';
import { useActorSelector } from '../parts/useActorSelector';
import { selectIsTeaser } from '../machines/slideInTeaserMachine';
import { createSlideInTeaserActor } from './slideInTeaserActor';

/** `opened`: the form shows from the start whatever the width (submitted, or in the studio's editing mode). */
export function useSlideInTeaser(viewportWidth: number | undefined, opened: boolean): { isTeaser: boolean; expand: () => void } {
  // The width the layout was first drawn at decides the start, as it decided the server's first view.
  const [actor] = useState(() => createSlideInTeaserActor({ viewportWidth: viewportWidth ?? 0, isSubmitted: opened }));
  useEffect(() => {
    actor.start();
    return () => {
      actor.stop();
    };
  }, [actor]);
  useEffect(() => {
    if (viewportWidth !== undefined) actor.send({ type: 'VIEWPORT', width: viewportWidth });
  }, [actor, viewportWidth]);
  const [expand] = useState(() => () => actor.send({ type: 'EXPAND' }));
  return { isTeaser: useActorSelector(actor, selectIsTeaser), expand };
}
