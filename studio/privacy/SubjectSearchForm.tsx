/** The privacy screen's search: which identifier (phone, Messenger PSID or user_ref, email), its value, and Find. */
import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import type { SubjectKind } from '../../bridge-protocol/studio/privacy';
import { primaryButtonClass } from '../controls/controlStyles';
import { TextField } from '../controls/TextField';
import { Segmented } from '../parts/Segmented';
import { Spinner } from '../parts/Spinner';
import { SUBJECT_KIND_OPTIONS } from '../rules/subjectRequest';

export interface SubjectSearchFormProps {
  busy: boolean;
  /** The server's refusal of the value (a phone without its country code), shown on the field. */
  errorMessage?: string;
  onFind: (kind: SubjectKind, value: string) => void;
}

export function SubjectSearchForm({ busy, errorMessage, onFind }: SubjectSearchFormProps) {
  const [kind, setKind] = useState<SubjectKind>('phone');
  const [value, setValue] = useState('');
  const option = SUBJECT_KIND_OPTIONS.find((o) => o.value === kind) ?? SUBJECT_KIND_OPTIONS[0]!;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && value.trim() !== '') onFind(kind, value);
  };
  return (
    <form role="search" aria-label="Find a person’s data" onSubmit={submit} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      {/* Its own box: a column's child would stretch the switch across the card. */}
      <div>
        <Segmented label="Identifier" options={SUBJECT_KIND_OPTIONS} value={kind} onChange={setKind} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <TextField label={option.field} type={option.type} value={value} onChange={setValue} placeholder={option.placeholder} errorMessage={errorMessage} maxLength={254} />
        </div>
        <Button type="submit" isDisabled={value.trim() === ''} aria-disabled={busy || undefined} className={`${primaryButtonClass} sm:mt-6`}>
          {busy && <Spinner className="size-3.5" />}
          Find
        </Button>
      </div>
    </form>
  );
}
