/**
 * The results of a widget's split test: the verdict or why there is none yet, the sample-ratio warning when
 * the split does not match the weights (χ², p below 0.001), the progress toward a verdict, and the table
 * per arm with "Promote" on the leader. Presentational: the load and its retry come from useExperimentResults.
 */
import { Button } from 'react-aria-components';
import type { ExperimentResultsResponse } from '../../bridge-protocol/studio/experimentResults';
import type { StudioLoad } from '../api/useStudioLoad';
import { linkButtonClass } from '../controls/controlStyles';
import { LoadFailure, LoadingNote } from '../parts/LoadStates';
import { fewestExposures, verdictText } from '../rules/experimentResultText';
import { ArmResultsTable } from './ArmResultsTable';
import { VerdictProgress } from './VerdictProgress';

export interface ExperimentResultsProps {
  load: StudioLoad<ExperimentResultsResponse | null>;
  onReload: () => void;
  onPromote: (armId: string) => void;
}

function SampleRatioWarning({ p }: { p: number }) {
  return (
    <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      The visitors are not split as the weights say (sample-ratio check, p = {p.toExponential(1)}). Something counts or shows the arms
      unevenly: check the widget on the site before trusting these numbers.
    </p>
  );
}

function Loaded({ results, onPromote }: { results: ExperimentResultsResponse; onPromote: (armId: string) => void }) {
  return (
    <div className="flex flex-col gap-4">
      <p className={`text-sm font-medium ${results.verdict === null ? 'text-slate-700' : 'text-emerald-800'}`}>{verdictText(results)}</p>
      {results.sampleRatio.mismatch && <SampleRatioWarning p={results.sampleRatio.p} />}
      <VerdictProgress exposures={fewestExposures(results.arms)} days={results.days} />
      <ArmResultsTable arms={results.arms} leader={results.leader} onPromote={onPromote} />
    </div>
  );
}

export function ExperimentResults({ load, onReload, onPromote }: ExperimentResultsProps) {
  return (
    <section aria-labelledby="test-results-heading" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white px-4 py-4 shadow-xs sm:px-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="test-results-heading" className="text-base font-semibold text-slate-900">
          Split test results
        </h2>
        <Button className={linkButtonClass} onPress={onReload}>
          Refresh results
        </Button>
      </div>
      {load.kind === 'loading' && <LoadingNote>Loading the results…</LoadingNote>}
      {load.kind === 'failed' && <LoadFailure what="The results" message={load.message} onRetry={onReload} />}
      {load.kind === 'loaded' && load.value !== null && <Loaded results={load.value} onPromote={onPromote} />}
    </section>
  );
}
