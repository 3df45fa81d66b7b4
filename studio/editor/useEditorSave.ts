/**
 * Saving the widget editor's draft: checked with the schema the server uses first (a problem is said at
 * its field and in the summary, focus moves to the summary, nothing is sent); a save the server refuses or
 * cannot take keeps the draft and says why (focus on the failure, or the summary when the server named
 * fields). Problems are shown once a save was tried (then they follow every change), or as the server
 * listed them. A 401 hands over to `onSessionLost`, saying the changes were not saved.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { errorText } from '../../bridge-protocol/errorText';
import type { StudioWidgetResponse } from '../../bridge-protocol/studio/studioApi';
import { widgetProblems, type WidgetProblem } from '../../bridge-protocol/studio/widgetSchema';
import { isSessionLost, studioApi, StudioApiError } from '../api/client';
import type { EditorSaveState } from './EditorSaveBar';
import { PROBLEM_SUMMARY_ID } from './ProblemSummary';

export interface EditorSaveInput {
  pageId: string;
  widgetId: string;
  name: string;
  draft: Record<string, unknown>;
  onSaved: (answer: StudioWidgetResponse) => void;
  onSessionLost: (notice: string) => void;
}

/** Focus once a refused save's explanation is on screen (an effect: after that commit). */
function useFocusAfterRefusal() {
  const failure = useRef<HTMLDivElement>(null);
  const [focusTarget, setFocusTarget] = useState<'summary' | 'failure' | null>(null);
  useEffect(() => {
    if (focusTarget === null) return;
    if (focusTarget === 'summary') document.getElementById(PROBLEM_SUMMARY_ID)?.focus();
    else failure.current?.focus();
    setFocusTarget(null);
  }, [focusTarget]);
  return { failure, setFocusTarget };
}

export function useEditorSave({ pageId, widgetId, name, draft, onSaved, onSessionLost }: EditorSaveInput) {
  const [save, setSave] = useState<EditorSaveState>({ kind: 'idle' });
  const [showProblems, setShowProblems] = useState(false);
  const [serverProblems, setServerProblems] = useState<WidgetProblem[]>([]);
  const { failure, setFocusTarget } = useFocusAfterRefusal();
  const problems = useMemo(() => {
    const local = showProblems ? widgetProblems(draft) : [];
    const known = new Set(local.map((p) => p.path));
    return [...local, ...serverProblems.filter((p) => !known.has(p.path))];
  }, [draft, showProblems, serverProblems]);

  /** Saves `sent` (the draft, or a promoted arm's widget the same moment it becomes the draft). */
  async function saveDraft(sent: Record<string, unknown>, promotedArm?: string) {
    if (save.kind === 'saving') return;
    const found = widgetProblems(sent);
    if (found.length > 0) {
      setShowProblems(true);
      setSave({ kind: 'failed', message: found.length === 1 ? 'Not saved: one field needs your attention.' : `Not saved: ${found.length} fields need your attention.`, fields: true });
      // The form's summary of them: the first thing a screen reader and the keyboard meet.
      setFocusTarget('summary');
      return;
    }
    setSave({ kind: 'saving' });
    try {
      onSaved(await studioApi.saveWidget(pageId, widgetId, sent, promotedArm));
      setServerProblems([]);
      setSave({ kind: 'saved', at: Date.now() });
    } catch (error) {
      // What was typed stays in this tab's memory only until the sign-in screen replaces it: say so.
      if (isSessionLost(error)) return onSessionLost(`${errorText(error)}. Your unsaved changes to ${name} were not saved.`);
      const listed = error instanceof StudioApiError ? error.problems.filter((p) => p.field?.includes('.')).map((p) => ({ path: p.field ?? '', message: p.message })) : [];
      setServerProblems(listed);
      setSave({ kind: 'failed', message: `Not saved: ${errorText(error)}`, fields: listed.length > 0 });
      setFocusTarget(listed.length > 0 ? 'summary' : 'failure');
    }
  }

  /** Back to what is stored: no problems shown, nothing said. */
  function reset() {
    setShowProblems(false);
    setServerProblems([]);
    setSave({ kind: 'idle' });
  }

  /** A change of the draft: the server's problems are of the old one, and "Saved" / "Not saved" too. */
  function changed() {
    setServerProblems([]);
    setSave((s) => (s.kind === 'saving' ? s : { kind: 'idle' }));
  }

  return { save, problems, failure, saveDraft, reset, changed, setSave };
}
