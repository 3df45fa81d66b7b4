/**
 * The five reports as tabs (React Aria Tabs: arrow keys move between them, the panel follows): each tab
 * is a tile with the report's headline for the range, so the whole range reads at a glance before any
 * tab is opened. Two columns on a phone and three on a tablet (money, the one with an amount, two wide),
 * five in a row from 1024 px.
 */
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { isReportId, REPORT_IDS, type ReportId, type StudioReportsResponse } from '../../bridge-protocol/studio/studioReports';
import { ReportTile } from './ReportTile';

export interface ReportTabsProps {
  selected: ReportId;
  onSelect: (report: ReportId) => void;
  /** The answer the tiles read; null before the first one (the tiles then hold placeholders). */
  answer: StudioReportsResponse | null;
  /** The selected report's panel. */
  children: ReactNode;
}

export function ReportTabs({ selected, onSelect, answer, children }: ReportTabsProps) {
  return (
    <Tabs selectedKey={selected} onSelectionChange={(key) => isReportId(key) && onSelect(key)}>
      <TabList aria-label="Reports" className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-5">
        {REPORT_IDS.map((id) => (
          <Tab
            key={id}
            id={id}
            className={
              'group flex min-w-0 cursor-default rounded-xl border border-slate-200 bg-white px-3.5 py-3 text-left shadow-xs outline-none transition-colors ' +
              'data-hovered:border-slate-300 data-selected:border-accent-600 data-selected:bg-accent-50/40 data-selected:ring-1 data-selected:ring-accent-600 ' +
              'data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40 ' +
              (id === 'money' ? 'col-span-2 lg:col-span-1' : '')
            }
          >
            <ReportTile
              report={id}
              data={answer === null ? null : { total: answer.reports[id].total, days: answer.reports[id].days, moneyTotals: answer.moneyTotals }}
            />
          </Tab>
        ))}
      </TabList>
      {REPORT_IDS.map((id) => (
        <TabPanel key={id} id={id} className="mt-4 rounded-xl outline-none data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40 sm:mt-5">
          {id === selected ? children : null}
        </TabPanel>
      ))}
    </Tabs>
  );
}
