/** The footer of a "New …" dialog: Cancel (off while creating) and the form's submit button with its spinner. */
import { Button } from 'react-aria-components';
import { Spinner } from '../parts/Spinner';

export interface CreateDialogActionsProps {
  creating: boolean;
  onCancel: () => void;
  /** A second step's way back to the first (Back before Cancel), if any. */
  onBack?: () => void;
  /** The submit button's text: "Create page", "Create widget". */
  createLabel: string;
  className?: string;
}

export function CreateDialogActions({ creating, onCancel, onBack, createLabel, className = '' }: CreateDialogActionsProps) {
  return (
    <div className={`flex justify-end gap-3 ${className}`}>
      {onBack && (
        <Button
          onPress={onBack}
          isDisabled={creating}
          className="mr-auto h-9 rounded-lg px-3 text-sm font-medium text-slate-700 outline-none data-hovered:bg-slate-100 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40"
        >
          Back
        </Button>
      )}
      <Button
        onPress={onCancel}
        isDisabled={creating}
        className="h-9 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 outline-none data-hovered:bg-slate-50 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40"
      >
        Cancel
      </Button>
      <Button
        type="submit"
        aria-disabled={creating || undefined}
        className="inline-flex h-9 items-center gap-2 rounded-lg bg-accent-600 px-4 text-sm font-semibold text-white outline-none data-hovered:bg-accent-700 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40"
      >
        {creating && <Spinner className="size-4" />}
        {createLabel}
      </Button>
    </div>
  );
}
