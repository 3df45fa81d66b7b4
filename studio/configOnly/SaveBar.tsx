/**
 * The screen's Save, kept in view at the bottom of the screen with everything a save has to say beside
 * it: "Unsaved changes", "Saving…", "Saved", or why it was not saved (the fields themselves say what is
 * wrong with each). Ctrl+S (⌘S) saves too (ConfigOnlyScreen.tsx).
 */
import { Button } from 'react-aria-components';
import { primaryButtonClass } from '../controls/controlStyles';
import { Spinner } from '../parts/Spinner';

export type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

export interface SaveBarProps {
  dirty: boolean;
  state: SaveState;
  onSave: () => void;
}

export function SaveBar({ dirty, state, onSave }: SaveBarProps) {
  const saving = state.kind === 'saving';
  let status = null;
  if (saving) status = <span className="text-slate-600">Saving…</span>;
  else if (dirty)
    status = (
      <span className="inline-flex items-center gap-2 font-medium text-amber-800">
        <span className="size-2 rounded-full bg-amber-500" aria-hidden="true" />
        Unsaved changes
      </span>
    );
  else if (state.kind === 'saved')
    status = (
      <span className="inline-flex items-center gap-1.5 font-medium text-emerald-700">
        <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
          <path fillRule="evenodd" d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.857-9.809a.75.75 0 0 0-1.214-.882l-3.483 4.79-1.88-1.88a.75.75 0 1 0-1.06 1.061l2.5 2.5a.75.75 0 0 0 1.137-.089l4-5.5Z" clipRule="evenodd" />
        </svg>
        Saved
      </span>
    );
  else status = <span className="text-slate-500">No changes</span>;

  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-8 border-t border-slate-200 bg-white px-4 py-3 sm:bottom-4 sm:mx-0 sm:rounded-xl sm:border sm:px-5 sm:shadow-lg sm:shadow-slate-900/5">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 text-sm">
          <p role="status">{status}</p>
          <p role="alert" className="text-red-700">
            {state.kind === 'failed' ? state.message : ''}
          </p>
        </div>
        <Button onPress={onSave} aria-disabled={saving || undefined} className={`${primaryButtonClass} min-w-28 ${saving ? 'cursor-wait' : ''}`}>
          {saving && <Spinner className="size-4" />}
          Save
        </Button>
      </div>
    </div>
  );
}
