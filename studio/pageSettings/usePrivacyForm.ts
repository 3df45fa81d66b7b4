/**
 * The Privacy form's state and its save (`PUT /studio/api/pages/:id/settings` with `consent` alone, so the
 * brand settings and the overlay cap are left as stored). Checked first with the rule the server and the
 * admin API use (pageSettingsProblems → consentProblem): a problem is shown at its field, nothing is sent.
 */
import { useMemo, useState } from 'react';
import { errorText } from '../../bridge-protocol/errorText';
import { pageSettingsProblems, type PageSettingsProblem } from '../../bridge-protocol/studio/pageSettings';
import type { StudioPage } from '../../bridge-protocol/studio/studioApi';
import { isSessionLost, studioApi, StudioApiError } from '../api/client';
import { sameJson } from '../rules/sameJson';
import { consentOf, privacyOf, type PrivacyDraft } from '../rules/privacyDraft';
import type { SaveStatus } from './usePageSettingsForm';

export interface PrivacyFormOptions {
  pageId: string;
  config: Record<string, unknown>;
  onSaved: (page: StudioPage) => void;
  onSessionLost: (notice: string) => void;
}

export function usePrivacyForm({ pageId, config, onSaved, onSessionLost }: PrivacyFormOptions) {
  const stored = useMemo(() => privacyOf(config), [config]);
  const [draft, setDraft] = useState(stored);
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const [problems, setProblems] = useState<PageSettingsProblem[]>([]);

  function edit(change: Partial<PrivacyDraft>) {
    setDraft((current) => ({ ...current, ...change }));
    setProblems([]);
    setStatus((s) => (s.kind === 'saving' ? s : { kind: 'idle' }));
  }

  async function save() {
    if (status.kind === 'saving') return;
    const settings = { consent: consentOf(draft) };
    const found = pageSettingsProblems(settings);
    if (found.length > 0) {
      setProblems(found);
      setStatus({ kind: 'failed', message: 'Not saved: check the privacy settings.', fields: true });
      return;
    }
    setStatus({ kind: 'saving' });
    try {
      const answer = await studioApi.savePageSettings(pageId, settings);
      onSaved(answer.page);
      setStatus({ kind: 'saved' });
    } catch (error) {
      if (isSessionLost(error)) return onSessionLost(`${errorText(error)}. The privacy settings were not saved.`);
      const listed = error instanceof StudioApiError ? error.problems.flatMap((p) => (p.field ? [{ path: p.field, message: p.message }] : [])) : [];
      setProblems(listed);
      setStatus({ kind: 'failed', message: listed.length > 0 ? 'Not saved: check the privacy settings.' : `Not saved: ${errorText(error)}`, fields: listed.length > 0 });
    }
  }

  return { draft, edit, save, status, problems, unsaved: !sameJson(consentOf(draft), consentOf(stored)) };
}
