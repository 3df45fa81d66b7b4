/**
 * One widget on the page screen: its place in the build order, its name (the link to its editor), kind,
 * channel and id, the link to its funnel, its state (WidgetStatusBadge), its last 30 days (WidgetResultNumbers) and its menu.
 * From 1024 px the row is a line of columns under WidgetList's heads; below, the state and the numbers go
 * under the name, the numbers labelled.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import type { WidgetResult } from '../../bridge-protocol/studio/widgetResults';
import { channelLabel, typeLabel } from '../parts/widgetLabels';
import type { WidgetStatus } from '../rules/widgetStatus';
import { WidgetResultNumbers } from './WidgetResultNumbers';
import { WidgetStatusBadge } from './WidgetStatusBadge';

export interface WidgetRowProps {
  position: number;
  id: string;
  name: string;
  type: string;
  channel: string;
  href: string;
  /** The widget's results screen (funnel and revenue). */
  resultsHref: string;
  status: WidgetStatus;
  /** null: the results could not be loaded (the list says so once, above). */
  result: WidgetResult | undefined | 'loading' | null;
  actions: ReactNode;
}

/** The columns from 1024 px; WidgetList.tsx's heads use the same. */
export const WIDGET_ROW_COLUMNS = 'lg:grid-cols-[2rem_minmax(0,1fr)_11rem_6rem_5rem_4.5rem_6.5rem_2.25rem]';

export function WidgetRow({ position, id, name, type, channel, href, resultsHref, status, result, actions }: WidgetRowProps) {
  return (
    <li className={`grid grid-cols-[2rem_minmax(0,1fr)_2.25rem] items-center gap-x-3 gap-y-2.5 px-4 py-3 sm:px-5 ${WIDGET_ROW_COLUMNS}`}>
      <span className="self-start pt-0.5 text-xs font-medium text-slate-400 tabular-nums lg:self-center lg:pt-0" aria-hidden="true">
        {position}
      </span>
      <div className="min-w-0">
        <Link
          href={href}
          className="block truncate rounded text-sm font-medium text-slate-900 outline-none data-hovered:text-accent-700 data-hovered:underline data-focus-visible:ring-2 data-focus-visible:ring-accent-500/60"
        >
          {name}
        </Link>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
          <span>{typeLabel(type)}</span>
          <span aria-hidden="true">·</span>
          <span>{channelLabel(channel).label}</span>
          <span aria-hidden="true">·</span>
          <span className="tabular-nums">#{id}</span>
          <span aria-hidden="true">·</span>
          <Link
            href={resultsHref}
            className="rounded font-medium text-accent-700 outline-none data-hovered:underline data-focus-visible:ring-2 data-focus-visible:ring-accent-500/60"
          >
            Funnel<span className="sr-only"> and revenue of {name}</span>
          </Link>
        </p>
      </div>
      <div className="col-start-3 row-start-1 justify-self-end lg:col-start-8">{actions}</div>
      <div className="col-span-2 col-start-2 lg:col-span-1 lg:col-start-3 lg:row-start-1">
        <WidgetStatusBadge status={status} />
      </div>
      {result !== null && (
        <div className="col-span-2 col-start-2 lg:contents">
          <WidgetResultNumbers result={result} />
        </div>
      )}
    </li>
  );
}
