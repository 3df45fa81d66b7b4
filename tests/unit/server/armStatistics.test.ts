import { describe, expect, it } from 'vitest';
import betaCdf from '@stdlib/stats-base-dists-beta-cdf';
import betaPdf from '@stdlib/stats-base-dists-beta-pdf';
import { chanceToBeat, expectedLoss, sampleRatio, verdictProgress, type ArmCounts } from '../../../server/rules/armStatistics';

/** Simpson's rule on [0, 1]: the independent computation the closed forms are held to. */
function integrate(f: (x: number) => number, steps = 20_000): number {
  const h = 1 / steps;
  let sum = f(0) + f(1);
  for (let i = 1; i < steps; i++) sum += f(i * h) * (i % 2 === 1 ? 4 : 2);
  return (sum * h) / 3;
}
const ab = ({ exposures, optIns }: ArmCounts) => [1 + optIns, 1 + exposures - optIns] as const;
/** P(arm > control) = ∫ f_arm(x) F_control(x) dx. */
const chanceByIntegral = (control: ArmCounts, arm: ArmCounts) => {
  const [ca, cb] = ab(control);
  const [ta, tb] = ab(arm);
  return integrate((x) => betaPdf(x, ta, tb) * betaCdf(x, ca, cb));
};
/** E[max(C − T, 0)] = ∫ f_C(x) (x F_T(x) − E[T] F_{T+1}(x)) dx. */
const lossByIntegral = (control: ArmCounts, arm: ArmCounts) => {
  const [ca, cb] = ab(control);
  const [ta, tb] = ab(arm);
  return integrate((x) => betaPdf(x, ca, cb) * (x * betaCdf(x, ta, tb) - (ta / (ta + tb)) * betaCdf(x, ta + 1, tb)));
};

const cases: [string, ArmCounts, ArmCounts][] = [
  ['a clear winner', { exposures: 1000, optIns: 50 }, { exposures: 1000, optIns: 80 }],
  ['a close call', { exposures: 400, optIns: 30 }, { exposures: 410, optIns: 34 }],
  ['a loser', { exposures: 300, optIns: 40 }, { exposures: 300, optIns: 25 }],
  ['small numbers', { exposures: 20, optIns: 2 }, { exposures: 25, optIns: 5 }],
  ['nothing yet', { exposures: 0, optIns: 0 }, { exposures: 0, optIns: 0 }],
];

describe('chance to beat the control and expected loss (beta-binomial, uniform prior)', () => {
  it.each(cases)('%s: the closed forms agree with the integrals to 4 decimals', (_name, control, arm) => {
    expect(chanceToBeat(control, arm)).toBeCloseTo(chanceByIntegral(control, arm), 4);
    expect(expectedLoss(control, arm)).toBeCloseTo(lossByIntegral(control, arm), 5);
  });

  it('is one half for equal arms, and the two directions add up to one', () => {
    const same = { exposures: 500, optIns: 40 };
    expect(chanceToBeat(same, same)).toBeCloseTo(0.5, 6);
    const a = { exposures: 800, optIns: 60 };
    const b = { exposures: 790, optIns: 71 };
    expect(chanceToBeat(a, b) + chanceToBeat(b, a)).toBeCloseTo(1, 6);
  });

  it('a clear winner: above 99 % with a loss near 0; a clear loser: near 0 % with a loss near the gap', () => {
    const control = { exposures: 1000, optIns: 50 };
    expect(chanceToBeat(control, { exposures: 1000, optIns: 80 })).toBeGreaterThan(0.99);
    expect(expectedLoss(control, { exposures: 1000, optIns: 80 })).toBeLessThan(0.0005);
    expect(chanceToBeat(control, { exposures: 1000, optIns: 20 })).toBeLessThan(0.001);
    expect(expectedLoss(control, { exposures: 1000, optIns: 20 })).toBeCloseTo(0.03, 2);
  });

  it('counts more opt-ins than exposures as all exposed, never a negative parameter', () => {
    expect(chanceToBeat({ exposures: 10, optIns: 1 }, { exposures: 10, optIns: 30 })).toBeCloseTo(chanceToBeat({ exposures: 10, optIns: 1 }, { exposures: 10, optIns: 10 }), 10);
  });
});

describe('sample-ratio check (Pearson’s χ²)', () => {
  it('5,000 against 5,200 on 50/50: χ² 3.92, p 0.0477 (the textbook value), no mismatch', () => {
    const check = sampleRatio([5000, 5200], [50, 50]);
    expect(check.chiSquare).toBeCloseTo(3.9216, 4);
    expect(check.p).toBeCloseTo(0.0477, 4);
    expect(check.mismatch).toBe(false);
  });

  it('821,588 against 815,482 on 50/50: p below 0.001, a mismatch', () => {
    const check = sampleRatio([821_588, 815_482], [1, 1]);
    expect(check.chiSquare).toBeCloseTo(22.77, 1);
    expect(check.p).toBeLessThan(0.001);
    expect(check.mismatch).toBe(true);
  });

  it('follows the weights, three arms and a zero-weight arm included', () => {
    expect(sampleRatio([2000, 3000, 5000], [20, 30, 50]).chiSquare).toBeCloseTo(0, 10);
    expect(sampleRatio([2000, 3000, 5000, 7], [20, 30, 50, 0]).mismatch).toBe(false);
    expect(sampleRatio([0, 0], [1, 1])).toEqual({ chiSquare: 0, p: 1, mismatch: false });
  });
});

describe('progress toward a verdict: 150 exposures in every arm and 3 days', () => {
  it.each([
    [[150, 160], 3, 1],
    [[75, 400], 5, 0.5],
    [[400, 400], 1.5, 0.5],
    [[], 9, 0],
  ])('%j over %d days: %d', (exposures, days, progress) => {
    expect(verdictProgress(exposures, days)).toBeCloseTo(progress, 10);
  });
});
