/**
 * One part of a page's settings with its own save (the overlay cap, the privacy settings): its draft, and
 * a save that sends that part's key alone (`PUT /studio/api/pages/:id/settings`), so the brand and the
 * other parts stay as stored. Checked first with the rule the server and the admin API use
 * (pageSettingsProblems): a problem is shown at its field and nothing is sent.
 */
import { useMemo, useState } from 'react';
import { errorText } from '../../bridge-protocol/errorText';
import { pageSettingsProblems, type PageSettings, type PageSettingsProblem } from '../../bridge-protocol/studio/pageSettings';
import type { StudioPage } from '../../bridge-protocol/studio/studioApi';
import { isSessionLost, studioApi, StudioApiError } from '../api/client';
import { sameJson } from '../rules/sameJson';
import type { SaveStatus } from './usePageSettingsForm';

export interface SettingsPartFormOptions {
  pageId: string;
  config: Record<string, unknown>;
  onSaved: (page: StudioPage) => void;
  onSessionLost: (notice: string) => void;
}

export interface SettingsPart<D, K extends keyof PageSettings> {
  key: K;
  /** The draft of what is stored. */
  read: (config: Record<string, unknown>) => D;
  /** The settings value the draft saves. */
  write: (draft: D) => PageSettings[K];
  /** "The overlay cap was not saved.": said when the session is lost on saving. */
  notSaved: string;
  /** "check the cap": the failure's advice when a field is wrong. */
  check: string;
}

export function useSettingsPartForm<D extends object, K extends keyof PageSettings>(part: SettingsPart<D, K>, { pageId, config, onSaved, onSessionLost }: SettingsPartFormOptions) {
  const stored = useMemo(() => part.read(config), [part, config]);
  const [draft, setDraft] = useState(stored);
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const [problems, setProblems] = useState<PageSettingsProblem[]>([]);

  function edit(change: Partial<D>) {
    setDraft((current) => ({ ...current, ...change }));
    setProblems([]);
    setStatus((s) => (s.kind === 'saving' ? s : { kind: 'idle' }));
  }

  async function save() {
    if (status.kind === 'saving') return;
    const settings = { [part.key]: part.write(draft) } as Partial<PageSettings>;
    const found = pageSettingsProblems(settings);
    if (found.length > 0) {
      setProblems(found);
      setStatus({ kind: 'failed', message: `Not saved: ${part.check}.`, fields: true });
      return;
    }
    setStatus({ kind: 'saving' });
    try {
      const answer = await studioApi.savePageSettings(pageId, settings);
      onSaved(answer.page);
      setStatus({ kind: 'saved' });
    } catch (error) {
      if (isSessionLost(error)) return onSessionLost(`${errorText(error)}. ${part.notSaved}`);
      const listed = error instanceof StudioApiError ? error.problems.flatMap((p) => (p.field ? [{ path: p.field, message: p.message }] : [])) : [];
      setProblems(listed);
      setStatus({ kind: 'failed', message: listed.length > 0 ? `Not saved: ${part.check}.` : `Not saved: ${errorText(error)}`, fields: listed.length > 0 });
    }
  }

  return { draft, edit, save, status, problems, unsaved: !sameJson(part.write(draft), part.write(stored)) };
}
