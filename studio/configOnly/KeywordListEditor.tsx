/**
 * A list of short entries (keywords, post ids) edited one at a time: type and press Enter (or "Add"),
 * remove one with its × button. The rules (trim, duplicates refused whatever their case, the length and
 * count limits) are rules/keywordList.ts; a refused entry stays in the field with the reason under it.
 * What changed is said politely, and removing an entry gives focus back to the field.
 */
import { useId, useRef, useState } from 'react';
import { Button, FieldError, Input, Label, Text, TextField as AriaTextField } from 'react-aria-components';
import { descriptionClass, errorClass, inputClass, labelClass, secondaryButtonClass } from '../controls/controlStyles';
import { addToList, removeFromList, type ListLimits } from '../rules/keywordList';

export interface KeywordListEditorProps {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  limits: ListLimits;
  description?: string;
  placeholder?: string;
  /** A problem of the list as a whole (the server's, a conflict with another list). */
  errorMessage?: string;
  /** Said when the list is empty. */
  emptyText?: string;
}

/** The entries as chips, each with its × button; the empty list's words when there is none. */
function KeywordChips({ label, values, listId, emptyText, onRemove }: { label: string; values: readonly string[]; listId: string; emptyText: string | undefined; onRemove: (index: number) => void }) {
  return values.length === 0 ? (
      <p id={listId} className="text-sm text-slate-500 italic">
        {emptyText ?? 'None yet.'}
      </p>
    ) : (
      <ul id={listId} aria-label={label} className="flex flex-wrap gap-1.5">
        {values.map((value, index) => (
          <li key={value} className="inline-flex max-w-full items-center gap-1 rounded-md bg-accent-50 py-0.5 pr-0.5 pl-2 text-sm text-accent-900 ring-1 ring-accent-600/15 ring-inset">
            <span className="truncate">{value}</span>
            <Button
              aria-label={`Remove “${value}”`}
              onPress={() => onRemove(index)}
              className="grid size-6 shrink-0 place-items-center rounded text-accent-700 outline-none data-[hovered]:bg-accent-100 data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent-600"
            >
              <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-3.5">
                <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
              </svg>
            </Button>
          </li>
        ))}
      </ul>
    );
}

export function KeywordListEditor({ label, values, onChange, limits, description, placeholder, errorMessage, emptyText }: KeywordListEditorProps) {
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();

  const add = () => {
    const result = addToList(values, text, limits);
    if (!result.ok) {
      setRefusal(result.error);
      return;
    }
    const added = result.list[result.list.length - 1] ?? '';
    onChange(result.list);
    setText('');
    setRefusal(null);
    setAnnouncement(`Added “${added}”. ${result.list.length} of ${limits.maxItems}.`);
  };

  const remove = (index: number) => {
    const removed = values[index] ?? '';
    onChange(removeFromList(values, index));
    setAnnouncement(`Removed “${removed}”.`);
    input.current?.focus();
  };

  const error = refusal ?? errorMessage;
  const count = `${values.length} of ${limits.maxItems}`;
  return (
    <div className="flex flex-col gap-2">
      <AriaTextField
        value={text}
        onChange={(typed) => {
          setText(typed);
          setRefusal(null);
        }}
        onKeyDown={(event) => {
          // Enter adds the entry; it never submits anything around the field.
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        aria-describedby={listId}
        className="flex flex-col gap-1"
      >
        <Label className={labelClass}>{label}</Label>
        <div className="flex gap-2">
          <Input ref={input} className={inputClass} placeholder={placeholder} autoComplete="off" spellCheck={false} />
          <Button onPress={add} className={`${secondaryButtonClass} shrink-0`}>
            Add
          </Button>
        </div>
        <Text slot="description" className={descriptionClass}>
          {description ? `${description} ` : ''}Press Enter to add. {count}.
        </Text>
        <FieldError className={errorClass}>{error}</FieldError>
      </AriaTextField>
      <KeywordChips label={label} values={values} listId={listId} emptyText={emptyText} onRemove={remove} />
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </div>
  );
}
