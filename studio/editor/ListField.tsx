/**
 * A list of short texts (page addresses, keywords): each entry an input of its own with a remove
 * button, and an input to add one, labelled by the field (Enter or "Add" adds it). Entries are edited
 * in place; a problem at one entry (`…urlWhitelist[2]`) is shown under that entry, one about the whole
 * list under the list. Plain inputs: the entries need no more than a text box, and each carries its
 * own accessible name.
 */
import { useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { descriptionClass, errorClass, inputClass, labelClass, secondaryButtonClass } from '../controls/controlStyles';
import { FieldLabelText } from '../controls/FieldLabelText';
import { fieldDomId } from '../rules/fieldDomId';

export interface ListFieldProps {
  path: string;
  label: string;
  entries: readonly string[];
  onChange: (entries: string[] | undefined) => void;
  noun: string;
  placeholder: string;
  maxItems: number;
  help?: string | undefined;
  /** The message of the problems at a path (the list's, or one entry's). */
  errorAt: (path: string) => string | undefined;
}

interface ListEntryProps {
  index: number;
  entry: string;
  entries: readonly string[];
  label: string;
  noun: string;
  error: string | undefined;
  errorId: string;
  entryPath: string;
  write: (next: string[]) => void;
}

/** One entry: its own input (changes write the whole list), its remove button, and its problem. */
function ListEntry({ index, entry, entries, label, noun, error, errorId, entryPath, write }: ListEntryProps) {
  return (
    <li className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <input
          id={fieldDomId(entryPath)}
          value={entry}
          onChange={(event) => write(entries.map((old, i) => (i === index ? event.target.value : old)))}
          aria-label={`${label}: ${noun} ${index + 1}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${inputClass} aria-[invalid=true]:border-red-500`}
          spellCheck={false}
          autoComplete="off"
        />
        <Button
          onPress={() => write(entries.filter((_, i) => i !== index))}
          aria-label={`Remove ${entry.trim() === '' ? `${noun} ${index + 1}` : entry}`}
          className="grid size-9 shrink-0 place-items-center rounded-lg text-slate-500 outline-none data-[hovered]:bg-slate-100 data-[hovered]:text-slate-700 data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent-600"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
            <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
          </svg>
        </Button>
      </div>
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
    </li>
  );
}

export function ListField({ path, label, entries, onChange, noun, placeholder, maxItems, help, errorAt }: ListFieldProps) {
  const [draft, setDraft] = useState('');
  const baseId = useId();
  const addId = fieldDomId(path);
  const listError = errorAt(path);
  const full = entries.length >= maxItems;

  const write = (next: string[]) => onChange(next.length === 0 ? undefined : next);
  const add = () => {
    const entry = draft.trim();
    if (entry === '' || full) return;
    write([...entries, entry]);
    setDraft('');
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={addId} className={labelClass}>
        <FieldLabelText label={label} required={false} />
      </label>
      {entries.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={label}>
          {entries.map((entry, index) => {
            const entryPath = `${path}[${index}]`;
            const error = errorAt(entryPath);
            return (
              // Entries have no identity of their own; the index is what the problems name too.
              <ListEntry key={index} index={index} entry={entry} entries={entries} label={label} noun={noun} error={error} errorId={`${baseId}-error-${index}`} entryPath={entryPath} write={write} />
            );
          })}
        </ul>
      )}
      <div className="flex items-center gap-2">
        <input
          id={addId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter adds the entry; it must not submit a form the editor sits in.
            event.preventDefault();
            add();
          }}
          placeholder={full ? `At most ${maxItems}` : placeholder}
          disabled={full}
          aria-invalid={listError ? true : undefined}
          aria-describedby={[help && `${baseId}-help`, listError && `${baseId}-error`].filter(Boolean).join(' ') || undefined}
          className={inputClass}
          spellCheck={false}
          autoComplete="off"
        />
        <Button onPress={add} isDisabled={full || draft.trim() === ''} className={`${secondaryButtonClass} shrink-0`}>
          Add
        </Button>
      </div>
      {help && (
        <p id={`${baseId}-help`} className={descriptionClass}>
          {help}
        </p>
      )}
      {listError && (
        <p id={`${baseId}-error`} className={errorClass}>
          {listError}
        </p>
      )}
    </div>
  );
}
