/**
 * One widget's funnel for a range (issue 47, item 5): the steps, the chosen step per day (the reports' chart,
 * reports/DayChart.tsx), the revenue of its opt-ins within the window after each, per currency, and the
 * breakdowns by device, by traffic source and by arm (arms only when the widget ran a split test). The CSV link downloads the
 * days with their revenue.
 */
import { useState } from 'react';
import type { WidgetFunnelResponse } from '../../bridge-protocol/studio/widgetFunnel';
import { Segmented } from '../parts/Segmented';
import { DayChart } from '../reports/DayChart';
import { ExportCsvLink } from '../reports/ExportCsvLink';
import { MoneyTotals } from '../reports/MoneyTotals';
import { deviceLabel, funnelSteps, sourceLabel, STEP_LABELS, type FunnelStep } from '../rules/funnelText';
import { FunnelBreakdown } from './FunnelBreakdown';
import { FunnelSteps } from './FunnelSteps';

export interface FunnelPanelProps {
  answer: WidgetFunnelResponse;
  /** The range as the picker's anchor reads it. */
  rangeText: string;
  csvHref: string;
}

const box = 'rounded-xl border border-slate-200 bg-white shadow-xs';

export function FunnelPanel({ answer, rangeText, csvHref }: FunnelPanelProps) {
  const steps = funnelSteps(answer.totals);
  const [charted, setCharted] = useState<FunnelStep>('impressions');
  const step = steps.includes(charted) ? charted : 'impressions';
  const label = { ...STEP_LABELS[step], empty: `No ${STEP_LABELS[step].many} in this range` };
  const windowText = `${answer.revenueWindowDays} ${answer.revenueWindowDays === 1 ? 'day' : 'days'}`;
  return (
    <div className="flex flex-col gap-5">
      <div>
        <FunnelSteps totals={answer.totals} />
        {steps.length === 2 && (
          <p className="mt-2 text-xs text-slate-500">Only the chat widget sends open and click events; this funnel goes from impressions to opt-ins.</p>
        )}
      </div>

      <section aria-labelledby="funnel-days-heading" className={`${box} px-4 py-4 sm:px-5 sm:py-5`}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id="funnel-days-heading" className="text-[0.9375rem] font-semibold text-slate-900">
              {label.title} per day
            </h2>
            <p className="mt-0.5 text-sm text-slate-500">{rangeText}</p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Segmented label="Step shown in the chart" options={steps.map((s) => ({ value: s, label: STEP_LABELS[s].title }))} value={step} onChange={setCharted} />
            <ExportCsvLink href={csvHref} what="funnel days" />
          </div>
        </div>
        <div className="mt-5">
          <DayChart days={answer.days.map((d) => ({ day: d.day, count: d[step] }))} label={label} />
        </div>
      </section>

      <section aria-labelledby="funnel-revenue-heading" className={`${box} px-4 py-4 sm:px-5 sm:py-5`}>
        <h2 id="funnel-revenue-heading" className="text-[0.9375rem] font-semibold text-slate-900">
          Revenue
        </h2>
        <p className="mt-0.5 mb-3 text-sm text-slate-500">
          Money events of the visitors who opted in through this widget in the range, within {windowText} after opting in.
        </p>
        {answer.revenue.length === 0 ? <p className="text-sm text-slate-600">No revenue from these opt-ins yet.</p> : <MoneyTotals totals={answer.revenue} />}
      </section>

      <section aria-label="Breakdowns" className={`${box} flex flex-col gap-6 py-4 sm:py-5`}>
        {answer.devices.length === 0 ? (
          <p className="px-4 text-sm text-slate-600 sm:px-5">Nothing recorded in this range.</p>
        ) : (
          <FunnelBreakdown caption="By device" by="Device" steps={steps} rows={answer.devices.map((d) => ({ ...d, key: d.device, label: deviceLabel(d.device) }))} />
        )}
        {answer.sources.length > 0 && (
          <FunnelBreakdown caption="By traffic source" by="Source" steps={steps} rows={answer.sources.map((r) => ({ ...r, key: r.source, label: sourceLabel(r.source) }))} />
        )}
        {answer.arms.length > 0 && (
          <FunnelBreakdown caption="By arm of the split test" by="Arm" steps={steps} withRevenue rows={answer.arms.map((a) => ({ ...a, key: a.arm, label: a.arm }))} />
        )}
      </section>
    </div>
  );
}
