/**
 * A report's rows: a table from 1024 px up, and on a phone a list of cards (the row's title and time on
 * top, the other columns as labelled lines), since five columns of phone numbers, consent texts and
 * URLs cannot be read at 375 px. Both come from one column list; the one not shown is display:none,
 * so assistive tech meets exactly one. A long list scrolls inside the custom ScrollArea, the table's
 * head staying in view.
 */
import type { ReactNode } from 'react';
import { ScrollArea } from '../controls/ScrollArea';

export interface ReportColumn<R> {
  id: string;
  header: string;
  cell: (row: R) => ReactNode;
  /** Classes of the column's cells in the table (width, alignment). */
  className?: string;
  /** On a phone: `title` leads the card, `time` sits at its top right; the others are labelled lines. */
  role?: 'title' | 'time';
}

export interface ReportRowsProps<R> {
  rows: readonly R[];
  columns: readonly ReportColumn<R>[];
  rowKey: (row: R) => string;
  /** Names the table, the list and the scrolling region. */
  caption: string;
}

/** More rows than this scroll inside the list rather than lengthen the page. */
const SCROLL_ABOVE = 8;
const MAX_HEIGHT_PX = 520;

export function ReportRows<R>({ rows, columns, rowKey, caption }: ReportRowsProps<R>) {
  const title = columns.find((c) => c.role === 'title');
  const time = columns.find((c) => c.role === 'time');
  const details = columns.filter((c) => c.role === undefined);

  const content = (
    <>
      <table className="hidden w-full table-fixed border-collapse text-left text-sm lg:table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th
                key={c.id}
                scope="col"
                className={`sticky top-0 z-[1] border-b border-slate-200 bg-slate-50 px-4 py-2.5 text-[0.6875rem] font-semibold tracking-wide text-slate-500 uppercase first:pl-5 last:pr-5 ${c.className ?? ''}`}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="align-top hover:bg-slate-50/70">
              {columns.map((c) => (
                <td key={c.id} className={`px-4 py-3 first:pl-5 last:pr-5 ${c.className ?? ''}`}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-slate-100 lg:hidden" aria-label={caption}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="px-4 py-3.5">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0 text-sm">{title?.cell(row)}</div>
              {time && <div className="shrink-0 text-right text-xs">{time.cell(row)}</div>}
            </div>
            {details.length > 0 && (
              <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-xs">
                {details.map((c) => (
                  <div key={c.id} className="contents">
                    <dt className="text-slate-500">{c.header}</dt>
                    <dd className="min-w-0 text-slate-700">{c.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ul>
    </>
  );

  if (rows.length <= SCROLL_ABOVE) return content;
  return (
    <ScrollArea label={caption} maxHeight={MAX_HEIGHT_PX}>
      {content}
    </ScrollArea>
  );
}
