import { Button } from 'react-aria-components';
import { primaryButtonClass } from '../controls/controlStyles';
import { Spinner } from '../parts/Spinner';
import type { SaveStatus } from './usePageSettingsForm';

export interface SaveRowProps {
  status: SaveStatus;
  unsaved: boolean;
}

/**
 * The form's Save (a submit button: Enter in a field saves too) and what became of the last save, said
 * politely. A failure the fields do not explain (offline, a 500) is an alert of its own, above.
 */
export function SaveRow({ status, unsaved }: SaveRowProps) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-100 pt-4">
      <p role="status" className="text-sm text-slate-600">
        {status.kind === 'saving' && (
          <span className="inline-flex items-center gap-2">
            <Spinner className="size-4 text-accent-600" /> Saving…
          </span>
        )}
        {status.kind === 'saved' && !unsaved && <span className="font-medium text-emerald-700">Saved</span>}
        {status.kind === 'failed' && status.fields && <span className="text-red-700">{status.message}</span>}
        {(status.kind === 'idle' || (status.kind === 'failed' && !status.fields)) && unsaved && <span className="text-amber-700">Unsaved changes</span>}
      </p>
      <Button type="submit" aria-disabled={status.kind === 'saving' || undefined} className={primaryButtonClass}>
        Save
      </Button>
    </div>
  );
}
