/**
 * Something the studio produced for the owner to paste elsewhere (the m.me link, the ads JSON): a labelled
 * read-only field, so it can be selected and read by a screen reader like any field, with its Copy button.
 */
import { useId, useRef, type ReactNode } from 'react';
import { labelClass, descriptionClass } from '../controls/controlStyles';
import { CopyButton } from './CopyButton';

export interface CopyableOutputProps {
  label: string;
  value: string;
  /** What is copied, for the status ("Link", "JSON"). */
  what: string;
  multiline?: boolean;
  rows?: number;
  description?: ReactNode;
  /** Beside the Copy button (an "Open" link). */
  actions?: ReactNode;
  isCopyDisabled?: boolean;
}

const fieldClass =
  'w-full rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-[0.8125rem] text-slate-800 outline-none ' +
  'focus-visible:border-accent-600 focus-visible:ring-2 focus-visible:ring-accent-600/30';

export function CopyableOutput({ label, value, what, multiline = false, rows = 12, description, actions, isCopyDisabled }: CopyableOutputProps) {
  const id = useId();
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const select = () => {
    field.current?.focus();
    field.current?.select();
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {multiline ? (
        <textarea ref={field} id={id} readOnly value={value} rows={rows} spellCheck={false} className={`${fieldClass} resize-y leading-relaxed`} aria-describedby={description ? `${id}-d` : undefined} />
      ) : (
        <input ref={field} id={id} readOnly value={value} spellCheck={false} className={`${fieldClass} truncate`} aria-describedby={description ? `${id}-d` : undefined} />
      )}
      {description && (
        <p id={`${id}-d`} className={descriptionClass}>
          {description}
        </p>
      )}
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <CopyButton text={value} what={what} select={select} isDisabled={isCopyDisabled} />
        {actions}
      </div>
    </div>
  );
}
