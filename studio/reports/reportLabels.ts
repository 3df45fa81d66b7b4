/** How each report is named on the screen: its tab, its rows (one and many), and its empty state. */
import type { ReportId } from '../../bridge-protocol/studio/studioReports';

export interface ReportLabel {
  /** The tab and the panel's heading. */
  title: string;
  one: string;
  many: string;
  /** What the panel says when the range has no rows. */
  empty: string;
}

export const REPORT_LABELS: Readonly<Record<ReportId, ReportLabel>> = {
  subscribers: { title: 'Subscribers', one: 'subscriber', many: 'subscribers', empty: 'No subscribers in this range' },
  'messenger-optins': { title: 'Messenger opt-ins', one: 'opt-in', many: 'opt-ins', empty: 'No messenger opt-ins in this range' },
  events: { title: 'Pixel events', one: 'event', many: 'events', empty: 'No pixel events in this range' },
  conversions: { title: 'Conversions', one: 'conversion', many: 'conversions', empty: 'No conversions in this range' },
  money: { title: 'Money', one: 'money event', many: 'money events', empty: 'No money events in this range' },
};

const counts = new Intl.NumberFormat('en-US');

/** "1 subscriber", "1,234 subscribers". */
export function countOf(report: ReportId, n: number): string {
  const label = REPORT_LABELS[report];
  return `${counts.format(n)} ${n === 1 ? label.one : label.many}`;
}

export const formatCount = (n: number): string => counts.format(n);
