import type { ReactNode } from 'react';

export interface NoticeProps {
  tone: 'warning' | 'info';
  children: ReactNode;
}

const TONES = {
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  info: 'border-slate-200 bg-slate-50 text-slate-700',
} as const;

/**
 * A short boxed remark under a setting: a scanning risk, a stripped payload, how an opt-in is filed. A
 * remark that appears while the owner edits goes inside a live region that was there before it
 * (LiveRegion.tsx): a region created with its text already in it is not announced.
 */
export function Notice({ tone, children }: NoticeProps) {
  return (
    <div className={`flex gap-2.5 rounded-lg border px-3 py-2.5 text-sm ${TONES[tone]}`}>
      <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${tone === 'warning' ? 'text-amber-600' : 'text-slate-500'}`}>
        {tone === 'warning' ? (
          <path fillRule="evenodd" d="M8.485 2.495c.673-1.167 2.357-1.167 3.03 0l6.28 10.875c.673 1.167-.17 2.625-1.516 2.625H3.72c-1.347 0-2.189-1.458-1.515-2.625L8.485 2.495ZM10 5a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0v-3.5A.75.75 0 0 1 10 5Zm0 9a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z" clipRule="evenodd" />
        ) : (
          <path fillRule="evenodd" d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-7-4a1 1 0 1 1-2 0 1 1 0 0 1 2 0ZM9 9a.75.75 0 0 0 0 1.5h.253a.25.25 0 0 1 .244.304l-.459 2.066A1.75 1.75 0 0 0 10.747 15H11a.75.75 0 0 0 0-1.5h-.253a.25.25 0 0 1-.244-.304l.459-2.066A1.75 1.75 0 0 0 9.253 9H9Z" clipRule="evenodd" />
        )}
      </svg>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
