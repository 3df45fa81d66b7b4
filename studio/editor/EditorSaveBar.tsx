/**
 * The widget editor's Save, kept in view at the bottom of the window while the long form scrolls (as the
 * configuration-only screens' SaveBar): what a save has to say ("Unsaved changes", "Saving…", "All
 * changes saved", "Not saved: …"), Discard when there is something to discard, and Save. Full width on a
 * phone, a floating card from 640 px. The document's scroll padding (styles.css) keeps a focused field
 * from scrolling under it.
 */
import { Button } from 'react-aria-components';
import { primaryButtonClass, secondaryButtonClass } from '../controls/controlStyles';
import { Spinner } from '../parts/Spinner';

/** `fields`: the problems are the form's to show (its summary lists them); `message`: anything else. */
export type EditorSaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: number } | { kind: 'failed'; message: string; fields: boolean };

export interface EditorSaveBarProps {
  state: EditorSaveState;
  unsaved: boolean;
  onSave: () => void;
  onDiscard: () => void;
}

function SaveStatus({ state, unsaved }: { state: EditorSaveState; unsaved: boolean }) {
  if (state.kind === 'saving') {
    return (
      <span className="inline-flex items-center gap-2">
        <Spinner className="size-4 text-accent-600" /> Saving…
      </span>
    );
  }
  if (state.kind === 'failed' && state.fields) return <span className="text-red-700">{state.message}</span>;
  if (unsaved) {
    return (
      <span className="inline-flex items-center gap-2 font-medium text-amber-800">
        <span className="size-2 rounded-full bg-amber-500" aria-hidden="true" />
        Unsaved changes
      </span>
    );
  }
  if (state.kind === 'saved') return <span className="font-medium text-emerald-700">All changes saved</span>;
  return <span className="text-slate-500">No changes</span>;
}

export function EditorSaveBar({ state, unsaved, onSave, onDiscard }: EditorSaveBarProps) {
  const saving = state.kind === 'saving';
  return (
    <div className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white px-4 py-3 sm:bottom-4 sm:mx-0 sm:rounded-xl sm:border sm:px-5 sm:shadow-lg sm:shadow-slate-900/5">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p role="status" className="min-w-0 text-sm text-slate-600">
          <SaveStatus state={state} unsaved={unsaved} />
        </p>
        <div className="flex items-center gap-2">
          {unsaved && (
            <Button onPress={onDiscard} className={secondaryButtonClass}>
              Discard
            </Button>
          )}
          <Button onPress={onSave} aria-disabled={saving || undefined} className={`${primaryButtonClass} min-w-24 ${saving ? 'cursor-wait' : ''}`}>
            Save
          </Button>
        </div>
      </div>
    </div>
  );
}
