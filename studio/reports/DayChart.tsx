/**
 * A report's count per day as a small bar chart (scale and labels: rules/dayChart.ts). The SVG is an
 * image named by a one-sentence summary; the numbers themselves are in a visually hidden table beside
 * it (days with rows; the caption says the others had none), so a screen reader gets data, not shapes.
 * A mouse pointer gets each day's count from the bar's `<title>`.
 *
 * The SVG stretches to its box (preserveAspectRatio none): bars are simple rectangles, so they stay
 * crisp at any width, and the texts (axis labels) are HTML beside it, never stretched.
 */
import type { ReportDay, ReportId } from '../../bridge-protocol/studio/studioReports';
import { barPercent, busiestDay, chartCeiling, dayLabel, labelledDays, spansYears } from '../rules/dayChart';
import { formatCount, REPORT_LABELS, type ReportLabel } from './reportLabels';

/** A range of one or two days gets a week's room, centred, instead of one bar the width of the chart. */
const MIN_SLOTS = 7;
/** Slot width in viewBox units. */
const SLOT = 10;
/** The share of its slot a bar fills: few days get slimmer bars, so a week does not look like a wall. */
const barShare = (days: number): number => (days <= 7 ? 0.4 : days <= 14 ? 0.55 : 0.7);

/** What is counted: one of the reports, or any count named as a report is (a widget's funnel step). */
export type DayChartProps = { days: readonly ReportDay[] } & ({ report: ReportId; label?: never } | { label: ReportLabel; report?: never });

/** The numbers for a screen reader: the days with rows (the caption says the others had none). */
function DayTable({ days, withRows, label }: { days: readonly ReportDay[]; withRows: readonly ReportDay[]; label: ReportLabel }) {
  return (
    // The wrapper hides it: a table ignores sr-only's 1 px width and would widen a phone's page.
    <div className="sr-only">
      <table>
        <caption>
          {label.title} per day{withRows.length < days.length ? `; the other ${formatCount(days.length - withRows.length)} days had none` : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">{label.title}</th>
          </tr>
        </thead>
        <tbody>
          {withRows.map((d) => (
            <tr key={d.day}>
              <th scope="row">{dayLabel(d.day, 'en-US', true)}</th>
              <td>{formatCount(d.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The day labels under the chart, some of them; the end ones hug the chart's edges so they are never cut off. */
function DayLabels({ days, offset, slots, withYear }: { days: readonly ReportDay[]; offset: number; slots: number; withYear: boolean }) {
  return (
    <div aria-hidden="true" className="relative ml-10 h-4 text-[0.6875rem] text-slate-500 tabular-nums">
      {labelledDays(days.length).map((i) => {
        const centre = ((offset + i + 0.5) / slots) * 100;
        const place = centre < 12 ? 'left-0' : centre > 88 ? 'right-0' : '-translate-x-1/2';
        return (
          <span key={i} className={`absolute top-0 whitespace-nowrap ${place}`} style={place === '-translate-x-1/2' ? { left: `${centre}%` } : undefined}>
            {dayLabel(days[i]!.day, 'en-US', withYear)}
          </span>
        );
      })}
    </div>
  );
}

export function DayChart({ days, report, label: named }: DayChartProps) {
  const label = named ?? REPORT_LABELS[report];
  const counted = (n: number): string => `${formatCount(n)} ${n === 1 ? label.one : label.many}`;
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const top = chartCeiling(Math.max(0, ...days.map((d) => d.count)));
  const withYear = spansYears(days);
  const busiest = busiestDay(days);
  const slots = Math.max(days.length, MIN_SLOTS);
  const offset = (slots - days.length) / 2;
  const barWidth = SLOT * barShare(days.length);
  const inset = (SLOT - barWidth) / 2;
  const withRows = days.filter((d) => d.count > 0);
  const dayCount = `${formatCount(days.length)} ${days.length === 1 ? 'day' : 'days'}`;
  const summary =
    busiest === null
      ? `Bar chart: no ${label.many} on any of the ${dayCount}.`
      : `Bar chart: ${counted(total)} over ${dayCount}; the busiest day was ${dayLabel(busiest.day, 'en-US', true)} with ${formatCount(busiest.count)}.`;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        <div aria-hidden="true" className="relative w-8 shrink-0 text-right text-[0.6875rem] leading-none text-slate-500 tabular-nums">
          <span className="absolute top-0 right-0 -translate-y-1/2">{formatCount(top)}</span>
          <span className="absolute top-1/2 right-0 -translate-y-1/2">{formatCount(top / 2)}</span>
          <span className="absolute top-full right-0 -translate-y-1/2">0</span>
        </div>
        <div className="relative h-32 min-w-0 flex-1 sm:h-40">
          <div aria-hidden="true" className="absolute inset-x-0 top-0 border-t border-dashed border-slate-200" />
          <div aria-hidden="true" className="absolute inset-x-0 top-1/2 border-t border-dashed border-slate-200" />
          <div aria-hidden="true" className="absolute inset-x-0 bottom-0 border-t border-slate-300" />
          <svg
            role="img"
            aria-label={summary}
            viewBox={`0 0 ${slots * SLOT} 100`}
            preserveAspectRatio="none"
            className="absolute inset-0 h-full w-full"
          >
            {days.map((d, i) => {
              const x = (offset + i) * SLOT;
              const height = barPercent(d.count, top);
              return (
                <g key={d.day} className="group">
                  <title>{`${dayLabel(d.day, 'en-US', withYear)}: ${counted(d.count)}`}</title>
                  {/* The whole day's column takes the pointer, so a short bar is as easy to point at as a tall one. */}
                  <rect x={x} y={0} width={SLOT} height={100} className="fill-transparent group-hover:fill-slate-100" />
                  {d.count > 0 ? (
                    <rect x={x + inset} y={100 - height} width={barWidth} height={height} className="fill-accent-500 group-hover:fill-accent-700" />
                  ) : (
                    <rect x={x + inset} y={98.5} width={barWidth} height={1.5} className="fill-slate-200" />
                  )}
                </g>
              );
            })}
          </svg>
        </div>
      </div>
      <DayLabels days={days} offset={offset} slots={slots} withYear={withYear} />
      {withRows.length > 0 && <DayTable days={days} withRows={withRows} label={label} />}
    </div>
  );
}
