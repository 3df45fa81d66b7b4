/**
 * Saving a configuration-only widget (ConfigOnlyScreen.tsx): Save and Ctrl+S / ⌘S send the whole widget.
 * The kind's own problems hold the save back; a failed save keeps everything typed, says why, and puts
 * each problem the server tied to a field at that field (focus moves to the first), until that field
 * changes. A 401 hands over to `onSessionLost`.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { withWidgetAliases } from '../../bridge-protocol/config';
import { errorText } from '../../bridge-protocol/errorText';
import type { StudioWidgetResponse } from '../../bridge-protocol/studio/studioApi';
import { isPlainObject } from '../../bridge-protocol/validate';
import { isSessionLost, studioApi } from '../api/client';
import { saveFailureOf, saveProblems } from '../rules/saveProblems';
import type { SaveState } from './SaveBar';

type Widget = Record<string, unknown>;

export const idOf = (widget: Widget): string => String((withWidgetAliases(widget) as Widget).widget_id ?? '');

/** The saved widget in the server's answer (the page as stored now), found by its id. */
function savedWidget(answer: StudioWidgetResponse): Widget | undefined {
  const widgets = answer.page.config.widgets;
  if (!Array.isArray(widgets)) return undefined;
  return widgets.find((w): w is Widget => isPlainObject(w) && idOf(w) === answer.widgetId);
}

export interface ConfigOnlySaveInput {
  pageId: string;
  widgetId: string;
  draft: Widget;
  kindProblems: readonly { field: string; message: string }[];
  setAt: (path: string, value: unknown) => void;
  markSaved: (widget: Widget) => void;
  onSaved: (answer: StudioWidgetResponse) => void;
  onSessionLost: (notice: string) => void;
  /** Where the first invalid field is looked for after a refused save. */
  editor: RefObject<HTMLDivElement | null>;
}

/** Ctrl+S / ⌘S runs the latest `save` instead of offering to save the studio's page as a file. */
function useSaveShortcut(save: () => Promise<void>): void {
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void latest.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** A field's change: the server's word on it stands until then, and "Saved" / "Not saved" describe the last press only. */
function useFieldChange(setAt: ConfigOnlySaveInput['setAt'], setServerErrors: (f: (e: Readonly<Record<string, string>>) => Readonly<Record<string, string>>) => void, setSave: (f: (s: SaveState) => SaveState) => void) {
  return useCallback(
    (path: string, value: unknown) => {
      setAt(path, value);
      setServerErrors((errors) => {
        const kept = Object.entries(errors).filter(([field]) => field !== path && !field.startsWith(`${path}.`) && !path.startsWith(`${field}.`));
        return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
      });
      setSave((state) => (state.kind === 'saved' || state.kind === 'failed' ? { kind: 'idle' } : state));
    },
    [setAt, setServerErrors, setSave],
  );
}

export function useConfigOnlySave(input: ConfigOnlySaveInput) {
  const { pageId, widgetId, draft, kindProblems, markSaved, onSaved, onSessionLost, editor } = input;
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>({});
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const [focusInvalid, setFocusInvalid] = useState(0);
  const errorAt = useCallback(
    (path: string) => kindProblems.find((p) => p.field === path)?.message ?? (Object.prototype.hasOwnProperty.call(serverErrors, path) ? serverErrors[path] : undefined),
    [kindProblems, serverErrors],
  );
  const onChange = useFieldChange(input.setAt, setServerErrors, setSave);
  useEffect(() => {
    if (focusInvalid > 0) editor.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid, editor]);

  const saving = save.kind === 'saving';
  const doSave = useCallback(async () => {
    if (saving) return;
    if (kindProblems.length > 0) {
      const count = kindProblems.length;
      setSave({ kind: 'failed', message: `Not saved: ${count === 1 ? 'a field needs' : `${count} fields need`} a change. ${kindProblems[0]?.message ?? ''}` });
      setFocusInvalid((n) => n + 1);
      return;
    }
    const snapshot = draft;
    setSave({ kind: 'saving' });
    try {
      const answer = await studioApi.saveWidget(pageId, widgetId, snapshot);
      markSaved(savedWidget(answer) ?? snapshot);
      setServerErrors({});
      setSave({ kind: 'saved' });
      onSaved(answer);
    } catch (error) {
      if (isSessionLost(error)) return onSessionLost(errorText(error));
      const problems = saveProblems(saveFailureOf(error));
      setServerErrors(problems.byField);
      setSave({ kind: 'failed', message: problems.summary });
      if (Object.keys(problems.byField).length > 0) setFocusInvalid((n) => n + 1);
    }
  }, [saving, kindProblems, draft, pageId, widgetId, markSaved, onSaved, onSessionLost]);
  useSaveShortcut(doSave);

  return { save, doSave, errorAt, onChange };
}
