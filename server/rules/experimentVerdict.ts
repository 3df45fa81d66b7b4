/**
 * From a split test's counts to what the studio shows (issue 47, item 2): each arm's rate, its chance to
 * beat the control and expected loss (armStatistics.ts), the sample-ratio check, the progress toward a
 * verdict, the leader and, only once the data allow it, the verdict. A 95 % chance to beat the control is
 * GrowthBook's default threshold (Klaviyo calls at 90 %); the control wins when every other arm is at 5 % or
 * less. No verdict while the split does not match its weights: then the counts themselves are suspect.
 */
import type { ArmResult } from '../../bridge-protocol/studio/experimentResults';
import type { Experiment } from '../../bridge-protocol/experiment';
import { chanceToBeat, expectedLoss, sampleRatio, verdictProgress, type SampleRatio } from './armStatistics';
import type { ArmCountsRow } from '../stores/experimentResults';

export const WINNING_CHANCE = 0.95;

export interface Verdict {
  arms: ArmResult[];
  sampleRatio: SampleRatio;
  progress: number;
  leader: string | null;
  verdict: string | null;
}

export function experimentVerdict(experiment: Experiment, rows: readonly ArmCountsRow[], days: number): Verdict {
  const counts = experiment.arms.map((arm) => rows.find((r) => r.arm === arm.id) ?? { arm: arm.id, exposures: 0, optIns: 0 });
  const control = counts[0]!;
  const arms: ArmResult[] = experiment.arms.map((arm, i) => {
    const { exposures, optIns } = counts[i]!;
    const isControl = i === 0;
    return {
      id: arm.id,
      weight: arm.weight,
      control: isControl,
      exposures,
      optIns,
      rate: exposures === 0 ? 0 : optIns / exposures,
      chanceToBeat: isControl ? null : chanceToBeat(control, counts[i]!),
      expectedLoss: isControl ? null : expectedLoss(control, counts[i]!),
    };
  });
  const weighted = arms.filter((arm) => arm.weight > 0);
  const split = sampleRatio(weighted.map((arm) => arm.exposures), weighted.map((arm) => arm.weight));
  const progress = verdictProgress(weighted.map((arm) => arm.exposures), days);
  const challengers = arms.filter((arm) => !arm.control && arm.weight > 0);
  const best = challengers.reduce<ArmResult | null>((top, arm) => (top === null || (arm.chanceToBeat ?? 0) > (top.chanceToBeat ?? 0) ? arm : top), null);
  const anyData = arms.some((arm) => arm.exposures > 0);
  const leader = !anyData ? null : best !== null && (best.chanceToBeat ?? 0) > 0.5 ? best.id : arms[0]!.id;
  let verdict: string | null = null;
  if (progress >= 1 && !split.mismatch && best !== null) {
    if ((best.chanceToBeat ?? 0) >= WINNING_CHANCE) verdict = best.id;
    else if (challengers.every((arm) => (arm.chanceToBeat ?? 1) <= 1 - WINNING_CHANCE)) verdict = arms[0]!.id;
  }
  return { arms, sampleRatio: split, progress, leader, verdict };
}
