/**
 * The words and files of the studio's privacy screen (issue 48, item 4): what each identifier is called,
 * the request body a search sends, the names of downloaded files, and the erasure's confirmation. Pure.
 */
import type { SubjectKind, SubjectRequestBody } from '../../bridge-protocol/studio/privacy';

export const SUBJECT_KIND_OPTIONS: ReadonlyArray<{ value: SubjectKind; label: string; field: string; placeholder: string; type: 'tel' | 'text' | 'email' }> = [
  { value: 'phone', label: 'Phone', field: 'Phone number', placeholder: '+1 201 555 0123', type: 'tel' },
  { value: 'psid', label: 'Messenger PSID', field: 'Messenger page-scoped id (PSID)', placeholder: '1234567890123456', type: 'text' },
  { value: 'user_ref', label: 'Messenger user_ref', field: 'Messenger user_ref', placeholder: 'user_ref of the checkbox plugin', type: 'text' },
  { value: 'email', label: 'Email', field: 'Email address', placeholder: 'name@example.com', type: 'email' },
];

export const subjectBody = (kind: SubjectKind, value: string): SubjectRequestBody => ({ [kind]: value.trim() });

/** `subject-request-phone-2026-12-07.json`: the kind and the day, never the identifier (file names travel). */
export const exportFileName = (kind: SubjectKind, at: Date): string => `subject-request-${kind}-${at.toISOString().slice(0, 10)}.json`;

export const consentFileName = (pageId: string, subscriberId: string): string => `consent-record-${pageId}-${subscriberId}.json`;

/** Rows found in all tables. */
export const foundTotal = (found: ReadonlyArray<{ rows: number }>): number => found.reduce((sum, f) => sum + f.rows, 0);

/** The erasure's confirmation: what goes, that it cannot be undone, and what stays (the audit line). */
export function eraseConfirmation(found: ReadonlyArray<{ table: string; rows: number }>) {
  const total = foundTotal(found);
  const tables = found.filter((f) => f.rows > 0).map((f) => f.table);
  return {
    title: 'Erase this person’s data?',
    message: `${total} ${total === 1 ? 'row' : 'rows'} in ${tables.join(', ')} will be deleted for good. Only an audit line without the identifier is kept. Export first if the person asked for a copy.`,
    confirmLabel: 'Erase',
    destructive: true,
  };
}
