/**
 * The "Brand and legal" form's state and its save. Saving checks the values with the check the server
 * uses (bridge-protocol/studio/pageSettings.ts) first: a problem is shown at its field, focus goes to the
 * first one, and nothing is sent. A save the server refuses or cannot take (offline, a 500) keeps every
 * value as typed and says why. Problems, once shown, follow each change, as in the widget editor.
 */
import { useEffect, useMemo, useState } from 'react';
import { errorText } from '../../bridge-protocol/errorText';
import { pageSettingsProblems, type PageSettingsProblem } from '../../bridge-protocol/studio/pageSettings';
import type { StudioPage } from '../../bridge-protocol/studio/studioApi';
import { isSessionLost, studioApi, StudioApiError } from '../api/client';
import { focusField } from '../editor/focusField';
import { draftOf, sameSettings, settingsOf, type PageSettingsDraft } from '../rules/pageSettingsDraft';

export type SaveStatus = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string; fields: boolean };

export interface PageSettingsFormOptions {
  pageId: string;
  /** The page's configuration as stored: the form starts from it, and "unsaved" means it differs. */
  config: Record<string, unknown>;
  onSaved: (page: StudioPage) => void;
  onSessionLost: (notice: string) => void;
}

const notSavedMessage = (count: number): string => (count === 1 ? 'Not saved: one field needs your attention.' : `Not saved: ${count} fields need your attention.`);

export function usePageSettingsForm({ pageId, config, onSaved, onSessionLost }: PageSettingsFormOptions) {
  const stored = useMemo(() => draftOf(config), [config]);
  const [draft, setDraft] = useState(stored);
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const [showProblems, setShowProblems] = useState(false);
  const [serverProblems, setServerProblems] = useState<PageSettingsProblem[]>([]);
  /** The field to focus once a refused save's messages are on screen (an effect: after that commit). */
  const [focusPath, setFocusPath] = useState<string | null>(null);
  useEffect(() => {
    if (focusPath === null) return;
    focusField(focusPath);
    setFocusPath(null);
  }, [focusPath]);

  const problems = useMemo(() => {
    const local = showProblems ? pageSettingsProblems(settingsOf(draft)) : [];
    const known = new Set(local.map((p) => p.path));
    return [...local, ...serverProblems.filter((p) => !known.has(p.path))];
  }, [draft, showProblems, serverProblems]);

  function edit(key: keyof PageSettingsDraft, value: string) {
    setDraft((current) => ({ ...current, [key]: value }));
    setServerProblems([]);
    setStatus((s) => (s.kind === 'saving' ? s : { kind: 'idle' }));
  }

  async function save() {
    if (status.kind === 'saving') return;
    const settings = settingsOf(draft);
    const found = pageSettingsProblems(settings);
    if (found.length > 0) {
      setShowProblems(true);
      setStatus({ kind: 'failed', message: notSavedMessage(found.length), fields: true });
      setFocusPath(found[0]?.path ?? null);
      return;
    }
    setStatus({ kind: 'saving' });
    const sent = draft;
    try {
      const answer = await studioApi.savePageSettings(pageId, settings);
      onSaved(answer.page);
      // The server trims; what was typed while the save ran is kept.
      setDraft((current) => (current === sent ? draftOf(answer.page.config) : current));
      setServerProblems([]);
      setStatus({ kind: 'saved' });
    } catch (error) {
      if (isSessionLost(error)) return onSessionLost(`${errorText(error)}. Your brand and legal settings were not saved.`);
      const listed = error instanceof StudioApiError ? error.problems.flatMap((p) => (p.field ? [{ path: p.field, message: p.message }] : [])) : [];
      setServerProblems(listed);
      setStatus({ kind: 'failed', message: listed.length > 0 ? notSavedMessage(listed.length) : `Not saved: ${errorText(error)}`, fields: listed.length > 0 });
      if (listed[0]) setFocusPath(listed[0].path);
    }
  }

  return { draft, edit, save, status, problems, unsaved: !sameSettings(draft, stored) };
}
