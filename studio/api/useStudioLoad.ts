/**
 * What a screen loads from the studio API, as a state: loading, failed (with the message to show and
 * "Try again"), or loaded. A 401 is not a failure of the screen: the session ended, and `onSessionLost`
 * hands over to the sign-in. A load the screen no longer wants (its address changed, it unmounted) is
 * ignored when it answers. `fetch` must be stable (useCallback): a new one loads again.
 */
import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { errorText } from '../../bridge-protocol/errorText';
import { isSessionLost } from './client';

export type StudioLoad<T> = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'loaded'; value: T };

export interface UseStudioLoad<T> {
  load: StudioLoad<T>;
  /** Loads again (the "Try again" of a failure). */
  reload: () => void;
  /** Replaces what was loaded (a change answered with the new state of the same thing). */
  setLoad: Dispatch<SetStateAction<StudioLoad<T>>>;
}

export function useStudioLoad<T>(fetch: () => Promise<T>, onSessionLost: (notice: string) => void): UseStudioLoad<T> {
  const [load, setLoad] = useState<StudioLoad<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoad({ kind: 'loading' });
    fetch().then(
      (value) => current && setLoad({ kind: 'loaded', value }),
      (error: unknown) => {
        if (!current) return;
        if (isSessionLost(error)) onSessionLost(errorText(error));
        else setLoad({ kind: 'failed', message: errorText(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [fetch, onSessionLost, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, reload, setLoad };
}
