/**
 * How far a split test is from a verdict: two progress bars, the slowest arm's exposures toward 150 and the
 * test's days toward 3 (both must be reached), each named for a screen reader with its value in words.
 */
import { Label, ProgressBar } from 'react-aria-components';
import { VERDICT_DAYS, VERDICT_EXPOSURES } from '../rules/experimentResultText';

export interface VerdictProgressProps {
  /** The fewest exposures of any arm. */
  exposures: number;
  days: number;
}

function Bar({ label, value, max, valueText }: { label: string; value: number; max: number; valueText: string }) {
  return (
    <ProgressBar value={Math.min(value, max)} maxValue={max} valueLabel={valueText} className="flex flex-col gap-1">
      {({ percentage }) => (
        <>
          <div className="flex justify-between gap-2 text-xs">
            <Label className="font-medium text-slate-700">{label}</Label>
            <span className="text-slate-600 tabular-nums">{valueText}</span>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-slate-200">
            <div className="h-full rounded-full bg-accent-600" style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </ProgressBar>
  );
}

export function VerdictProgress({ exposures, days }: VerdictProgressProps) {
  const wholeDays = Math.floor(Math.min(days, VERDICT_DAYS) * 10) / 10;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Bar label="Exposures per arm" value={exposures} max={VERDICT_EXPOSURES} valueText={`${Math.min(exposures, VERDICT_EXPOSURES)} of ${VERDICT_EXPOSURES}`} />
      <Bar label="Days running" value={days} max={VERDICT_DAYS} valueText={`${wholeDays} of ${VERDICT_DAYS} days`} />
    </div>
  );
}
