/**
 * The problems above the form: how many, and each as "field label: message", linked to its field
 * (the link opens the field's section and moves focus into it). A problem no field of this form can
 * fix is listed with its path and no link, so it is never hidden. The region is focusable (id
 * `widget-form-problems`), so a screen that failed to save can move focus here.
 */
import type { MouseEvent } from 'react';
import { fieldDomId } from '../rules/fieldDomId';
import type { SummaryEntry } from './problemTargets';

export const PROBLEM_SUMMARY_ID = 'widget-form-problems';

export interface ProblemSummaryProps {
  entries: readonly SummaryEntry[];
  onGo: (entry: SummaryEntry) => void;
}

export function ProblemSummary({ entries, onGo }: ProblemSummaryProps) {
  if (entries.length === 0) return null;
  const count = entries.length;
  return (
    <section
      id={PROBLEM_SUMMARY_ID}
      tabIndex={-1}
      aria-labelledby={`${PROBLEM_SUMMARY_ID}-heading`}
      className="rounded-xl border border-red-200 bg-red-50 px-4 py-4 outline-none focus-visible:ring-2 focus-visible:ring-red-600 sm:px-5"
    >
      <h2 id={`${PROBLEM_SUMMARY_ID}-heading`} className="flex items-center gap-2 text-sm font-semibold text-red-800">
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5 shrink-0 text-red-600">
          <path
            fillRule="evenodd"
            d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
            clipRule="evenodd"
          />
        </svg>
        {count === 1 ? 'Fix 1 problem to save this widget' : `Fix ${count} problems to save this widget`}
      </h2>
      <ul className="mt-2 flex flex-col gap-1.5 pl-7 text-sm text-red-900">
        {entries.map((entry, index) => (
          <li key={`${entry.problem.path}-${index}`}>
            {entry.target ? (
              <a
                href={`#${fieldDomId(entry.problem.path)}`}
                onClick={(event: MouseEvent) => {
                  event.preventDefault();
                  onGo(entry);
                }}
                className="font-medium underline decoration-red-300 underline-offset-2 outline-none hover:decoration-red-700 focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-red-600"
              >
                {entry.target.field.label}
              </a>
            ) : (
              <code className="font-mono text-xs">{entry.problem.path === '' ? 'widget' : entry.problem.path}</code>
            )}
            : {entry.problem.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
