import { describe, expect, it } from 'vitest';
import type { Experiment } from '../../../bridge-protocol/experiment';
import { experimentVerdict } from '../../../server/rules/experimentVerdict';

const test3: Experiment = { key: 'k', status: 'running', arms: [{ id: 'control', weight: 1 }, { id: 'b', weight: 1 }, { id: 'c', weight: 1 }] };
const rows = (control: [number, number], b: [number, number], c: [number, number]) => [
  { arm: 'control', exposures: control[0], optIns: control[1] },
  { arm: 'b', exposures: b[0], optIns: b[1] },
  { arm: 'c', exposures: c[0], optIns: c[1] },
];

describe('experimentVerdict', () => {
  it('names the best challenger at a 95 % chance, once every arm has 150 exposures and 3 days passed', () => {
    const v = experimentVerdict(test3, rows([1000, 50], [1000, 52], [1000, 90]), 4);
    expect(v.leader).toBe('c');
    expect(v.verdict).toBe('c');
    expect(v.arms.map((a) => a.control)).toEqual([true, false, false]);
    expect(experimentVerdict(test3, rows([1000, 50], [1000, 52], [1000, 90]), 2).verdict).toBeNull();
    expect(experimentVerdict(test3, rows([149, 5], [1000, 52], [1000, 90]), 9).verdict).toBeNull();
  });

  it('the control wins when every challenger is at 5 % or less; no call in between', () => {
    expect(experimentVerdict(test3, rows([1000, 100], [1000, 50], [1000, 60]), 5)).toMatchObject({ leader: 'control', verdict: 'control' });
    expect(experimentVerdict(test3, rows([1000, 60], [1000, 58], [1000, 64]), 5)).toMatchObject({ verdict: null });
  });

  it('an arm nobody was shown to counts as zero; no leader before any data', () => {
    const v = experimentVerdict(test3, [], 0);
    expect(v.arms.map((a) => [a.exposures, a.rate])).toEqual([[0, 0], [0, 0], [0, 0]]);
    expect(v).toMatchObject({ leader: null, verdict: null, progress: 0 });
  });

  it('a zero-weight arm is left out of the split check, the progress and the call', () => {
    const paused: Experiment = { ...test3, arms: [{ id: 'control', weight: 1 }, { id: 'b', weight: 1 }, { id: 'c', weight: 0 }] };
    const v = experimentVerdict(paused, rows([1000, 50], [1000, 90], [0, 0]), 5);
    expect(v.progress).toBe(1);
    expect(v.sampleRatio.mismatch).toBe(false);
    expect(v.verdict).toBe('b');
  });
});
