/**
 * The privacy screen's state (issue 48, item 4): the identifier asked about, then what the server found
 * of it, and the erasure's outcome. A new search forgets the previous answer, so Export and Erase always
 * act on what is on the screen. A 401 hands back to the sign-in.
 */
import { useState } from 'react';
import { errorText } from '../../bridge-protocol/errorText';
import type { SubjectFindResponse, SubjectKind, SubjectRequestBody } from '../../bridge-protocol/studio/privacy';
import { isSessionLost, StudioApiError } from '../api/client';
import { privacyApi } from '../api/privacy';
import { downloadBlob } from '../configOnly/downloadFile';
import { exportFileName, subjectBody } from '../rules/subjectRequest';

export type SubjectState =
  | { phase: 'idle' }
  | { phase: 'busy'; doing: 'find' | 'export' | 'erase'; found: SubjectFindResponse['found'] | null }
  | { phase: 'found'; found: SubjectFindResponse['found']; notice: string | null }
  | { phase: 'erased'; rows: number }
  | { phase: 'failed'; message: string; field: string | null; found: SubjectFindResponse['found'] | null };

export function useSubjectRequest(onSessionLost: (notice: string) => void) {
  const [state, setState] = useState<SubjectState>({ phase: 'idle' });
  const [asked, setAsked] = useState<{ kind: SubjectKind; body: SubjectRequestBody } | null>(null);
  const found = state.phase === 'found' || state.phase === 'busy' || state.phase === 'failed' ? state.found : null;

  async function run(doing: 'find' | 'export' | 'erase', work: () => Promise<SubjectState>, keep: SubjectFindResponse['found'] | null) {
    // The buttons stay pressable while busy (aria-disabled keeps them in the tab order): one request at a time.
    if (state.phase === 'busy') return;
    setState({ phase: 'busy', doing, found: keep });
    try {
      setState(await work());
    } catch (error) {
      if (isSessionLost(error)) return onSessionLost('Your session ended. Sign in again.');
      setState({ phase: 'failed', message: errorText(error), field: error instanceof StudioApiError ? (error.field ?? null) : null, found: keep });
    }
  }

  const find = (kind: SubjectKind, value: string) => {
    const body = subjectBody(kind, value);
    setAsked({ kind, body });
    return run('find', async () => ({ phase: 'found', found: (await privacyApi.find(body)).found, notice: null }), null);
  };
  const exportJson = () =>
    asked &&
    found &&
    run(
      'export',
      async () => {
        const answer = await privacyApi.export(asked.body);
        downloadBlob(new Blob([`${JSON.stringify(answer, null, 2)}\n`], { type: 'application/json' }), exportFileName(asked.kind, new Date()));
        return { phase: 'found', found, notice: 'Exported: the JSON file is in your downloads.' };
      },
      found,
    );
  const erase = () => asked && found && run('erase', async () => ({ phase: 'erased', rows: (await privacyApi.erase(asked.body)).rows_erased }), found);

  return { state, found, find, exportJson, erase };
}
