/**
 * The funnel's steps as an ordered list (a screen reader hears "list, 4 items": the order is the point),
 * each with its count, its share of the impressions and a bar of that share. The bars are decoration
 * (aria-hidden): the numbers say the same.
 */
import type { FunnelCounts } from '../../bridge-protocol/studio/widgetFunnel';
import { countText, funnelSteps, shareText, STEP_LABELS } from '../rules/funnelText';

export function FunnelSteps({ totals }: { totals: FunnelCounts }) {
  const steps = funnelSteps(totals);
  return (
    <ol aria-label="Funnel" className={`grid grid-cols-2 gap-3 ${steps.length > 2 ? 'sm:grid-cols-4' : ''}`}>
      {steps.map((step, i) => {
        const share = totals.impressions === 0 ? 0 : Math.min(1, totals[step] / totals.impressions);
        return (
          <li key={step} className="rounded-lg bg-white px-3 py-3 ring-1 ring-slate-200 ring-inset">
            <span className="block text-xs font-medium text-slate-500">
              <span className="sr-only">Step {i + 1}: </span>
              {STEP_LABELS[step].title}
            </span>
            <span className="mt-1 block text-xl font-semibold text-slate-900 tabular-nums">{countText(totals[step])}</span>
            {step !== 'impressions' && <span className="block text-xs text-slate-600 tabular-nums">{shareText(totals[step], totals.impressions)} of impressions</span>}
            <span aria-hidden="true" className="mt-2 block h-1.5 overflow-hidden rounded-full bg-slate-100">
              <span className="block h-full rounded-full bg-accent-500" style={{ width: `${Math.round(share * 100)}%` }} />
            </span>
          </li>
        );
      })}
    </ol>
  );
}
