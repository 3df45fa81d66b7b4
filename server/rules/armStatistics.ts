/**
 * How a split test's arms compare (issue 47, item 2), as GrowthBook and Klaviyo report it: each arm's rate
 * as a Beta(1 + opt-ins, 1 + exposures − opt-ins) posterior (a uniform prior), its chance to beat the
 * control, the expected loss of choosing it, and a sample-ratio check before any verdict.
 *
 * - Chance to beat: P(p_arm > p_control), Evan Miller's closed form for two Beta posteriors with whole
 *   parameters ("Formulas for Bayesian A/B Testing"), summed in log space over the arm's successes.
 * - Expected loss of choosing the arm: E[max(p_control − p_arm, 0)], Chris Stucchio's decomposition into
 *   the same closed form ("Bayesian A/B Testing at VWO"), in rate points (0.01 = one percentage point).
 * - The log Beta function and the χ² distribution come from stdlib (@stdlib/math-base-special-betaln,
 *   @stdlib/stats-base-dists-chisquare-cdf), maintained, typed numerical code, not a hand-written gamma.
 */
import betaln from '@stdlib/math-base-special-betaln';
import chisquareCdf from '@stdlib/stats-base-dists-chisquare-cdf';

export interface ArmCounts {
  exposures: number;
  optIns: number;
}

interface Beta {
  a: number;
  b: number;
}

/** No verdict before this many exposures in every arm … */
export const MIN_EXPOSURES_PER_ARM = 150;
/** … and this many days of the test. */
export const MIN_DAYS = 3;
/** A sample-ratio check below this p-value warns that the split is broken (the counts cannot be trusted). */
export const SAMPLE_RATIO_P = 0.001;

/** The posterior of a rate; opt-ins above exposures (a late exposure row) count as all exposed. */
const posterior = ({ exposures, optIns }: ArmCounts): Beta => {
  const n = Math.max(0, Math.floor(exposures));
  const k = Math.min(n, Math.max(0, Math.floor(optIns)));
  return { a: 1 + k, b: 1 + n - k };
};

/** P(Y > X) for Y ~ Beta(y.a, y.b) and X ~ Beta(x.a, x.b), y.a a whole number (Evan Miller). */
function probGreater(y: Beta, x: Beta): number {
  let total = 0;
  const base = betaln(x.a, x.b);
  for (let i = 0; i < y.a; i++) total += Math.exp(betaln(x.a + i, x.b + y.b) - Math.log(y.b + i) - betaln(1 + i, y.b) - base);
  return Math.min(1, Math.max(0, total));
}

/** The chance that the arm's true rate is above the control's. */
export function chanceToBeat(control: ArmCounts, arm: ArmCounts): number {
  return probGreater(posterior(arm), posterior(control));
}

/** What choosing the arm is expected to cost against the control, as a rate (0 when it surely is better). */
export function expectedLoss(control: ArmCounts, arm: ArmCounts): number {
  const c = posterior(control);
  const t = posterior(arm);
  // E[C·1(C>T)] − E[T·1(C>T)], each a mean times a probability of a shifted Beta (Stucchio).
  const controlAbove = (c.a / (c.a + c.b)) * (1 - probGreater(t, { a: c.a + 1, b: c.b }));
  const armBelow = (t.a / (t.a + t.b)) * (1 - probGreater({ a: t.a + 1, b: t.b }, c));
  return Math.max(0, controlAbove - armBelow);
}

export interface SampleRatio {
  chiSquare: number;
  p: number;
  /** p below SAMPLE_RATIO_P: the arms got visitors in other shares than their weights said. */
  mismatch: boolean;
}

/** Pearson's χ² of the exposures against the shares the weights promise (arms of weight 0 left out). */
export function sampleRatio(exposures: readonly number[], weights: readonly number[]): SampleRatio {
  const cells = exposures.map((observed, i) => ({ observed, weight: weights[i] ?? 0 })).filter((cell) => cell.weight > 0);
  const n = cells.reduce((sum, cell) => sum + cell.observed, 0);
  const w = cells.reduce((sum, cell) => sum + cell.weight, 0);
  if (cells.length < 2 || n === 0) return { chiSquare: 0, p: 1, mismatch: false };
  const chiSquare = cells.reduce((sum, { observed, weight }) => {
    const expected = (n * weight) / w;
    return sum + (observed - expected) ** 2 / expected;
  }, 0);
  const p = 1 - chisquareCdf(chiSquare, cells.length - 1);
  return { chiSquare, p, mismatch: p < SAMPLE_RATIO_P };
}

/** How far the test is from a verdict: 1 when every arm has its exposures and the days have passed. */
export function verdictProgress(exposures: readonly number[], days: number): number {
  const least = exposures.length === 0 ? 0 : Math.min(...exposures);
  return Math.min(1, least / MIN_EXPOSURES_PER_ARM, Math.max(0, days) / MIN_DAYS);
}
