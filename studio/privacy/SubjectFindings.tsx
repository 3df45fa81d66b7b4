/** What the server holds of the person, per table, with Export JSON and Erase (which asks first). */
import { Button } from 'react-aria-components';
import type { SubjectFindResponse } from '../../bridge-protocol/studio/privacy';
import { dangerButtonClass, secondaryButtonClass } from '../controls/controlStyles';
import { foundTotal } from '../rules/subjectRequest';

export interface SubjectFindingsProps {
  found: SubjectFindResponse['found'];
  busy: boolean;
  onExport: () => void;
  onErase: () => void;
}

export function SubjectFindings({ found, busy, onExport, onErase }: SubjectFindingsProps) {
  const total = foundTotal(found);
  return (
    <section aria-labelledby="subject-found" className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs">
      <header className="flex flex-col gap-3 px-4 pt-4 sm:flex-row sm:items-center sm:justify-between sm:px-5">
        <h2 id="subject-found" className="text-[0.9375rem] font-semibold text-slate-900">
          {total === 0 ? 'Nothing found' : `Found ${total} ${total === 1 ? 'row' : 'rows'}`}
        </h2>
        {total > 0 && (
          <div className="flex gap-2">
            <Button onPress={onExport} aria-disabled={busy || undefined} className={secondaryButtonClass}>
              Export JSON
            </Button>
            <Button onPress={onErase} aria-disabled={busy || undefined} className={dangerButtonClass}>
              Erase…
            </Button>
          </div>
        )}
      </header>
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">Rows held per table</caption>
        <thead className="border-y border-slate-200 bg-slate-50 text-xs text-slate-500">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium sm:px-5">Table</th>
            <th scope="col" className="px-4 py-2 font-medium">What it holds</th>
            <th scope="col" className="px-4 py-2 text-right font-medium sm:px-5">Rows</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {found.map((f) => (
            <tr key={f.table} className={f.rows === 0 ? 'text-slate-500' : 'text-slate-800'}>
              <td className="px-4 py-2 font-mono text-[0.8125rem] sm:px-5">{f.table}</td>
              <td className="px-4 py-2">{f.description}</td>
              <td className="px-4 py-2 text-right tabular-nums sm:px-5">{f.rows}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
