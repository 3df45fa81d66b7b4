/**
 * A split test's results in the owner's words (studio/experiment/): rates and chances as percents, the
 * expected loss in rate points, and how far the test is from a verdict (every arm at 150 exposures and 3
 * days, bridge-protocol/studio/experimentResults.ts). Pure.
 */
import type { ArmResult, ExperimentResultsResponse } from '../../bridge-protocol/studio/experimentResults';

/** What a verdict needs (server/rules/armStatistics.ts): shown as the goal of the progress bars. */
export const VERDICT_EXPOSURES = 150;
export const VERDICT_DAYS = 3;

const percent = (share: number, digits: number): string => `${(share * 100).toFixed(digits)}%`;

/** An opt-in rate: `4.2%`. */
export const rateText = (rate: number): string => percent(rate, 1);

/** A chance to beat the control: `87%`, with "<1%" and ">99%" at the ends (never a certain 0 or 100). */
export function chanceText(chance: number | null): string {
  if (chance === null) return '—';
  if (chance < 0.01) return '<1%';
  if (chance > 0.99) return '>99%';
  return percent(chance, 0);
}

/** The expected loss of choosing the arm, in rate points: `0.12 pts`. */
export function lossText(loss: number | null): string {
  if (loss === null) return '—';
  // A loss that rounds to nothing is still not none: "<0.01" says so.
  return loss * 100 < 0.005 ? '<0.01 pts' : `${(loss * 100).toFixed(2)} pts`;
}

/** The fewest exposures of any arm: the slowest arm decides when a verdict may come. */
export const fewestExposures = (arms: readonly ArmResult[]): number => (arms.length === 0 ? 0 : Math.min(...arms.map((arm) => arm.exposures)));

/** The sentence under the results: the verdict, the reason there is none yet, or a sample-ratio warning's consequence. */
export function verdictText(results: ExperimentResultsResponse): string {
  if (results.verdict !== null) return results.verdict === results.arms.find((arm) => arm.control)?.id ? 'Verdict: no arm beats the control. Keep the widget as it is.' : `Verdict: ${results.verdict} wins.`;
  if (results.sampleRatio.mismatch) return 'No verdict while the split does not match the weights.';
  if (results.progress < 1) return `No verdict yet: every arm needs ${VERDICT_EXPOSURES} exposures and the test ${VERDICT_DAYS} days.`;
  return results.leader === null ? 'No verdict yet.' : `No verdict yet: ${results.leader} leads, but not by enough.`;
}
