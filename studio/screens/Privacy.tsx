/**
 * Data subject requests (issue 48, item 4): find what the server holds of a person by phone number,
 * Messenger id or email, export it as JSON, or erase it (after a confirmation). Each erasure leaves an
 * audit line without the identifier on the server.
 */
import { useEffect, useRef } from 'react';
import { useConfirm } from '../controls/useConfirm';
import { Breadcrumbs } from '../parts/Breadcrumbs';
import { SubjectFindings } from '../privacy/SubjectFindings';
import { SubjectSearchForm } from '../privacy/SubjectSearchForm';
import { useSubjectRequest } from '../privacy/useSubjectRequest';
import { eraseConfirmation } from '../rules/subjectRequest';
import { hrefOf } from '../rules/studioRoute';

export function Privacy({ onSessionLost }: { onSessionLost: (notice: string) => void }) {
  const { state, found, find, exportJson, erase } = useSubjectRequest(onSessionLost);
  const { confirm, confirmDialog } = useConfirm();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = 'Privacy · Studio';
    heading.current?.focus();
  }, []);

  const askErase = async () => {
    if (found && (await confirm(eraseConfirmation(found)))) await erase();
  };
  const fieldError = state.phase === 'failed' && state.field !== null ? state.message : undefined;

  return (
    <>
      <Breadcrumbs trail={[{ label: 'Pages', href: hrefOf({ screen: 'pages' }) }, { label: 'Privacy' }]} />
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold tracking-tight text-slate-900 outline-none">
        Subject requests
      </h1>
      <p className="mt-1 mb-6 text-sm text-slate-500">
        Find, export or erase what this server holds of one person: SMS subscriptions and their consent records, Messenger opt-ins, and the pixel events of
        their visits.
      </p>
      {confirmDialog}
      <div className="flex flex-col gap-6">
        <SubjectSearchForm busy={state.phase === 'busy'} errorMessage={fieldError} onFind={(kind, value) => void find(kind, value)} />
        <div role="status" className="text-sm text-slate-600 empty:hidden">
          {state.phase === 'busy' ? { find: 'Searching…', export: 'Exporting…', erase: 'Erasing…' }[state.doing] : null}
          {state.phase === 'found' ? state.notice : null}
          {state.phase === 'erased' ? `Erased ${state.rows} ${state.rows === 1 ? 'row' : 'rows'}. An audit line without the identifier was kept.` : null}
        </div>
        {state.phase === 'failed' && state.field === null && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {state.message}
          </p>
        )}
        {found && <SubjectFindings found={found} busy={state.phase === 'busy'} onExport={() => void exportJson()} onErase={() => void askErase()} />}
      </div>
    </>
  );
}
