/**
 * The flags are a lazy chunk (sms/parts/lazyCountryFlagIcon.ts), loaded the first time any flag renders,
 * and every phone field renders one. A file whose tests render phone fields loads the chunk once,
 * before them: a test that ended with it still loading would leave its arrival to a later test (React's
 * "not wrapped in act" warning) or to after the file's teardown (a failed import and its log).
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { CountryFlag } from '../../../../frame-app/sms/parts/CountryFlag';
import { actUntil } from '../reactMount';

/** For beforeAll, with a timeout of its own: the first import of the flags is slow on a busy machine. */
export const FLAG_CHUNK_TIMEOUT_MS = 30_000;

export async function loadFlagChunk(): Promise<void> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  try {
    act(() => root.render(<CountryFlag iso="US" />));
    await actUntil(() => container.querySelector('svg') !== null, 'the flags chunk', FLAG_CHUNK_TIMEOUT_MS - 1_000);
  } finally {
    act(() => root.unmount());
    container.remove();
  }
}
