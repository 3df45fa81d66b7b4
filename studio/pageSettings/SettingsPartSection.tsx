/**
 * The frame of one page-settings part with its own save (the overlay cap, the privacy settings): its
 * heading and line, a failure not tied to a field, the form and its save row. The fields are the part's.
 */
import type { ReactNode } from 'react';
import type { SaveStatus } from './usePageSettingsForm';
import { SaveRow } from './SaveRow';

export interface SettingsPartSectionProps {
  /** The section's id stem: `${id}-heading` names it. */
  id: string;
  title: string;
  lead: string;
  /** The form's accessible name. */
  formLabel: string;
  status: SaveStatus;
  unsaved: boolean;
  onSave: () => void;
  children: ReactNode;
}

export function SettingsPartSection({ id, title, lead, formLabel, status, unsaved, onSave, children }: SettingsPartSectionProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8 rounded-xl border border-slate-200 bg-white px-5 py-5 shadow-xs">
      <h2 id={`${id}-heading`} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-500">{lead}</p>
      {status.kind === 'failed' && !status.fields && (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {status.message}
        </p>
      )}
      <form
        noValidate
        aria-label={formLabel}
        className="mt-5 flex flex-col gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        {children}
        <SaveRow status={status} unsaved={unsaved} />
      </form>
    </section>
  );
}
